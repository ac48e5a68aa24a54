// `lang` chooses `<name>_localized` (issue 36 §3): the published member of that language where there is one, else
// the text written from the language's own data; nothing when no lang was named.
import { describe, expect, it } from 'vitest';
import { localizedMember, textIn } from '../../../lib/i18n/localized-member.ts';
import { fillTexts } from '../../../lib/text/fill-template.ts';

describe('localizedMember', () => {
  const members = { text_he: 'רכב על הכביש', text_en: 'On the road', text_ar: 'على الطريق' };
  const other = () => 'from the language data';

  it('equals the published member of the language asked', () => {
    expect(localizedMember('text', members, 'he', other)).toEqual({ text_localized: 'רכב על הכביש' });
    expect(localizedMember('text', members, 'ar', other)).toEqual({ text_localized: 'على الطريق' });
    expect(localizedMember('text', members, 'en', other)).toEqual({ text_localized: 'On the road' });
  });

  it("writes a language with no member of its own from that language's data", () => {
    const { text_ar: _ar, ...heEn } = members;
    expect(localizedMember('text', heEn, 'ar', (l) => `${l}: ${other()}`)).toEqual({ text_localized: 'ar: from the language data' });
  });

  it('gives nothing when no lang was named', () => {
    expect(localizedMember('text', members, null, other)).toEqual({});
  });
});

describe('textIn and fillTexts', () => {
  it("takes a table's own text in the language, English where it has none", () => {
    expect(textIn({ he: 'א', en: 'A', ar: 'أ' }, 'ar')).toBe('أ');
    expect(textIn({ he: 'א', en: 'A' }, 'ar')).toBe('A');
  });

  it('fills text_localized in the language asked, from the same entry and values as its own member', () => {
    const entry = { he: 'מאז {date}', en: 'since {date}', ar: 'منذ {date}' };
    const filled = fillTexts(entry, { date: '14.8.2024' }, { date: '2024-08-14' }, { date: '14.8.2024' }, 'en');
    expect(filled).toEqual({
      text_he: 'מאז 14.8.2024',
      text_en: 'since 2024-08-14',
      text_ar: 'منذ 14.8.2024',
      text_localized: 'since 2024-08-14',
    });
    expect(fillTexts(entry, { date: 'x' })).not.toHaveProperty('text_localized');
  });
});
