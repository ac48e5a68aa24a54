// The service's status as the status operation answers it and the /status page shows it: how old the data is,
// what the last pipeline run checked, and whether the live parts (registry, rate-limit store, call-back store)
// work now. Counts, dates and ages only: nothing a person sent. The problems are derived here, once, so the JSON
// and the page name the same ones.
import { z } from 'zod';
import { LocalizedText } from '../i18n/localized-text.ts';
import { QualityCheck } from '../shards/quality-schema.ts';

const Iso = z.string().meta({ description: 'ISO 8601 time, UTC.' });

/**
 * Most ministry datasets are republished monthly: a date this many days old means a month's update was missed
 * (two weeks' grace for a late publication) and the pipeline or its schedule needs a look.
 */
export const STALE_DATASET_DAYS = 45;
/** An event to the operator undelivered this long means the webhook is down or refusing. */
export const STUCK_DELIVERY_SECONDS = 3_600;
/** Above this share of failed look-ups in the window the registry counts as failing even before the breaker opens. */
export const FAILING_ERROR_SHARE = 0.5;

export const RegistryHealth = z.object({
  source: z.enum(['ckan', 'local']).meta({ description: "ckan: data.gov.il asked live; local: the data version's registry file." }),
  breaker: z
    .enum(['closed', 'open', 'half_open'])
    .nullable()
    .meta({ description: 'Circuit breaker in front of data.gov.il; null for local.' }),
  window_seconds: z.number().int().positive(),
  questions: z.number().int().nonnegative().meta({ description: 'Questions put to the upstream in the window.' }),
  failed: z.number().int().nonnegative(),
  error_share: z.number().min(0).max(1).nullable().meta({ description: 'failed / questions; null when none was asked.' }),
  failing_since: Iso.nullable().meta({ description: 'Start of the current run of failures; null when the last question succeeded.' }),
  last_success_at: Iso.nullable(),
});
export type RegistryHealth = z.infer<typeof RegistryHealth>;

export const CallbackStoreHealth = z.object({
  store: z.enum(['sqlite', 'postgres', 'none']).meta({ description: 'none: no operator is configured; nothing is stored.' }),
  reachable: z.boolean(),
  retention_days: z.number().int().positive().meta({ description: 'Days a request is kept before it is deleted.' }),
  pending_deliveries: z.number().int().nonnegative().nullable().meta({ description: 'Events not yet delivered to the operator.' }),
  oldest_pending_seconds: z.number().int().nonnegative().nullable(),
  most_attempts: z.number().int().nonnegative().nullable(),
  last_delivery_at: Iso.nullable(),
});
export type CallbackStoreHealth = z.infer<typeof CallbackStoreHealth>;

export const RateLimitHealth = z.object({
  store: z.enum(['memory', 'redis']),
  shared: z.boolean().meta({ description: 'true when the limits are counted across instances now (Redis answers).' }),
});
export type RateLimitHealth = z.infer<typeof RateLimitHealth>;

export const DatasetStatus = z.object({
  name: z.string(),
  name_he: z.string().nullable().meta({ description: "The dataset's Hebrew name in the sources catalogue; null when it has none." }),
  name_ar: z.string().nullable().meta({ description: "The catalogue's Arabic translation of that name; null when it has none." }),
  name_en: z.string().nullable().meta({ description: "The catalogue's English translation of that name; null when it has none." }),
  name_localized: LocalizedText("the catalogue's name of the dataset (absent when it has none)"),
  resource_id: z.string().nullable(),
  date: z.string().meta({ description: 'YYYY-MM-DD: the date of the file the version was built from.' }),
  age_days: z.number().int().meta({ description: 'Days from that date to today (UTC).' }),
  rows: z.number().int().nonnegative(),
  rows_set_aside: z.number().int().nonnegative().nullable().meta({ description: 'From the quality report; null without one.' }),
});

export const StatusProblem = z.object({
  part: z.enum(['data', 'pipeline', 'registry', 'rate_limits', 'callbacks']),
  code: z.enum([
    'dataset_stale',
    'check_flagged',
    'registry_breaker_open',
    'registry_failing',
    'rate_limit_store_unreachable',
    'callback_store_unreachable',
    'deliveries_stuck',
  ]),
  message: z.string().meta({ description: 'English, for whoever operates the service.' }),
  /** What it concerns: a dataset's or a check's name; null for the part as a whole. */
  subject: z.string().nullable(),
  since: Iso.nullable(),
});
export type StatusProblem = z.infer<typeof StatusProblem>;

