// The one way any surface runs an operation: REST and MCP both call runOperation, so MCP structuredContent is
// exactly REST `data`. Client input never makes it throw: every client fault comes back as { ok: false }.
import type { z } from 'zod';
import type { Operation } from './define-operation.ts';
import type { OperationContext } from '../context.ts';
import { ApiError, type AnswerErrorStatus, type ErrorBody } from '../errors.ts';
import { fillCommon, type HandlerCommon } from './common-members.ts';
import { validateInput } from './validate-input.ts';
import type { Lang } from '../../lib/i18n/lang.ts';

export type OperationResult =
  { ok: true; data: Record<string, unknown> } | { ok: false; status: AnswerErrorStatus; error: ErrorBody; retryAfterSeconds?: number };

function isAnswerStatus(status: number): status is AnswerErrorStatus {
  return status === 400 || status === 404 || status === 429 || status === 503;
}

/**
 * Validates rawInput with op.input (strict), runs the handler on the data version in ctx, and adds the common
 * members. ApiErrors with a client status (or 503 for a live source the answer cannot do without) become
 * { ok: false }; anything else is a server fault and propagates.
 */
export async function runOperation(op: Operation, rawInput: unknown, ctx: OperationContext): Promise<OperationResult> {
  try {
    const { lang, ...input } = validateInput(op.input, rawInput) as Record<string, unknown> & { lang?: Lang };
    const asked = { ...ctx, lang: lang === undefined ? ctx.lang : { value: lang, asked: true } };
    const result = (await op.handler(input, asked)) as z.infer<typeof op.output> & HandlerCommon;
    return { ok: true, data: fillCommon(result, asked, op.handoff) };
  } catch (err) {
    if (err instanceof ApiError && isAnswerStatus(err.status)) {
      return {
        ok: false,
        status: err.status,
        error: err.toBody(ctx.requestId),
        ...(err.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: err.retryAfterSeconds }),
      };
    }
    throw err;
  }
}
