// MCP shares REST's cache of serialized catalog answers (api/http/answer-cache.ts) under the same key (data
// version, REST path, input): a tools/call and the REST call for the same input serve one stored answer, so
// the two surfaces cannot drift and a repeated catalog call skips the handler on either.
import type { Operation } from '../operations/define-operation.ts';
import type { OperationContext } from '../context.ts';
import type { AnswerCache, CachedAnswer } from '../http/answer-cache.ts';
import { catalogKey } from '../http/etag.ts';
import { apiPath } from '../../lib/api/api-paths.ts';
import { effectiveBudget } from '../operations/effective-budget.ts';
import { isPlainObject } from '../operations/validate-input.ts';
import { runOperation, type OperationResult } from '../operations/run-operation.ts';
import type { FrameFill } from './answer-frames.ts';

/** A REST query carries only text, so only arguments that print the same as their query form share a key. */
function keyable(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function answerKey(op: Operation, args: unknown, version: string): string | undefined {
  if (op.method !== 'GET' || op.path.includes(':') || !isPlainObject(args)) return undefined;
  if (effectiveBudget(op, args) !== 'catalog' || !Object.values(args).every(keyable)) return undefined;
  return catalogKey(version, apiPath(op.path), args);
}

/** The operation's result; for a successful one also its JSON text, and the cache entry when it is stored. */
export type ToolOutcome = { result: OperationResult; json?: string; stored?: { key: string; answer: CachedAnswer } };

/** runOperation through the shared cache: the answer plus its JSON text when it was (or now is) stored. */
export async function runWithSharedAnswers(
  op: Operation,
  args: unknown,
  ctx: OperationContext,
  answers: AnswerCache,
): Promise<ToolOutcome> {
  const key = answerKey(op, args, ctx.data.version);
  const hit = key === undefined ? undefined : answers.get(key);
  if (hit) {
    const json = hit.json.toString();
    return { result: { ok: true, data: JSON.parse(json) as Record<string, unknown> }, json, stored: { key: key!, answer: hit } };
  }
  const result = await runOperation(op, args, ctx);
  if (!result.ok || key === undefined) return { result };
  // The tool's text content is this JSON: serialized once, stored as bytes, handed on as the text it was.
  const json = JSON.stringify(result.data);
  return { result, json, stored: { key, answer: answers.storeText(key, result.data, json) } };
}

/** What a successful outcome fills a frame with (answer-frames.ts); a stored answer keeps its text form. */
export function fillOf(outcome: ToolOutcome, answers: AnswerCache): FrameFill | undefined {
  if (!outcome.result.ok) return undefined;
  const { stored } = outcome;
  if (stored !== undefined) return { data: stored.answer.json, text: answers.textOf(stored.key, stored.answer) };
  const json = outcome.json ?? JSON.stringify(outcome.result.data);
  return { data: json, text: JSON.stringify(json) };
}

/**
 * The tool's answer for a frame, without parsing a stored answer: filled when the operation succeeds, else the
 * outcome (or the fault it threw) for the SDK to answer as the tool's result.
 */
export async function answerForFrame(
  op: Operation,
  args: Record<string, unknown>,
  ctx: OperationContext,
  answers: AnswerCache,
): Promise<{ fill: FrameFill } | { unframed: Promise<ToolOutcome> }> {
  const key = answerKey(op, args, ctx.data.version);
  const hit = key === undefined ? undefined : answers.get(key);
  if (hit) return { fill: { data: hit.json, text: answers.textOf(key!, hit) } };
  const run = runWithSharedAnswers(op, args, ctx, answers);
  const outcome = await run.catch(() => undefined);
  const fill = outcome === undefined ? undefined : fillOf(outcome, answers);
  return fill === undefined ? { unframed: run } : { fill };
}
