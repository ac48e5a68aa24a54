// Which content coding the app's compression (hono/compress with its defaults, api/app.ts behind
// api/http/cors.ts acceptsCompression) gives a catalog answer for an Accept-Encoding, so the catalog fast path
// can answer as it would: gzip or deflate, whichever has the higher q (gzip on a tie, "*" standing for either
// not named), or none; and Vary: Accept-Encoding whenever the middleware ran, whatever it chose. Its 1 KB threshold
// never applies to a catalog answer: the app's Response carries no Content-Length until @hono/node-server writes it.
import { parseAccept } from 'hono/utils/accept';
import { acceptsCompression } from './cors.ts';

export interface Coding {
  encoding: 'gzip' | 'deflate' | null;
  vary: boolean;
}

/** hono/compress's candidates in its order of preference (its ENCODING_TYPES). */
const CANDIDATES = ['gzip', 'deflate'] as const;
const PLAIN: Coding = { encoding: null, vary: false };

/** hono/compress's selectEncoding, on the same parser. */
function selected(accepted: string): Coding['encoding'] {
  const accepts = parseAccept(accepted);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Coding['encoding']; q: number } | undefined;
  for (const encoding of CANDIDATES) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/** Clients send a handful of distinct Accept-Encoding values; each is parsed once. Emptied when full, so a client
 * sending a new value on every request costs a parse each, never memory. */
const known = new Map<string, Coding>();
const KNOWN_MAX = 256;

export function codingFor(accepted: string | undefined): Coding {
  if (accepted === undefined || !acceptsCompression(accepted)) return PLAIN;
  let coding = known.get(accepted);
  if (coding === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    coding = { encoding: selected(accepted), vary: true };
    known.set(accepted, coding);
  }
  return coding;
}
