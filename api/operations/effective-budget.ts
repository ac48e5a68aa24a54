// Which rate-limit budget a call draws on: REST, MCP and their answer caches all ask here.
import type { Budget, Operation } from './define-operation.ts';
import type { RawInput } from './validate-input.ts';

/**
 * A plate makes any operation a live registry call, which has its own (smaller) budget and is never cached. A call
 * the operation will refuse (input its schema rejects, or that it declines) draws on its refused budget.
 */
export function effectiveBudget(op: Operation, input: RawInput): Budget {
  if (op.refusedBudget !== undefined && (op.declines?.(input) === true || !op.input.safeParse(input).success)) return op.refusedBudget;
  return op.budget === 'catalog' && input.plate !== undefined ? 'live' : op.budget;
}
