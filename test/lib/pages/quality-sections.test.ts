// The sources page's data-quality section over the committed sample's quality report: how many recall notices were
// attached to a model, and how many to none for each reason (the counts are test/pipeline/recall-report.test.ts's,
// read by hand from raw/recall-notices/), and the ownership file's first registrations and exact repeats (issue 33),
// in the catalogue's words of each language.
import { describe, expect, it } from 'vitest';
import { DataStore } from '../../../lib/data/data-store.ts';
import { translator } from '../../../lib/i18n/messages.ts';
import { qualitySections } from '../../../lib/pages/quality-sections.ts';
import type { QualityReport } from '../../../lib/shards/quality-schema.ts';

const store = DataStore.openCurrent();

/** The section's paragraphs and list items as plain text. */
function texts(report: QualityReport, lang: 'he' | 'ar' | 'en'): string[] {
  const [section] = qualitySections(report, translator(lang));
  return section!.blocks.flatMap((b) => {
    const inline = (xs: readonly (string | { text: string })[]) => xs.map((x) => (typeof x === 'string' ? x : x.text)).join('');
    if (b.kind === 'paragraph') return [inline(b.text)];
    if (b.kind === 'list') return b.items.map(inline);
    return [];
  });
}

describe('the recall notices in the quality section', () => {
  it('says how many notices were attached, and how many to none for each reason, most first', () => {
    const en = texts(store.quality!, 'en');
    const at = en.indexOf('Recall notices: 34 of 44 were attached to a model. Those attached to none, by reason:');
    expect(at).toBeGreaterThan(-1);
    expect(en.slice(at + 1, at + 8)).toEqual([
      "only the start of another model's name: 3",
      'a word that names no known model: 2',
      'a motorcycle maker: 1',
      'a model the vehicle registry holds no car of: 1',
      'a powertrain the vehicle registry holds no car of for that model: 1',
      'could be one of several models: 1',
      'a truck maker: 1',
    ]);
    const he = texts(store.quality!, 'he');
    expect(he).toContain('הודעות ריקול: 34 מתוך 44 שויכו לדגם. אלה שלא שויכו לאף דגם, לפי הסיבה:');
    expect(he).toContain('סוג הנעה שאין לדגם במאגר הרכב: 1');
    expect(texts(store.quality!, 'ar')).toContain('شركة مصنّعة للشاحنات: 1');
  });

  it('says so when every notice was attached', () => {
    const all = { ...store.quality!, recall_matching: { ...store.quality!.recall_matching, matched: 44, by_reason: [] } };
    expect(texts(all, 'en')).toContain('Recall notices: all 44 were attached to a model.');
  });

  it('says nothing of them for a version published before the report counted them', () => {
    const { by_reason: _, ...older } = store.quality!.recall_matching;
    const en = texts({ ...store.quality!, recall_matching: older }, 'en');
    expect(en.some((t) => t.startsWith('Recall notices'))).toBe(false);
    expect(en.length).toBeGreaterThan(0);
  });
});

/** The section's words, as its blocks hold them. */
const text = (lang: 'he' | 'ar' | 'en', report = store.quality!) => JSON.stringify(qualitySections(report, translator(lang)));

describe("the quality section on the ownership file's shapes", () => {
  it('says how many rows are first registrations and exact repeats, the figures of raw/ (sample-facts.test.ts)', () => {
    expect(text('he')).toContain(
      'מאגר העברות הבעלות: 49,231 שורות של 19,907 כלי רכב. 16,447 מהן הן הרישום הראשון של הרכב (השורה הראשונה בחודש ' +
        'העלייה לכביש), ולא העברת בעלות; 2,784 חוזרות בדיוק על השורה שלפניהן',
    );
    expect(text('en')).toContain("16,447 of them are a car's first registration");
    expect(text('ar')).toContain('16,447 منها هي التسجيل الأول للمركبة');
  });

  it('says nothing of it for a report written before it was counted', () => {
    expect(text('en')).toContain('The ownership changes dataset');
    expect(text('en', { ...store.quality!, ownership_rows: undefined })).not.toContain('The ownership changes dataset');
  });
});
