// The service's status now: data date and age per dataset, the last pipeline run's checks, and the health of the
// live parts (registry, rate-limit store, call-back store), with what needs attention named in `problems`. REST
// only (it is about the service, not a car), and on the live budget: it is computed per request and never cached.
import { z } from 'zod';
import { ServiceStatus, ageDays, statusProblems } from '../../lib/status/service-status.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { localizedMember } from '../../lib/i18n/localized-member.ts';
import { withCommon } from './common-members.ts';
import { defineOperation } from './define-operation.ts';

export const serviceStatus = defineOperation({
  name: 'service_status',
  title: 'Service status',
  description:
    "Data date and age per dataset, the last pipeline run's checks, and whether the live registry, rate-limit store " +
    'and call-back store work now, with what needs attention.',
  method: 'GET',
  path: '/status',
  tags: ['service'],
  budget: 'live',
  mcp: false,
  input: z.strictObject({}),
  output: withCommon(ServiceStatus.shape),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(_input, ctx) {
    const now = Date.now();
    const { data } = ctx;
    const quality = data.quality;
    const setAside = new Map(quality?.datasets.map((d) => [d.name, d.rows_set_aside]) ?? []);
    const catalogued = new Map(data.rule('sources').datasets.flatMap((d) => (d.resource_id ? [[d.resource_id, d] as const] : [])));
    const page = absoluteUrl(ctx.config.publicBaseUrl, '/status');
    const parts = {
      checked_at: new Date(now).toISOString(),
      data: {
        version: data.version,
        data_date: data.dataDate,
        age_days: ageDays(data.dataDate, now),
        published_at: data.publishedAt,
        sample: data.manifest.sample.generated,
        datasets: data.manifest.sources.map((s) => {
          const named = s.resource_id === null ? undefined : catalogued.get(s.resource_id);
          return {
            name: s.name,
            name_he: named?.name_he ?? null,
            name_ar: named?.name_ar ?? null,
            name_en: named?.name_en ?? null,
            ...(named ? localizedMember('name', named, ctx.lang.asked ? ctx.lang.value : null, (lang) => named[`name_${lang}`]) : {}),
            resource_id: s.resource_id,
            date: s.date,
            age_days: ageDays(s.date, now),
            rows: s.rows,
            rows_set_aside: setAside.get(s.name) ?? null,
          };
        }),
      },
      pipeline: quality && {
        checks: quality.checks,
        rows_read: quality.datasets.reduce((n, d) => n + d.rows_read, 0),
        rows_set_aside: quality.datasets.reduce((n, d) => n + d.rows_set_aside, 0),
      },
      registry: ctx.registry.health(),
      rate_limits: ctx.rateLimits(),
      callbacks: await ctx.callbacks.health(),
      page_url: page,
    };
    const problems = statusProblems(parts);
    return { status: problems.length === 0 ? ('ok' as const) : ('degraded' as const), problems, ...parts, citation_url: page };
  },
});
