import { describe, expect, it } from 'vitest';
import {
  boundedEditDistance,
  charMask,
  foldText,
  maybeWithin,
  tokenize,
  typoBudget,
  withoutPrefixes,
  withPrefixes,
} from '../../../lib/search/normalize.ts';

describe('foldText', () => {
  it('strips niqqud and cantillation', () => {
    expect(foldText('טוֹיוֹטָה')).toBe('טויוטה');
    expect(foldText('שָׁלוֹם')).toBe('שלומ');
  });
  it('normalises final letters to their ordinary form', () => {
    expect(foldText('ניסן מרצדס בנץ')).toBe('ניסנ מרצדס בנצ');
    expect(foldText('ך ם ן ף ץ')).toBe('כ מ נ פ צ');
  });
  it('folds Arabic written with or without harakat, hamza seats, ta marbuta, alif maqsura and tatweel', () => {
    expect(foldText('أودي')).toBe(foldText('اودي'));
    expect(foldText('إيسوزو')).toBe('ايسوزو');
    expect(foldText('تُويُوتَا')).toBe('تويوتا');
    expect(foldText('سيارة')).toBe('سياره');
    expect(foldText('ميتسوبيشى')).toBe('ميتسوبيشي');
    expect(foldText('كـيـا')).toBe('كيا');
  });
  it('lower-cases Latin and drops accents', () => {
    expect(foldText('CITROËN Škoda')).toBe('citroen skoda');
  });
  it('keeps geresh, gershayim, apostrophes and acronym dots inside the word', () => {
    expect(foldText("צ'רי")).toBe('צרי');
    expect(foldText('צ׳רי')).toBe('צרי');
    expect(foldText('גפ"מ')).toBe('גפמ');
    expect(foldText('ב.מ.וו')).toBe('במוו');
  });
  it('turns other punctuation into spaces', () => {
    expect(foldText('טויוטה, (קורולה)! 1.6')).toBe('טויוטה קורולה 1 6');
  });

  it('writes Russian in Latin letters, й and ё included, so a Russian name meets the Latin one', () => {
    expect(foldText('Тойота Королла')).toBe('toyota korolla');
    expect(foldText('Хонда, Шкода, Мицубиси, Ёж')).toBe('honda shkoda mitsubisi ezh');
    expect(tokenize('Тойота-Королла')).toEqual(['toyotakorolla']);
    // One letter from the Latin name: within the typo budget of a seven-letter word.
    expect(boundedEditDistance(foldText('королла'), 'corolla', typoBudget('corolla'))).toBe(1);
  });
});

describe('tokenize', () => {
  it('joins hyphenated words, and on the index side also keeps the parts', () => {
    expect(tokenize('CX-5')).toEqual(['cx5']);
    expect(tokenize('CX-5', { hyphenParts: true })).toEqual(['cx5', 'cx', '5']);
    expect(tokenize('פלאג־אין')).toEqual(['פלאגאינ']);
  });
  it('joins spelled-out Hebrew acronyms', () => {
    expect(tokenize('ב מ וו')).toEqual(['במוו']);
    expect(tokenize('מ ג')).toEqual(['מג']);
    expect(tokenize('ו טויוטה')).toEqual(['ו', 'טויוטה']);
  });
  // tokenize folds each whitespace-separated chunk apart (so the index can cache chunks); these texts hold what
  // could make that differ from folding the whole text: spaces NFKD makes (U+00A8, U+2003), a no-break space,
  // acronym dots and a maqaf at chunk edges, marks after a space, a Greek final sigma, tatweel.
  const edgeTexts = [
    'ב.מ.וו 3\u00A0סדרה .מ. ב. .ג',
    'טויוטה\u00A8קורולה a\u2003b',
    ' \u05B0ניסן  ־קשקאי־ -e-tron- ',
    'ΟΔΟΣ Α ΣΑ',
    'كـيـا  سيارة, "גפ"מ" 1.6.',
    '',
  ];
  it('folds a text chunk by chunk to the same tokens as the whole text', () => {
    const wholeText = (text: string) =>
      foldText(text)
        .split(/\s+/)
        .flatMap((word) => {
          const parts = word.split('-').filter(Boolean);
          return parts.length ? [parts.join('')] : [];
        });
    for (const text of edgeTexts) expect(tokenize(text), text).toEqual(tokenize(wholeText(text).join(' ')));
    expect(tokenize('ב.מ.וו 3\u00A0סדרה')).toEqual(['במוו', '3', 'סדרה']);
    expect(tokenize('טויוטה\u00A8קורולה')).toEqual(['טויוטה', 'קורולה']);
  });
  it('gives the same tokens with a cache of folded chunks, however often the cache is reused', () => {
    const cache = new Map();
    for (const round of [1, 2])
      for (const text of edgeTexts)
        for (const hyphenParts of [false, true])
          expect(tokenize(text, { hyphenParts, cache }), `${round} ${text}`).toEqual(tokenize(text, { hyphenParts }));
  });
});

describe('withoutPrefixes', () => {
  it('reads one or two leading prefix letters off', () => {
    expect(withoutPrefixes('בטויוטה')).toEqual(['טויוטה']);
    expect(withoutPrefixes('ובטויוטה')).toEqual(['בטויוטה', 'טויוטה']);
    expect(withoutPrefixes('כשהרכב')).toEqual(['שהרכב', 'הרכב']);
  });
  it('keeps at least two letters and ignores non-prefix letters', () => {
    expect(withoutPrefixes('בה')).toEqual([]);
    expect(withoutPrefixes('טויוטה')).toEqual([]);
    expect(withoutPrefixes('toyota')).toEqual([]);
  });
});

describe('withPrefixes', () => {
  it('spells a Hebrew word behind one or two prefix letters', () => {
    const forms = withPrefixes('גיל');
    expect(forms).toContain('וגיל');
    expect(forms).toContain('ובגיל');
    expect(forms).toHaveLength(7 + 49);
    expect(withPrefixes('corolla')).toEqual([]);
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(boundedEditDistance('corola', 'corolla', 2)).toBe(1);
    expect(boundedEditDistance('טיוטה', 'טויוטה', 2)).toBe(1);
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
  });
  it('pre-checks with character sets without rejecting a pair within the bound', () => {
    expect(maybeWithin(charMask('corola'), charMask('corolla'), 1)).toBe(true);
    expect(maybeWithin(charMask('toyota'), charMask('toyata'), 1)).toBe(true);
    expect(maybeWithin(charMask('kitten'), charMask('sitting'), 1)).toBe(false);
    expect(maybeWithin(charMask('abcd'), charMask('wxyz'), 2)).toBe(false);
  });
  it('stops at the bound', () => {
    expect(boundedEditDistance('kitten', 'sitting', 1)).toBe(2);
    expect(boundedEditDistance('a', 'abcdef', 2)).toBe(3);
  });
  it('allows no typo in short words or numbers, one up to 7 letters, two from 8', () => {
    expect(typoBudget('kia')).toBe(0);
    expect(typoBudget('2019')).toBe(0);
    expect(typoBudget('corolla')).toBe(1);
    expect(typoBudget('mitsubishi')).toBe(2);
  });
});
