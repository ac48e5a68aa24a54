// JSON-RPC error answers the endpoint gives itself, before the SDK sees a request: `data.code` names the
// condition with the REST error code, so both surfaces speak of one problem by one name.
import { INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR } from '@modelcontextprotocol/server';
import { duplicateKeyError, type StrictJson } from '../http/strict-json.ts';
import { rpcId } from './mcp-rate-limit.ts';

export function rpcErrorResponse(
  status: number,
  code: number,
  message: string,
  data: Record<string, unknown>,
  options: { id?: string | number | null; headers?: Record<string, string> } = {},
): Response {
  return Response.json(
    { jsonrpc: '2.0', id: options.id ?? null, error: { code, message, data } },
    { status, headers: { 'Cache-Control': 'no-store', ...options.headers } },
  );
}

/** A 400 for a body that is no one JSON-RPC message: not JSON (-32700), cut short (-32700), or naming a key
 * twice (-32602 inside params, where a tool's arguments are, else -32600). */
export function rejectedBodyResponse(problem: Exclude<StrictJson, { ok: true }>): Response {
  if (problem.problem !== 'duplicate_key') {
    return problem.problem === 'syntax'
      ? rpcErrorResponse(
          400,
          PARSE_ERROR,
          'Parse error: the body is not valid JSON; send one JSON-RPC message (or a batch array) as JSON',
          { code: 'invalid_json' },
        )
      : rpcErrorResponse(400, PARSE_ERROR, 'Parse error: the body ended before its Content-Length; send the whole body', {
          code: 'bad_request',
        });
  }
  // A batch's messages are array elements: the index says which, the rest where in that message.
  const inMessage = /^\d+$/.test(problem.path[0] ?? '') ? problem.path.slice(1) : problem.path;
  const inArguments = inMessage[0] === 'params' && inMessage[1] === 'arguments';
  const err = duplicateKeyError(problem.key, inArguments ? inMessage.slice(2) : inMessage);
  const message = inArguments ? `Invalid params: the argument ${err.message}` : `Invalid request: ${err.message}`;
  const id = problem.path.length === 0 && problem.key === 'id' ? null : rpcId(problem.value);
  return rpcErrorResponse(
    400,
    inMessage[0] === 'params' ? INVALID_PARAMS : INVALID_REQUEST,
    message,
    { code: 'duplicate_key', parameter: err.parameter },
    { id },
  );
}
