// The /status page: the status operation's answer for a person who runs or relies on the service. It leads with
// what needs attention ("the registry look-ups are failing since 14:02 UTC"), then the figures behind it. Times
// are shown in UTC and say so: written by hand like every date on the site (lib/text/format.ts), without the
// machine's time-zone data. Its words are the status catalogue's, in the language asked for (Hebrew by default).
import type { ServiceStatus, StatusProblem } from '../status/service-status.ts';
import { STALE_DATASET_DAYS } from '../status/service-status.ts';
import { formatDate, formatInt, formatShare } from '../text/format.ts';
import { message, translator, type Translator } from '../i18n/messages.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../i18n/lang.ts';
import { isMemberLang } from '../i18n/localized-member.ts';
import type { Fact, Inline, Section } from './page-model.ts';
import type { LivePage, VehiclePageModel } from './vehicle.ts';
import { checkStatusWord, checkWord } from './quality-sections.ts';

export const STATUS_PATH = '/status';

/** The page as the pages that link it (home, footer, llms.txt) name it, in Hebrew. */
export const STATUS_PAGE: LivePage = {
  id: 'status',
  path: STATUS_PATH,
  type: 'live',
  title: message('he', 'status.title'),
  summary: message('he', 'status.summary'),
  keywords: [],
};

/** "2026-11-26T14:02:31.000Z" → "26.11.2026 14:02 UTC" ("26 November 2026 14:02 UTC" in English). */
export function formatUtc(iso: string, lang: Lang): string {
  return translator(lang).t('status.utc', { date: formatDate(iso.slice(0, 10), lang), time: iso.slice(11, 16) });
}

/** The words of one page: the translator of its language and the times it writes. */
interface Words extends Translator {
  utc: (iso: string) => string;
  since: (iso: string | null) => string;
}

function words(lang: Lang): Words {
  const tr = translator(lang);
  const utc = (iso: string) => formatUtc(iso, lang);
  return { ...tr, utc, since: (iso) => (iso ? tr.t('status.since', { time: utc(iso) }) : '') };
}

/** A dataset's catalogue name in `lang` (the answer's member, or `name_localized` in a later language); null without. */
const datasetName = (d: ServiceStatus['data']['datasets'][number], lang: Lang): string | null =>
  (isMemberLang(lang) ? d[`name_${lang}`] : d.name_localized) ?? null;

/** A count and the same count written out: the plural is chosen by the one, the text shows the other. */
const counted = (n: number) => ({ count: n, text: formatInt(n) });

/** One sentence per problem in the page's language: the page's person reads it; `message` in the JSON is English. */
export function problemText(p: StatusProblem, s: ServiceStatus, lang: Lang): string {
  const w = words(lang);
  switch (p.code) {
    case 'dataset_stale': {
      const d = s.data.datasets.find((x) => x.name === p.subject);
      const age = counted(d?.age_days ?? 0);
      // The dataset by its catalogue name in the page's language; by its code when the catalogue has none.
      const name = (d && datasetName(d, lang)) ?? String(p.subject);
      return w.t('status.problem.datasetStale', { name, count: age.count, days: age.text, max: formatInt(STALE_DATASET_DAYS) });
    }
    case 'check_flagged':
      return w.t('status.problem.checkFlagged', { check: String(p.subject) });
    case 'registry_breaker_open':
      return w.t('status.problem.breakerOpen', { since: w.since(p.since) });
    case 'registry_failing': {
      const minutes = counted(s.registry.window_seconds / 60);
      return w.t('status.problem.registryFailing', {
        since: w.since(p.since),
        failed: formatInt(s.registry.failed),
        questions: formatInt(s.registry.questions),
        count: minutes.count,
        minutes: minutes.text,
      });
    }
    case 'rate_limit_store_unreachable':
      return w.t('status.problem.rateLimitStore');
    case 'callback_store_unreachable':
      return w.t('status.problem.callbackStore');
    case 'deliveries_stuck': {
      const minutes = counted(Math.floor((s.callbacks.oldest_pending_seconds ?? 0) / 60));
      const pending = counted(s.callbacks.pending_deliveries ?? 0);
      return w.t('status.problem.deliveriesStuck', {
        requests: pending.count,
        pending: pending.text,
        count: minutes.count,
        minutes: minutes.text,
      });
    }
  }
}

