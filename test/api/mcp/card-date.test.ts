// A card writes dates and numbers as the site's pages do: the view's date code (card-date.js, run here as the card runs it)
// with the words the server ships (cardDates) gives formatDate's text, byte for byte, in every language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardDates } from '../../../api/mcp/apps/card-html.ts';
import { LANGS } from '../../../lib/i18n/lang.ts';
import { message } from '../../../lib/i18n/messages.ts';
import { formatDate, formatDecimal, formatFirstRegistration, formatInt } from '../../../lib/text/format.ts';

const source = readFileSync(path.join(import.meta.dirname, '../../../api/mcp/apps/card-date.js'), 'utf8');
const view = new Function(`${source}\nreturn { cardDate, cardRoadDate, cardInt, cardDecimal };`)() as {
  cardDate: (dates: Record<string, string>, iso: string) => string;
  cardRoadDate: (yearOnly: string, value: string) => string;
  cardInt: (n: number) => string;
  cardDecimal: (n: number) => string;
};

/** Every day of a leap year and the next, and the first of each month over three decades. */
function isoDates(): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(2023, 11, 25); t <= Date.UTC(2025, 0, 5); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  for (let y = 1998; y <= 2030; y++) for (let m = 1; m <= 12; m++) out.push(`${y}-${String(m).padStart(2, '0')}-01`);
  return out;
}

describe('dates on a card', () => {
  const dates = cardDates();
  for (const lang of LANGS) {
    it(`${lang}: the card's date is formatDate's, for every date`, () => {
      const all = isoDates();
      expect(all.length).toBeGreaterThan(700);
      for (const iso of all) expect(view.cardDate(dates[lang], iso), iso).toBe(formatDate(iso, lang));
    });

    it(`${lang}: the first registration is formatFirstRegistration's, a month or a year only`, () => {
      const yearOnly = message(lang, 'vehicle.roadYearOnly', { year: '{year}' });
      for (const value of ['2022', '2022-03', '2022-3', '2019-11', '2019-11-20'])
        expect(view.cardRoadDate(yearOnly, value), value).toBe(formatFirstRegistration(value, lang));
    });
  }

  it('English names the month, Hebrew and Arabic write it as a number', () => {
    expect(view.cardDate(dates.en, '2026-11-20')).toBe('20 November 2026');
    expect(view.cardDate(dates.he, '2026-11-20')).toBe('20.11.2026');
    expect(view.cardDate(dates.ar, '2026-03-05')).toBe('5.3.2026');
  });
});

describe('numbers on a card', () => {
  // Western digits in every language, as every page writes them; the browser's toLocaleString('ar') would not.
  it("a whole number is formatInt's, and a rate formatDecimal's with two digits", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 161_660, 1_234_567, -4321, 2.5, 1999.6])
      expect(view.cardInt(n), String(n)).toBe(formatInt(n));
    for (const r of [0, 0.5, 3.4, 12.345, 1.005]) expect(view.cardDecimal(r), String(r)).toBe(formatDecimal(r, 2));
  });

  it("the view writes every number through them, never the browser's locale", () => {
    const viewSource = readFileSync(path.join(import.meta.dirname, '../../../api/mcp/apps/card-view.js'), 'utf8');
    expect(viewSource).toMatch(/cardInt\(/);
    expect(viewSource).not.toMatch(/toLocaleString|NumberFormat/);
  });
});
