// Characters that are not text to the person reading it, yet change what a screen, a terminal, a log line, a feed,
// a calendar file or a program reads: one list for what names given to the service refuse (api/operations/
// free-text.ts) and what text from an upstream is cleaned of where it enters (api/registry/ckan-client.ts).
// - control characters: C0 (NUL, ESC, tab, CR, LF, ...), DEL and C1, and the Unicode line and paragraph
//   separators: they forge lines in a log, a record or an .ics, drive a terminal, and make XML not well-formed;
// - text-direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder what follows;
// - tag characters (U+E0000-U+E007F): invisible copies of ASCII, hidden text that a program (an operator's AI tool)
//   reads and a person does not see;
// - interlinear annotation characters (U+FFF9-U+FFFB) and the deprecated format characters (U+206A-U+206F):
//   hidden structure that renderers ignore or show differently;
// - noncharacters (U+FDD0-U+FDEF and the last two code points of every plane): never text, by definition;
// - unpaired surrogates: not characters at all.
// The direction marks U+200E, U+200F and U+061C are not in the list: Hebrew and Arabic keyboards type them, and
// they change the direction of nothing but the neutral characters beside them.

/** The last two code points of planes 1-16: noncharacters like U+FFFE and U+FFFF. */
const PLANE_ENDS = Array.from({ length: 16 }, (_, i) => `\\u{${(i + 1).toString(16)}FFFE}-\\u{${(i + 1).toString(16)}FFFF}`).join('');

/** One of the characters above (with the `u` flag a surrogate pair is one character, an unpaired one matches). */
export const HIDDEN_CHARACTER = new RegExp(
  '[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069\\u206A-\\u206F\\uFFF9-\\uFFFB' +
    `\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${PLANE_ENDS}\\u{E0000}-\\u{E007F}\\uD800-\\uDFFF]`,
  'u',
);

const HIDDEN_ALL = new RegExp(HIDDEN_CHARACTER.source, 'gu');
/** Breaks and tabs: they separate words, so they become a space rather than join the words around them. */
const SPACING = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** What kind of hidden character `char` is, for a message that says how to fix the text. */
export function hiddenCharacterKind(char: string): string {
  const code = char.codePointAt(0)!;
  if (code >= 0xd800 && code <= 0xdfff) return 'an unpaired surrogate';
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return 'a text-direction control';
  if (code >= 0xe0000 && code <= 0xe007f) return 'a tag character (hidden text)';
  if (code >= 0xfff9 && code <= 0xfffb) return 'an interlinear annotation character';
  if (code >= 0x206a && code <= 0x206f) return 'a deprecated format character';
  if ((code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe) return 'a noncharacter';
  return 'a control character';
}

/** Text from outside (an upstream's answer) as it may be shown: breaks and tabs a space, the rest of the hidden
 * characters removed. Most text holds none: the test first spares the copy. */
export function withoutHiddenCharacters(text: string): string {
  if (!HIDDEN_CHARACTER.test(text)) return text;
  return text.replace(SPACING, ' ').replace(HIDDEN_ALL, '');
}
