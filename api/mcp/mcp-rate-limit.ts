// MCP draws on the same per-client budgets as REST: a tools/call spends the budget of its operation (a plate
// makes it a live call, as on REST); every other message spends a catalog token. Over budget: HTTP 429 with
// Retry-After and a JSON-RPC error body, before any server object is built.
import type { Budget } from '../operations/define-operation.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { effectiveBudget } from '../operations/effective-budget.ts';
import type { ToolEntry } from './tool-table.ts';

/** JSON-RPC's implementation-defined server-error range; data.code names the condition as REST does. */
export const RATE_LIMITED_RPC_CODE = -32000;

interface RpcMessage {
  id?: unknown;
  method?: unknown;
  params?: { name?: unknown; arguments?: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function budgetOf(message: unknown, tools: ReadonlyMap<string, ToolEntry>): Budget {
  if (!isRecord(message) || message.method !== 'tools/call') return 'catalog';
  const params = (message as RpcMessage).params;
  const tool = isRecord(params) && typeof params.name === 'string' ? tools.get(params.name) : undefined;
  if (!tool) return 'catalog';
  return effectiveBudget(tool.op, isRecord(params?.arguments) ? params.arguments : {});
}

/** The JSON-RPC id to answer with: the single request's id, null for batches and unparseable bodies. */
export function rpcId(message: unknown): string | number | null {
  const id = isRecord(message) ? message.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

export type LimitOutcome = { ok: true } | { ok: false; budget: Budget; retryAfterSeconds: number };

/** Takes one token per JSON-RPC message in the body (a 2025-03-26 batch holds several). */
export async function takeTokens(
  limiter: RateLimiter,
  client: string,
  body: unknown,
  tools: ReadonlyMap<string, ToolEntry>,
): Promise<LimitOutcome> {
  const messages = Array.isArray(body) ? body : [body];
  for (const message of messages) {
    const budget = budgetOf(message, tools);
    const taken = await limiter.take(budget, client);
    if (!taken.ok) return { ok: false, budget, retryAfterSeconds: taken.retryAfterSeconds };
  }
  return { ok: true };
}

export function rateLimitedResponse(
  limiter: RateLimiter,
  outcome: Extract<LimitOutcome, { ok: false }>,
  id: string | number | null,
): Response {
  const message = limiter.refusalMessage(outcome.budget, outcome.retryAfterSeconds);
  return Response.json(
    {
      jsonrpc: '2.0',
      id,
      error: { code: RATE_LIMITED_RPC_CODE, message, data: { code: 'rate_limited', retry_after_seconds: outcome.retryAfterSeconds } },
    },
    { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds), 'Cache-Control': 'no-store' } },
  );
}
