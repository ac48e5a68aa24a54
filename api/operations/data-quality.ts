// The data-quality report of the version being served: per dataset, rows read, kept and set aside, values nulled by
// reason with the first examples, rows no model statistic could attribute, the change against the previous version,
// and the guards the run applied or skipped. REST only: it is about the data, not about a car or a model.
import { z } from 'zod';
import { QualityReport } from '../../lib/shards/quality-schema.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { withCommon } from './common-members.ts';
import { defineOperation } from './define-operation.ts';

export const dataQuality = defineOperation({
  name: 'data_quality',
  title: 'Data-quality report',
  description:
    'What the pipeline read, kept, set aside and nulled per dataset for the data version served, with examples, ' +
    'unattributed rows and the checks it ran.',
  method: 'GET',
  path: '/quality',
  tags: ['catalog'],
  budget: 'catalog',
  mcp: false,
  input: z.strictObject({}),
  output: withCommon({
    version: z.string(),
    report: QualityReport.nullable().meta({ description: 'Null for a data version published before the report existed.' }),
    page_url: z.string(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(_input, ctx) {
    const page = absoluteUrl(ctx.config.publicBaseUrl, '/sources');
    return { version: ctx.data.version, report: ctx.data.quality, page_url: page, citation_url: page };
  },
});
