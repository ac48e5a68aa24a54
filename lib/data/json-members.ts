// Where each member of a JSON object lies in a UTF-8 buffer, without parsing the values: a reader can keep a
// large object's text off the JavaScript heap and parse one member when asked for it. JSON's structural
// characters are ASCII, so scanning bytes is exact; the text must be valid JSON (the caller has checked it).
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

function skipSpace(bytes: Uint8Array, at: number): number {
  let i = at;
  while (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09) i++;
  return i;
}

/** Just past the string that starts (with its quote) at `at`. */
function stringEnd(bytes: Uint8Array, at: number): number {
  let i = at + 1;
  while (bytes[i] !== QUOTE) i += bytes[i] === BACKSLASH ? 2 : 1;
  return i + 1;
}

/** Just past the value that starts at `at`. */
function valueEnd(bytes: Uint8Array, at: number): number {
  const first = bytes[at];
  if (first === QUOTE) return stringEnd(bytes, at);
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
    let i = at;
    while (i < bytes.length && bytes[i] !== COMMA && bytes[i] !== CLOSE_OBJECT && bytes[i] !== CLOSE_ARRAY && skipSpace(bytes, i) === i)
      i++;
    return i;
  }
  let depth = 0;
  let i = at;
  do {
    const c = bytes[i];
    if (c === QUOTE) {
      i = stringEnd(bytes, i);
      continue;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    i++;
  } while (depth > 0);
  return i;
}

/** Calls `visit` with each member's name and the byte span of its value, in order, for the object at `at`. */
export function forEachMember(bytes: Buffer, at: number, visit: (name: string, start: number, end: number) => void): void {
  let i = skipSpace(bytes, at);
  if (bytes[i] !== OPEN_OBJECT) throw new SyntaxError(`expected a JSON object at byte ${i}`);
  i = skipSpace(bytes, i + 1);
  if (bytes[i] === CLOSE_OBJECT) return;
  for (;;) {
    const nameEnd = stringEnd(bytes, i);
    const name = JSON.parse(bytes.toString('utf8', i, nameEnd)) as string;
    i = skipSpace(bytes, nameEnd);
    if (bytes[i] !== COLON) throw new SyntaxError(`expected ':' at byte ${i}`);
    const start = skipSpace(bytes, i + 1);
    const end = valueEnd(bytes, start);
    visit(name, start, end);
    i = skipSpace(bytes, end);
    if (bytes[i] === CLOSE_OBJECT) return;
    if (bytes[i] !== COMMA) throw new SyntaxError(`expected ',' or '}' at byte ${i}`);
    i = skipSpace(bytes, i + 1);
  }
}
