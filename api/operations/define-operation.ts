// One definition per operation: it feeds request validation (REST), the OpenAPI document and the MCP tool
// (input and output schemas, title, annotations). Adding an operation is one file plus one line in
// api/operations/index.ts.
import { z } from 'zod';
import type { OperationContext } from '../context.ts';
import type { ApiOperationReference } from '../../lib/api/api-reference.ts';
import type { HandoffForm } from './common-members.ts';
import { LangParam } from './params.ts';

/** `callback_refused`: call-back requests answered without storing anything (invalid, or without consent). */
export type Budget = 'catalog' | 'live' | 'callback' | 'callback_refused';

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** The operation as the API reference describes it (name, title, method, path, tags: lib/api/api-reference.ts), plus
 * what only the server needs. */
export interface Operation<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> extends Omit<
  ApiOperationReference,
  'input' | 'mcp'
> {
  budget: Budget;
  /** Query parameters for GET, the JSON body for POST; strict: unknown members are a 400. */
  input: I;
  /** Schema of the whole `data` in the envelope: build it with withCommon() so the common members are declared. */
  output: O;
  annotations: ToolAnnotations;
  /**
   * The budget of a call this operation will refuse without doing anything (its input fails validation, or
   * `declines` says so), when that is not `budget`: a person correcting a form is not held to the budget of
   * requests that are stored. effective-budget.ts decides before the call runs.
   */
  refusedBudget?: Budget;
  /** With refusedBudget: true when valid input will still be refused (the call-back without consent). */
  declines?(input: Record<string, unknown>): boolean;
  /** Largest accepted request body in bytes (POST); the API-wide limit when absent. */
  maxBodyBytes?: number;
  /** False for operations that are REST-only (no MCP tool). */
  mcp?: boolean;
  /** The handoff its answers carry: compact (the default) or full, with the consent text, where the call-back is requested. */
  handoff?: HandoffForm;
  handler(input: z.infer<I>, ctx: OperationContext): Promise<z.infer<O>>;
}

/**
 * The operation with the input member every operation shares: `lang`, added here once so REST validation,
 * OpenAPI and the MCP tool schemas all carry it. runOperation takes it off the input into the context, so a
 * handler reads ctx.lang and its own input stays as declared.
 */
export function defineOperation<I extends z.ZodObject, O extends z.ZodObject>(op: Operation<I, O>): Operation<I, O> {
  return { ...op, input: op.input.extend({ lang: LangParam.optional() }) as unknown as I };
}
