// An operation's outcome as an MCP tool result: the REST `data` as structuredContent plus the same JSON as one
// text item, and in `_meta` whether the figures are the generated sample; a client fault as isError with the REST
// error's message (which says how to fix the arguments).
import type { CallToolResult } from '@modelcontextprotocol/server';
import { GENERATED_SAMPLE_LABEL_EN, GENERATED_SAMPLE_TEXT_EN } from '../../lib/pages/render/sections/sample-notice.ts';
import type { OperationResult } from '../operations/run-operation.ts';
import type { ErrorBody } from '../errors.ts';

export function toolError(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

function describe({ error }: ErrorBody, retryAfterSeconds: number | undefined): string {
  const where = error.parameter === undefined ? '' : ` (argument ${error.parameter})`;
  const parts = [`${error.code}${where}: ${error.message}.`];
  if (error.suggestions !== undefined && error.suggestions.length > 0) {
    parts.push(`Closest values: ${error.suggestions.map((s) => (s.value === s.label ? s.value : `${s.value} (${s.label})`)).join(', ')}.`);
  }
  parts.push(
    retryAfterSeconds === undefined
      ? "Correct the arguments as described (the tool's inputSchema lists what each accepts) and call the tool again."
      : `Call the tool again after ${retryAfterSeconds} seconds.`,
  );
  return parts.join(' ');
}

/** The line a tool answer's text carries on the generated sample: many clients give the model the text alone, not `_meta`. */
export const SAMPLE_LINE = `${GENERATED_SAMPLE_LABEL_EN} ${GENERATED_SAMPLE_TEXT_EN}`;

/**
 * `json` is the answer's JSON text when the caller already has it (the shared answer cache). `sample`: the data
 * version is the generated sample; `_meta.sample` says so as REST's `meta.sample` does, and a second text item
 * says it in words. The JSON stays the first item, the one clients without structuredContent parse.
 */
export function toolResult(result: OperationResult, sample: boolean, json?: string): CallToolResult {
  if (!result.ok) return toolError(describe(result.error, result.retryAfterSeconds));
  const text = { type: 'text' as const, text: json ?? JSON.stringify(result.data) };
  return {
    structuredContent: result.data,
    content: sample ? [text, { type: 'text', text: SAMPLE_LINE }] : [text],
    _meta: { sample },
  };
}
