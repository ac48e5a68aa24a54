// Which states the status names as problems, and the Hebrew sentence the page gives each: one rule (lib/status)
// for the JSON and the page.
import { describe, expect, it } from 'vitest';
import { STALE_DATASET_DAYS, ageDays, statusProblems, type ServiceStatus } from '../../../lib/status/service-status.ts';
import { problemHe, problemText, statusPageModel } from '../../../lib/pages/status.ts';
import { pageModelMarkdown } from '../../../lib/pages/serialise/markdown.ts';
import { pageModelHtml } from '../../../lib/pages/serialise/html.ts';
import { LOCAL_REGISTRY_HEALTH } from '../../../api/registry/upstream-health.ts';
import { noStoreHealth } from '../../../api/callbacks/callback-service.ts';
import { HEBREW, withoutHebrewRuns } from '../../support/hebrew-runs.ts';

const NOW = Date.parse('2026-11-26T14:05:00Z');

function healthy(): Omit<ServiceStatus, 'status' | 'problems'> {
  return {
    checked_at: new Date(NOW).toISOString(),
    data: {
      version: '2026-11-20-abcdef12',
      data_date: '2026-11-20',
      age_days: 6,
      published_at: '2026-11-20T03:00:00.000Z',
      sample: false,
      datasets: [
        {
          name: 'registry',
          name_he: 'מאגר הרכב',
          name_ar: 'قاعدة بيانات المركبات',
          name_en: 'Vehicle registry',
          resource_id: null,
          date: '2026-11-20',
          age_days: 6,
          rows: 20_005,
          rows_set_aside: 3,
        },
      ],
    },
    pipeline: {
      checks: [{ check: 'row_count_drop', status: 'passed', note: 'compared with the previous version' }],
      rows_read: 20_008,
      rows_set_aside: 3,
    },
    registry: { ...LOCAL_REGISTRY_HEALTH },
    rate_limits: { store: 'memory', shared: false },
    callbacks: noStoreHealth(90),
    page_url: 'https://cars.example/status',
  };
}

const withProblems = (parts: Omit<ServiceStatus, 'status' | 'problems'>): ServiceStatus => {
  const problems = statusProblems(parts);
  return { ...parts, problems, status: problems.length ? 'degraded' : 'ok' };
};

describe('statusProblems', () => {
  it('finds none in a healthy service, and the page says all parts work', () => {
    const s = withProblems(healthy());
    expect(s.problems).toEqual([]);
    expect(statusPageModel(s).lead.join('')).toContain('כל חלקי השירות פועלים כרגיל');
  });

  it('names a failing registry with the time it began, in the JSON and on the page', () => {
    const parts = healthy();
    parts.registry = {
      ...parts.registry,
      source: 'ckan',
      breaker: 'closed',
      questions: 10,
      failed: 7,
      error_share: 0.7,
      failing_since: '2026-11-26T14:02:11.000Z',
    };
    const s = withProblems(parts);
    expect(s.problems).toEqual([
      expect.objectContaining({ part: 'registry', code: 'registry_failing', since: '2026-11-26T14:02:11.000Z' }),
    ]);
    const he = problemHe(s.problems[0]!, s);
    expect(he).toContain('נכשלות מאז 26.11.2026 14:02 UTC');
    expect(he).toContain('7 מתוך 10');
    const model = statusPageModel(s);
    expect(model.leadTone).toBe('warn');
    expect(model.lead.join('')).toContain(he);
  });

  it('names an open breaker, an unreachable Redis, stuck deliveries, a flagged check and a stale dataset', () => {
    const parts = healthy();
    parts.registry = { ...parts.registry, source: 'ckan', breaker: 'open', failing_since: '2026-11-26T13:00:00.000Z' };
    parts.rate_limits = { store: 'redis', shared: false };
    parts.callbacks = { ...noStoreHealth(90), store: 'sqlite', pending_deliveries: 4, oldest_pending_seconds: 7_200, most_attempts: 9 };
    parts.pipeline!.checks.push({ check: 'notable_shifts', status: 'flagged', note: '3 figures moved' });
    parts.data.datasets[0]!.age_days = STALE_DATASET_DAYS + 1;
    const s = withProblems(parts);
    expect(s.problems.map((p) => p.code)).toEqual([
      'dataset_stale',
      'check_flagged',
      'registry_breaker_open',
      'rate_limit_store_unreachable',
      'deliveries_stuck',
    ]);
    expect(problemHe(s.problems[4]!, s)).toContain('4 בקשות לשיחה חוזרת ממתינות למסירה למפעיל, הוותיקה שבהן כבר 120 דקות');
    // Several problems: listed in a section of their own, each once.
    const twin = pageModelMarkdown(statusPageModel(s), (p) => `https://cars.example${p}`);
    for (const p of s.problems) expect(twin.split(problemHe(p, s)).length).toBe(2);
  });

  it('says an unreachable call-back store, not stuck deliveries, when the store does not answer', () => {
    const parts = healthy();
    parts.callbacks = { ...noStoreHealth(90), store: 'postgres', reachable: false };
    expect(statusProblems(parts).map((p) => p.code)).toEqual(['callback_store_unreachable']);
  });
});