export const ServiceStatus = z.object({
  status: z.enum(['ok', 'degraded']).meta({ description: 'degraded when `problems` is not empty.' }),
  checked_at: Iso,
  problems: z.array(StatusProblem),
  data: z.object({
    version: z.string(),
    data_date: z.string(),
    age_days: z.number().int(),
    published_at: Iso.meta({ description: 'When the pipeline published this version (its last successful run).' }),
    sample: z.boolean().meta({ description: 'true when the version rests on the generated sample, not ministry files.' }),
    datasets: z.array(DatasetStatus),
  }),
  pipeline: z
    .object({ checks: z.array(QualityCheck), rows_read: z.number().int().nonnegative(), rows_set_aside: z.number().int().nonnegative() })
    .nullable()
    .meta({ description: "The last run's quality report in brief; null for a version published before the report existed." }),
  registry: RegistryHealth,
  rate_limits: RateLimitHealth,
  callbacks: CallbackStoreHealth,
  page_url: z.string(),
});
export type ServiceStatus = z.infer<typeof ServiceStatus>;

type StatusParts = Omit<ServiceStatus, 'status' | 'problems'>;

/** What needs a person's attention now, in the order of the page. */
export function statusProblems(s: StatusParts): StatusProblem[] {
  const problems: StatusProblem[] = [];
  for (const d of s.data.datasets) {
    if (d.age_days > STALE_DATASET_DAYS) {
      problems.push({
        part: 'data',
        code: 'dataset_stale',
        subject: d.name,
        since: null,
        message: `${d.name} is ${d.age_days} days old (over ${STALE_DATASET_DAYS}); check the pipeline's schedule and the ministry's file`,
      });
    }
  }
  for (const c of s.pipeline?.checks ?? []) {
    if (c.status === 'flagged') {
      problems.push({
        part: 'pipeline',
        code: 'check_flagged',
        subject: c.check,
        since: null,
        message: `the last run flagged ${c.check}: ${c.note}`,
      });
    }
  }
  const r = s.registry;
  if (r.breaker === 'open' || r.breaker === 'half_open') {
    problems.push({
      part: 'registry',
      code: 'registry_breaker_open',
      subject: null,
      since: r.failing_since,
      message: 'data.gov.il failed repeatedly and is being given a rest; plate look-ups answer with cached or catalog facts only',
    });
  } else if (r.failing_since !== null || (r.error_share ?? 0) > FAILING_ERROR_SHARE) {
    problems.push({
      part: 'registry',
      code: 'registry_failing',
      subject: null,
      since: r.failing_since,
      message: `${r.failed} of ${r.questions} registry look-ups failed in the last ${r.window_seconds / 60} minutes`,
    });
  }
  if (s.rate_limits.store === 'redis' && !s.rate_limits.shared) {
    problems.push({
      part: 'rate_limits',
      code: 'rate_limit_store_unreachable',
      subject: null,
      since: null,
      message: 'Redis is unreachable: each instance counts its own limits until it answers again',
    });
  }
  const cb = s.callbacks;
  if (!cb.reachable) {
    problems.push({
      part: 'callbacks',
      code: 'callback_store_unreachable',
      subject: null,
      since: null,
      message: `the ${cb.store} call-back store did not answer; call-back requests cannot be stored`,
    });
  } else if ((cb.oldest_pending_seconds ?? 0) > STUCK_DELIVERY_SECONDS) {
    problems.push({
      part: 'callbacks',
      code: 'deliveries_stuck',
      subject: null,
      since: null,
      message:
        `${cb.pending_deliveries} call-back events wait for the operator's webhook, ` +
        `the oldest for ${Math.floor(cb.oldest_pending_seconds! / 60)} minutes`,
    });
  }
  return problems;
}

/** Whole days from a YYYY-MM-DD date to the day of `now` (UTC). */
export function ageDays(date: string, now: number): number {
  return Math.floor((Date.UTC(...ymd(new Date(now).toISOString().slice(0, 10))) - Date.UTC(...ymd(date))) / 86_400_000);
}

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
}
