// The sources page's quality section: the ownership file's first registrations and exact repeats (issue 33), in
// each language, from the published report of the sample (build/data, built from raw/ by test/global-setup.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { qualitySections } from '../../../lib/pages/quality-sections.ts';
import { QualityReport } from '../../../lib/shards/quality-schema.ts';
import { DATA_DIR, shardPath } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { translator } from '../../../lib/i18n/messages.ts';

const store = DataStore.openCurrent(DATA_DIR);
const report = QualityReport.parse(JSON.parse(readFileSync(path.join(store.dir, shardPath.quality), 'utf8')));
/** The section's words, as its blocks hold them. */
const text = (lang: 'he' | 'ar' | 'en', r = report) => JSON.stringify(qualitySections(r, translator(lang)));

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
    expect(text('en', { ...report, ownership_rows: undefined })).not.toContain('The ownership changes dataset');
  });
});
