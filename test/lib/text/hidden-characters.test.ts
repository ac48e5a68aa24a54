// The one list of characters that are not text to a reader (lib/text/hidden-characters.ts): each kind is found and
// named, and upstream text is cleaned of them with its words kept apart.
import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTER, hiddenCharacterKind, withoutHiddenCharacters } from '../../../lib/text/hidden-characters.ts';

describe('hidden characters', () => {
  it.each([
    ['\u0000', 'a control character'],
    ['\u001b', 'a control character'],
    ['\r', 'a control character'],
    ['\u0085', 'a control character'],
    ['\u202e', 'a text-direction control'],
    ['\u2067', 'a text-direction control'],
    ['\u{E0041}', 'a tag character (hidden text)'],
    ['\u{E007F}', 'a tag character (hidden text)'],
    ['\uFFF9', 'an interlinear annotation character'],
    ['\u206A', 'a deprecated format character'],
    ['\uFDD0', 'a noncharacter'],
    ['\uFFFE', 'a noncharacter'],
    ['\u{1FFFE}', 'a noncharacter'],
    ['\u{10FFFF}', 'a noncharacter'],
    ['\uD800', 'an unpaired surrogate'],
  ])('finds %j: %s', (char, kind) => {
    expect(HIDDEN_CHARACTER.test(`ab${char}cd`)).toBe(true);
    expect(hiddenCharacterKind(char)).toBe(kind);
  });

  it('leaves text alone: letters of every script, emoji, and the direction marks keyboards type', () => {
    for (const text of ['Toyota', 'טויוטה', 'تويوتا', 'Škoda', '😀', 'a\u200Fb', 'a\u200Eb', 'a\u061Cb', '\u{E0100}']) {
      expect(HIDDEN_CHARACTER.test(text), text).toBe(false);
      expect(withoutHiddenCharacters(text)).toBe(text);
    }
  });

  it('cleans upstream text: breaks become a space, the rest goes', () => {
    expect(withoutHiddenCharacters('TOYOTA\r\nX-WR-CALNAME:evil')).toBe('TOYOTA X-WR-CALNAME:evil');
    expect(withoutHiddenCharacters('A\u0000B\u001b[31mC\u202eD\u{E0041}\u{E0042}E')).toBe('AB[31mCDE');
  });
});
