// JSON bodies as the service reads them: JSON.parse, plus a refusal of any object that names a key twice.
// JSON.parse keeps the last of repeated keys, so {"consent":false,…,"consent":true} would read as consent given,
// while another reader (or the person who wrote it) may take the first; such a body has no one meaning.
import type { Context } from 'hono';
import { ApiError } from '../errors.ts';

export type StrictJson =
  | { ok: true; value: unknown }
  /** `unreadable`: the body stopped arriving (the client went away or the request timed out). */
  | { ok: false; problem: 'syntax' | 'unreadable' }
  /** `path` leads from the body to the object holding the repeated key (member names, array indexes); `value`
   * is what JSON.parse made of the body (the last of each repeated key), for echoing ids, never for acting on. */
  | { ok: false; problem: 'duplicate_key'; key: string; path: string[]; value: unknown };

export function parseStrictJson(text: string): StrictJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'syntax' };
  }
  const duplicate = firstDuplicateKey(text);
  return duplicate ? { ok: false, problem: 'duplicate_key', ...duplicate, value } : { ok: true, value };
}

/** Reads the request body as text and parses it strictly. */
export async function readStrictJson(c: Context): Promise<StrictJson> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  return parseStrictJson(text);
}

interface Frame {
  /** Keys seen so far in this object; null for an array. */
  keys: Set<string> | null;
  /** The member name (or array index) under which this container sits in its parent. */
  name: string;
  lastKey: string;
  index: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

/** Index of the quote that closes the string opening at `start` (an escaped quote is preceded by an odd run of
 * backslashes). indexOf runs natively: most of a body is string content. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  for (;;) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
}

/** The first key repeated within one object of `text`, which must already be valid JSON. Keys compare after
 * unescaping, so "a" and "\u0061" are the same key. */
export function firstDuplicateKey(text: string): { key: string; path: string[] } | undefined {
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      const end = closingQuote(text, i);
      if (expectKey) {
        const top = stack[stack.length - 1]!;
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (top.keys!.has(key)) return { key, path: stack.slice(1).map((f) => f.name) };
        top.keys!.add(key);
        top.lastKey = key;
        expectKey = false;
      }
      i = end;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const parent = stack[stack.length - 1];
      const name = parent === undefined ? '' : parent.keys ? parent.lastKey : String(parent.index);
      stack.push({ keys: code === OPEN_OBJECT ? new Set() : null, name, lastKey: '', index: 0 });
      expectKey = code === OPEN_OBJECT;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      stack.pop();
      // An empty object closes while still expecting its first key; what follows is not one.
      expectKey = false;
    } else if (code === COMMA) {
      const top = stack[stack.length - 1]!;
      if (top.keys) expectKey = true;
      else top.index++;
    }
  }
  return undefined;
}

/** The answer to a body that repeats a key: `parameter` is the key, dotted from the body's top level. */
export function duplicateKeyError(key: string, path: readonly string[] = []): ApiError {
  const parameter = [...path, key].join('.').slice(0, 100);
  return new ApiError('duplicate_key', `${parameter} is given more than once; send each field once, so the request has one meaning`, {
    parameter,
  });
}
