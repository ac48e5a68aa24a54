// Free text a person gives in a call-back (name, preferred time, note, make, model) is delivered to the operator as
// sent: to a screen, a spreadsheet, a terminal. Characters that are not text there are refused with a 400 naming
// the field, the character and where it is, rather than cleaned silently (the person would not know what was sent):
// - control characters, C0 (NUL, ESC, tab, CR, LF, ...), DEL and C1, and the Unicode line and paragraph separators:
//   they forge lines in a log or record, or drive a terminal; tab too, since a name or a note has no use for one;
// - text-direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder what the
//   operator sees after them. The marks U+200E, U+200F and U+061C are allowed: Hebrew keyboards type them, and they
//   change the direction of nothing but the neutral characters next to them;
// - unpaired surrogates: not characters at all, and stored or sent on as replacement characters or errors.
import type { z } from 'zod';

const REFUSED = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

function named(char: string): string {
  const code = char.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const names: Record<number, string> = { 0: 'NUL', 9: 'a tab', 10: 'a line feed', 13: 'a carriage return', 27: 'ESC' };
  if (names[code]) return `${names[code]} (${hex})`;
  if (code >= 0xd800 && code <= 0xdfff) return `an unpaired surrogate (${hex})`;
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return `a text-direction control (${hex})`;
  return `a control character (${hex})`;
}

/** A zod check refusing the characters above in the field `name`; the message says which one, where, and what to do. */
export function plainText(name: string) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const found = REFUSED.exec(value);
    if (!found) return;
    const at = [...value.slice(0, found.index)].length + 1;
    ctx.addIssue({
      code: 'custom',
      message:
        `${name} must be plain text on one line: character ${at} is ${named(found[0])}; control characters (NUL, ESC, ` +
        'tab, line breaks), text-direction overrides and isolates (U+202A-U+202E, U+2066-U+2069) and unpaired ' +
        'surrogates are refused. Remove it and send again',
    });
  };
}