/** The Hebrew sentence of a problem (the page's default language). */
export const problemHe = (p: StatusProblem, s: ServiceStatus): string => problemText(p, s, AUTHORITY_LANG);

function registrySection(s: ServiceStatus, w: Words): Section {
  const r = s.registry;
  const share = r.error_share === null ? '' : ` (${formatShare(r.error_share)})`;
  const minutes = counted(r.window_seconds / 60);
  const items: Fact[] =
    r.source === 'local'
      ? [{ term: w.t('status.registry.source'), value: [w.t('status.registry.local')] }]
      : [
          {
            term: w.t('status.registry.source'),
            value: w.rich<Inline & object>('status.registry.live', { site: () => ({ text: 'data.gov.il', lang: 'en', dir: 'ltr' }) }),
          },
          { term: w.t('status.registry.breaker'), value: [w.t(`status.registry.breaker.${r.breaker ?? 'closed'}`)] },
          {
            term: w.t('status.registry.questions', { count: minutes.count, minutes: minutes.text }),
            value: [w.t('status.registry.questionsValue', { questions: formatInt(r.questions), failed: formatInt(r.failed), share })],
          },
          {
            term: w.t('status.registry.failingSince'),
            value: [r.failing_since ? w.utc(r.failing_since) : w.t('status.registry.noFailure')],
          },
          {
            term: w.t('status.registry.lastSuccess'),
            value: [r.last_success_at ? w.utc(r.last_success_at) : w.t('status.registry.noSuccess')],
          },
        ];
  return { id: 'registry', heading: w.t('status.registry.heading'), blocks: [{ kind: 'facts', items }] };
}

function liveStoresSection(s: ServiceStatus, w: Words): Section {
  const l = s.rate_limits;
  const c = s.callbacks;
  const limits: Inline[] = [
    w.t(
      l.store === 'memory' ? 'status.stores.limits.memory' : l.shared ? 'status.stores.limits.shared' : 'status.stores.limits.unreachable',
    ),
  ];
  const store: Inline[] = [
    c.store === 'none'
      ? w.t('status.stores.callbacks.none')
      : w.t(c.reachable ? 'status.stores.callbacks.reachable' : 'status.stores.callbacks.unreachable', { store: c.store }),
  ];
  const retention = counted(c.retention_days);
  const items: Fact[] = [
    { term: w.t('status.stores.limits'), value: limits },
    { term: w.t('status.stores.callbacks'), value: store },
    {
      term: w.t('status.stores.retention'),
      value: [w.t('status.stores.retentionValue', { count: retention.count, days: retention.text })],
    },
  ];
  if (c.store !== 'none' && c.reachable) {
    const oldest = c.oldest_pending_seconds === null ? null : counted(Math.floor(c.oldest_pending_seconds / 60));
    items.push(
      { term: w.t('status.stores.pending'), value: [formatInt(c.pending_deliveries ?? 0)] },
      {
        term: w.t('status.stores.oldest'),
        value: [
          oldest === null
            ? w.t('status.stores.noPending')
            : w.t('status.stores.oldestValue', { count: oldest.count, minutes: oldest.text }),
        ],
      },
      {
        term: w.t('status.stores.lastDelivery'),
        value: [c.last_delivery_at ? w.utc(c.last_delivery_at) : w.t('status.stores.noDelivery')],
      },
    );
  }
  return { id: 'stores', heading: w.t('status.stores.heading'), blocks: [{ kind: 'facts', items }] };
}

