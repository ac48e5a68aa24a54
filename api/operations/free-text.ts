// Free text a person gives in a call-back (name, preferred time, note, make, model) is delivered to the operator as
// sent: to a screen, a spreadsheet, a terminal, and to whatever tools (an AI assistant among them) read them there.
// Characters that are not text there are refused with a 400 naming the field, the character and where it is,
// rather than cleaned silently (the person would not know what was sent). The list is lib/text/hidden-characters.ts:
// control characters (tab and line breaks included), text-direction overrides and isolates, tag characters (hidden
// text a program reads and a person does not see), interlinear annotations, deprecated format characters,
// noncharacters and unpaired surrogates. The direction marks U+200E, U+200F and U+061C are allowed: Hebrew keyboards
// type them.
import type { z } from 'zod';
import { HIDDEN_CHARACTER, hiddenCharacterKind } from '../../lib/text/hidden-characters.ts';

function named(char: string): string {
  const code = char.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const names: Record<number, string> = { 0: 'NUL', 9: 'a tab', 10: 'a line feed', 13: 'a carriage return', 27: 'ESC' };
  return `${names[code] ?? hiddenCharacterKind(char)} (${hex})`;
}

/** A zod check refusing the characters above in the field `name`; the message says which one, where, and what to do. */
export function plainText(name: string) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const found = HIDDEN_CHARACTER.exec(value);
    if (!found) return;
    const at = [...value.slice(0, found.index)].length + 1;
    ctx.addIssue({
      code: 'custom',
      message:
        `${name} must be plain text on one line: character ${at} is ${named(found[0])}; control characters (NUL, ESC, ` +
        'tab, line breaks), text-direction overrides and isolates (U+202A-U+202E, U+2066-U+2069), tag characters ' +
        '(U+E0000-U+E007F), interlinear annotations (U+FFF9-U+FFFB), deprecated format characters (U+206A-U+206F), ' +
        'noncharacters and unpaired surrogates are refused. Remove it and send again',
    });
  };
}
