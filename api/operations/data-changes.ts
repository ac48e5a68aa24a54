// The change log of the data versions: what each version changed against the one it replaced (recall notices added
// or withdrawn with their models, makes, models and model years added or gone, rule-table cells, dataset rows) and
// the figures that moved beyond raw/rules/change-thresholds.json, which flag the version. Newest first; it outlives
// the version folders the pipeline prunes. Additive to the spec's operations; also an MCP tool.
import { z } from 'zod';
import { ChangeEntry } from '../../lib/shards/changes-schema.ts';
import { CHANGES_FEED_PATH, CHANGES_PATH } from '../../lib/urls/change-log-urls.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { withCommon } from './common-members.ts';
import { defineOperation } from './define-operation.ts';
import { LimitParam } from './params.ts';

export const dataChanges = defineOperation({
  name: 'data_changes',
  title: 'What changed in the data',
  description:
    'Per data version, newest first: recalls added or withdrawn, models and years added or gone, rule tables ' +
    "changed, flagged figure shifts. Additive to the spec's twelve tools.",
  method: 'GET',
  path: '/changes',
  tags: ['catalog'],
  budget: 'catalog',
  input: z.strictObject({ limit: LimitParam(90, 10) }),
  output: withCommon({
    version: z.string().meta({ description: 'The data version served; the first entry is its own.' }),
    entries: z.array(ChangeEntry.extend({ version: z.string() })).meta({
      description: 'Newest first; empty for a data version published before the change log existed.',
    }),
    total_entries: z.number().int().nonnegative(),
    page_url: z.string(),
    feed_url: z.string().meta({ description: 'The same entries as an Atom feed (RFC 4287).' }),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const all = (ctx.data.changes ?? []).flatMap((e) => (e.version === null ? [] : [{ ...e, version: e.version }]));
    const page = absoluteUrl(base, CHANGES_PATH);
    return {
      version: ctx.data.version,
      entries: all.slice(0, input.limit),
      total_entries: all.length,
      page_url: page,
      feed_url: absoluteUrl(base, CHANGES_FEED_PATH),
      citation_url: page,
    };
  },
});