describe('the status page in Arabic and English', () => {
  // Every problem at once, a live registry and a reachable call-back store: every sentence the page can say.
  function troubled(): ServiceStatus {
    const parts = healthy();
    parts.registry = {
      ...parts.registry,
      source: 'ckan',
      breaker: 'open',
      questions: 10,
      failed: 7,
      error_share: 0.7,
      failing_since: '2026-11-26T13:00:00.000Z',
      last_success_at: '2026-11-26T12:58:00.000Z',
    };
    parts.rate_limits = { store: 'redis', shared: false };
    parts.callbacks = { ...noStoreHealth(90), store: 'sqlite', pending_deliveries: 4, oldest_pending_seconds: 7_200, most_attempts: 9 };
    parts.pipeline!.checks.push({ check: 'notable_shifts', status: 'flagged', note: '3 figures moved' });
    parts.data.datasets[0]!.age_days = STALE_DATASET_DAYS + 1;
    return withProblems(parts);
  }

  it.each(['ar', 'en'] as const)('%s: no Hebrew word, datasets by their names in the language, the problems in its words', (lang) => {
    for (const s of [troubled(), withProblems(healthy())]) {
      const model = statusPageModel(s, lang);
      const html = withoutHebrewRuns(pageModelHtml(model));
      expect(html.match(HEBREW), html.slice(Math.max(0, html.search(HEBREW) - 80), html.search(HEBREW) + 40)).toBeNull();
      expect(pageModelHtml(model)).toContain(lang === 'ar' ? 'قاعدة بيانات المركبات' : 'Vehicle registry');
      // The page's Hebrew path: the layout and the routes give it the language's prefix.
      expect(model.page.path).toBe('/status');
      for (const p of s.problems) expect(model.lead.join('') + pageModelMarkdown(model, (x) => x)).toContain(problemText(p, s, lang));
    }
  });

  it('counts in each language: Arabic plural forms, English dates', () => {
    const s = troubled();
    const ar = pageModelMarkdown(statusPageModel(s, 'ar'), (p) => p);
    expect(ar).toContain('5 مشكلات، مفصّلة أدناه.');
    expect(ar).toContain('4 طلبات لمعاودة الاتصال بانتظار التسليم إلى المشغّل، وأقدمها ينتظر منذ 120 دقيقة.');
    expect(ar).toContain('فُحص في 26.11.2026 14:05 UTC.');
    const en = pageModelMarkdown(statusPageModel(s, 'en'), (p) => p);
    expect(en).toContain('Checked at 26 November 2026 14:05 UTC. Needs attention: 5 problems, listed below.');
    expect(en).toContain('4 call-back requests are waiting for delivery to the operator, the oldest for 120 minutes.');
    expect(en).toContain('| Fall in the number of rows against the previous version | checked and passed |');
  });
});

describe('ageDays', () => {
  it('counts whole UTC days from the date to today', () => {
    expect(ageDays('2026-11-20', NOW)).toBe(6);
    expect(ageDays('2026-11-26', NOW)).toBe(0);
    expect(ageDays('2026-10-27', NOW)).toBe(30);
  });
});
