// The browser scripts fill the catalogues' messages without the message formatter (script-messages.ts): for every
// message a script shows, in every language, the text is the formatter's.
import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../lib/i18n/script-messages.ts';
import { catalogue, type MessageKey } from '../../../lib/i18n/catalogues.ts';
import { INTL_LOCALE, LANGS } from '../../../lib/i18n/lang.ts';
import { translator } from '../../../lib/i18n/messages.ts';

const VALUES = [
  { minutes: 1, operator: 'Operator Ltd', id: 'abc', stray: 'x', digits: 3 },
  { minutes: 2, operator: '', id: '', stray: '#', digits: 0 },
  { minutes: 3, operator: 'X', id: '7', stray: 'א', digits: 9 },
  { minutes: 11, operator: 'X', id: '7', stray: '-', digits: 12 },
  { minutes: 100, operator: 'X', id: '7', stray: '-', digits: 5 },
];

describe('fillMessage', () => {
  it.each(LANGS)('%s: fills the callback-status, forms and plate messages as the message formatter does', (lang) => {
    const { t } = translator(lang);
    const plate = ['error.plateStray', 'error.plateEmpty', 'error.plateDigits'];
    const areas = [
      ['callback-status', Object.keys(catalogue('callback-status', lang))],
      ['forms', Object.keys(catalogue('forms', lang))],
      ['vehicle', plate],
    ] as const;
    for (const [area, keys] of areas) {
      for (const key of keys) {
        for (const values of VALUES) {
          const message = catalogue(area, lang)[key]!;
          expect(fillMessage(message, values, INTL_LOCALE[lang]), `${lang} ${area}.${key}`).toBe(t(`${area}.${key}` as MessageKey, values));
        }
      }
    }
  });

  it('chooses the Arabic plural forms with Western digits', () => {
    const tooMany = catalogue('callback-status', 'ar').tooMany!;
    expect(fillMessage(tooMany, { minutes: 2 }, INTL_LOCALE.ar)).toContain('دقيقتين');
    expect(fillMessage(tooMany, { minutes: 5 }, INTL_LOCALE.ar)).toContain('5 دقائق');
    expect(fillMessage(tooMany, { minutes: 1 }, INTL_LOCALE.ar)).toContain('دقيقة واحدة');
  });
});
