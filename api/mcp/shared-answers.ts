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
import { framePieces, sameFrame, type Frame, type FrameFill, type StoredFill } from './answer-frames.ts';
import { gzipPrefix, type GzipPrefix } from '../http/gzip-member.ts';

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

/** The shared cache's key for this call (undefined for a call it does not keep) and its stored answer. */
function lookup(op: Operation, args: unknown, ctx: OperationContext, answers: AnswerCache) {
  const key = answerKey(op, args, ctx.data.version);
  if (key === undefined) return { key };
  const answer = answers.get(key);
  return answer === undefined ? { key } : { key, answer };
}

/** Runs the operation and stores a successful answer under `key`. */
async function runAndStore(
  op: Operation,
  args: unknown,
  ctx: OperationContext,
  answers: AnswerCache,
  key: string | undefined,
): Promise<ToolOutcome> {
  const result = await runOperation(op, args, ctx);
  if (!result.ok || key === undefined) return { result };
  // The tool's text content is this JSON: serialized once, stored as bytes, handed on as the text it was.
  const json = JSON.stringify(result.data);
  return { result, json, stored: { key, answer: answers.storeText(key, result.data, json) } };
}

/** runOperation through the shared cache: the answer plus its JSON text when it was (or now is) stored. */
export async function runWithSharedAnswers(
  op: Operation,
  args: unknown,
  ctx: OperationContext,
  answers: AnswerCache,
): Promise<ToolOutcome> {
  const { key, answer } = lookup(op, args, ctx, answers);
  if (answer === undefined) return runAndStore(op, args, ctx, answers, key);
  const json = answer.json.toString();
  return { result: { ok: true, data: JSON.parse(json) as Record<string, unknown> }, json, stored: { key, answer } };
}

/** What a successful outcome fills a frame with (answer-frames.ts); a stored answer keeps its text form. */
export function fillOf(outcome: ToolOutcome, answers: AnswerCache): FrameFill | undefined {
  if (!outcome.result.ok) return undefined;
  const { stored } = outcome;
  if (stored !== undefined) return storedFill(stored.key, stored.answer, answers);
  const json = outcome.json ?? JSON.stringify(outcome.result.data);
  return { data: json, text: JSON.stringify(json) };
}

/** The stored answer for this call, looked at without counting or touching it (api/mcp/mcp-fast-path.ts decides
 * with it whether it can answer a call before the call spends its budget). */
export function peekStored(
  op: Operation,
  args: unknown,
  version: string,
  answers: AnswerCache,
): { key: string; answer: CachedAnswer } | undefined {
  const key = answerKey(op, args, version);
  const answer = key === undefined ? undefined : answers.peek(key);
  return answer === undefined ? undefined : { key: key!, answer };
}

/**
 * The gzip form of a stored answer in its frame up to the request id, the frame's last slot (answer-frames.ts
 * frameOf): compressed once per answer and frame (a frame equal to the one it was made for reuses it); each call
 * appends its id and the frame's tail uncompressed (api/http/gzip-member.ts).
 */
export function storedGzip(key: string, answer: CachedAnswer, frame: Frame, answers: AnswerCache): GzipPrefix {
  const kept = answer.toolGzip;
  if (kept !== undefined && (kept.frame === frame || sameFrame(kept.frame as Frame, frame))) return kept.prefix;
  // Every piece but the id and the part after it.
  const prefix = gzipPrefix(framePieces(frame, storedFill(key, answer, answers), 0).slice(0, -2));
  answer.toolGzip = { frame, prefix };
  answers.grown(key, answer);
  return prefix;
}

/** What a stored answer fills a frame with: its JSON and its JSON-string form (made the first time MCP asks). */
export function storedFill(key: string, answer: CachedAnswer, answers: AnswerCache): StoredFill {
  return { data: answer.json, text: answers.textOf(key, answer) };
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
  const { key, answer } = lookup(op, args, ctx, answers);
  if (answer !== undefined) return { fill: storedFill(key!, answer, answers) };
  const run = runAndStore(op, args, ctx, answers, key);
  const outcome = await run.catch(() => undefined);
  const fill = outcome === undefined ? undefined : fillOf(outcome, answers);
  return fill === undefined ? { unframed: run } : { fill };
}
