// The rule and service pages in Arabic and English (standard policy, compulsory-insurance factors, privacy, terms,
// change log, API reference): each shows the rule table's own text in the reader's language, says that the Hebrew
// text governs, and leaves the English summary to the Hebrew page, which is unchanged.
import { describe, expect, it } from 'vitest';
import { publicApiReference } from '../../../api/public.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { renderPage } from '../../../lib/pages/render/render-page.ts';
import { translator } from '../../../lib/i18n/messages.ts';

const BASE = 'https://cars.example';
const store = DataStore.openCurrent();
const api = publicApiReference();
const twin = (id: string, lang: 'he' | 'ar' | 'en') => renderPage(store, id, BASE, api, lang)!.text;

describe('rule pages in Arabic and English', () => {
  it.each(['ar', 'en'] as const)('%s: rule texts in the language, the Hebrew governing, no English summary', (lang) => {
    const governs = translator(lang).t('common.translationNotice');
    const policy = store.rule('standard-policy');
    const chova = store.rule('chova-factors');
    const privacy = store.rule('privacy');
    const thresholds = store.rule('change-thresholds');
    const pages: [string, string[]][] = [
      ['standard-policy', [policy.tiers[1][`lead_${lang}`], policy.edges[0][`points_${lang}`][2]!, policy[`age_rule_${lang}`]]],
      ['chova-factors', [chova[`no_prices_${lang}`], chova.driver_factors[0]![lang]]],
      ['privacy', [privacy.sections[0]![`text_${lang}`], privacy.sections[5]![`title_${lang}`]]],
      ['terms', [store.rule('texts')[`disclaimer_${lang}`]]],
      ['changes', [thresholds[`rule_${lang}`], thresholds.shifts.count[`label_${lang}`]]],
    ];
    for (const [id, texts] of pages) {
      const text = twin(id, lang);
      for (const t of texts) expect(text, `${id} (${lang})`).toContain(t);
      expect(text, id).toContain(governs);
      expect(text, id).not.toContain('## In English');
    }
  });

  it('keeps the English summary on the Hebrew pages, which say no translation notice', () => {
    for (const id of ['standard-policy', 'chova-factors']) {
      const text = twin(id, 'he');
      expect(text).toContain('## In English');
      expect(text).not.toContain(translator('he').t('common.translationNotice'));
    }
  });

  it('gives the API reference in another language a search its readers can type', () => {
    expect(twin('api-docs', 'en')).toContain('/api/v1/search?query=Toyota%20Corolla%202019');
    expect(twin('api-docs', 'ar')).toContain('`Toyota Corolla 2019`');
    expect(twin('api-docs', 'he')).toContain('`טויוטה קורולה 2019`');
  });

  it('links a translated page to the translated pages it names', () => {
    expect(twin('terms', 'ar')).toContain(`[سياسة الخصوصية](${BASE}/ar/privacy)`);
    expect(twin('terms', 'en')).toContain(`[Privacy policy](${BASE}/en/privacy)`);
  });
});
