import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { ApiError } from '../errors.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

export const deleteQuoteRequest = defineOperation({
  name: 'delete_quote_request',
  title: 'Erase a call-back request',
  description: 'Erases a stored call-back request (name, phone, car, note) and tells the operator to erase its copy.',
  method: 'DELETE',
  path: '/quote-request/:request_id',
  tags: ['callback'],
  budget: 'callback',
  mcp: false,
  input: z.strictObject({
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'request_id is the id a call-back request answered with (letters, digits, - and _)' })
      .meta({ description: 'request_id from the call-back answer.' }),
  }),
  output: withCommon({
    request_id: z.string(),
    deleted: z.literal(true),
    next_step: z.string(),
  }),
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    if (!(await ctx.callbacks.erase(input.request_id))) {
      throw new ApiError(
        'not_found',
        'no stored call-back request has this request_id: it was never stored (dry run), ' +
          'already erased, or purged after the retention period',
      );
    }
    return {
      request_id: input.request_id,
      deleted: true as const,
      next_step: 'The request is erased here; the operator has been told to erase its copy.',
      citation_url: absoluteUrl(ctx.config.publicBaseUrl, '/privacy'),
    };
  },
});