function dataSection(s: ServiceStatus, w: Words): Section {
  const age = counted(s.data.age_days);
  // A dataset by its catalogue name in the page's language; by its code when the catalogue has none.
  const datasetInline = (d: ServiceStatus['data']['datasets'][number]): Inline =>
    datasetName(d, w.lang) ?? { text: d.name, code: true, dir: 'ltr' };
  return {
    id: 'data',
    heading: w.t('status.data.heading'),
    blocks: [
      {
        kind: 'facts',
        items: [
          {
            term: w.t('status.data.date'),
            value: [w.t('status.data.dateValue', { date: formatDate(s.data.data_date, w.lang), count: age.count, days: age.text })],
          },
          { term: w.t('status.data.published'), value: [w.utc(s.data.published_at)] },
          { term: w.t('status.data.version'), value: [{ text: s.data.version, code: true, dir: 'ltr' }] },
        ],
      },
      {
        kind: 'table',
        caption: w.t('status.data.caption'),
        columns: [
          { label: w.t('status.data.dataset') },
          { label: w.t('status.data.fileDate') },
          { label: w.t('status.data.age'), num: true },
          { label: w.t('status.data.rows'), num: true },
          { label: w.t('status.data.setAside'), num: true },
        ],
        rows: s.data.datasets.map((d) => [
          datasetInline(d),
          formatDate(d.date, w.lang),
          { text: formatInt(d.age_days), num: true },
          { text: formatInt(d.rows), num: true },
          { text: d.rows_set_aside === null ? '—' : formatInt(d.rows_set_aside), num: true },
        ]),
      },
    ],
  };
}

function pipelineSection(s: ServiceStatus, w: Words): Section {
  const p = s.pipeline;
  const heading = w.t('status.pipeline.heading');
  if (!p) return { id: 'pipeline', heading, blocks: [{ kind: 'paragraph', text: [w.t('status.pipeline.noReport')] }] };
  return {
    id: 'pipeline',
    heading,
    blocks: [
      {
        kind: 'paragraph',
        text: w.rich<Inline & object>('status.pipeline.rows', {
          read: formatInt(p.rows_read),
          aside: formatInt(p.rows_set_aside),
          sources: (chunks) => ({ text: chunks.join(''), href: localizedPath('/sources', w.lang) }),
        }),
      },
      {
        kind: 'table',
        caption: w.t('status.pipeline.caption'),
        // The sources page's words for the same guards; their English notes are for maintainers (the JSON has them).
        columns: [{ label: w.t('status.pipeline.check') }, { label: w.t('status.pipeline.outcome') }],
        rows: p.checks.map((c) => [checkWord(c.check, w.lang), checkStatusWord(c.status, w.lang)]),
      },
    ],
  };
}

export function statusPageModel(s: ServiceStatus, lang: Lang = AUTHORITY_LANG): VehiclePageModel {
  const w = words(lang);
  const problems = s.problems.map((p) => problemText(p, s, lang));
  const many = counted(problems.length);
  const lead =
    problems.length === 0
      ? w.t('status.lead.ok')
      : w.t('status.lead.attention', {
          text: problems.length === 1 ? problems[0]! : w.t('status.lead.many', { count: many.count, n: many.text }),
        });
  const page: LivePage = {
    id: 'status',
    path: STATUS_PATH,
    type: 'live',
    title: w.t('status.title'),
    summary: w.t('status.summary'),
    keywords: [],
  };
  const sections: Section[] = [];
  if (problems.length > 1)
    sections.push({
      id: 'problems',
      heading: w.t('status.problems.heading'),
      tone: 'warn',
      blocks: [{ kind: 'list', items: problems.map((t) => [t]) }],
    });
  sections.push(dataSection(s, w), pipelineSection(s, w), registrySection(s, w), liveStoresSection(s, w), {
    audience: 'assistants',
    heading: 'For programs',
    lang: 'en',
    blocks: [{ kind: 'paragraph', lang: 'en', text: ['The same status as JSON: ', { text: 'GET /api/v1/status', code: true }, '.'] }],
  });
  return {
    page,
    lead: [w.t('status.lead', { time: w.utc(s.checked_at), text: lead })],
    leadTone: problems.length === 0 ? 'plain' : 'warn',
    facts: [],
    sections,
    sources: [],
    metadata: { status: s.status, problems: s.problems.length, data_version: s.data.version },
    crumbs: [],
    offerCallback: false,
  };
}
