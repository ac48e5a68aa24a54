// Every OpenTelemetry name this service writes, in one file. The MCP names follow the OpenTelemetry semantic
// conventions for the Model Context Protocol (open-telemetry/semantic-conventions-genai, docs/gen-ai/mcp.md, which
// refers to the general registry at semantic-conventions v1.41.1; the same names are in the incubating entry of
// @opentelemetry/semantic-conventions 1.45.0, marked "moved to the GenAI semantic conventions repository"). That
// convention is marked Development and may still rename things: they are written out here, not imported from an
// incubating entry, so a rename upstream changes nothing until this file is changed on purpose. The HTTP names are
// stable and come from the package's stable entry.
export {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_NETWORK_PROTOCOL_NAME,
  ATTR_NETWORK_TRANSPORT,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_SERVICE_NAME,
  METRIC_HTTP_CLIENT_REQUEST_DURATION,
  METRIC_HTTP_SERVER_REQUEST_DURATION,
} from '@opentelemetry/semantic-conventions';

/** The MCP convention's names (Development). */
export const MCP = {
  METHOD_NAME: 'mcp.method.name',
  SESSION_ID: 'mcp.session.id',
  PROTOCOL_VERSION: 'mcp.protocol.version',
  TOOL_NAME: 'gen_ai.tool.name',
  PROMPT_NAME: 'gen_ai.prompt.name',
  OPERATION_NAME: 'gen_ai.operation.name',
  /** gen_ai.operation.name of a tools/call. */
  EXECUTE_TOOL: 'execute_tool',
  JSONRPC_REQUEST_ID: 'jsonrpc.request.id',
  RPC_RESPONSE_STATUS_CODE: 'rpc.response.status_code',
  /** error.type of a tools/call answered with isError: true. */
  TOOL_ERROR: 'tool_error',
  /** Histogram, seconds: from a request's arrival to its result. */
  SERVER_OPERATION_DURATION: 'mcp.server.operation.duration',
  /** The buckets the convention advises for both MCP duration histograms. */
  DURATION_BUCKETS: [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
} as const;

/** The stable HTTP duration histograms' advised buckets (seconds). */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/** This service's own names, under its namespace; each value comes from a fixed list, never from a request. */
export const CARFACTS = {
  /** The tracer and meter name. */
  SCOPE: 'carfacts',
  REGISTRY_KIND: 'carfacts.registry.kind',
  REGISTRY_QUESTION: 'carfacts.registry.question',
  REGISTRY_OUTCOME: 'carfacts.registry.outcome',
  BREAKER_STATE: 'carfacts.registry.breaker_state',
  UPSTREAM_OUTCOME: 'carfacts.upstream.outcome',
  OPERATION: 'carfacts.operation',
  CALLBACK_EVENT_KIND: 'carfacts.callback.event_kind',
  CALLBACK_ATTEMPT: 'carfacts.callback.attempt',
  CALLBACK_RESULT: 'carfacts.callback.result',
  OUTBOX_PENDING: 'carfacts.callback.outbox.pending',
  PIPELINE_STEP: 'carfacts.pipeline.step',
  PIPELINE_ROWS: 'carfacts.pipeline.rows_written',
  PIPELINE_RUN_DURATION: 'carfacts.pipeline.run.duration',
  PIPELINE_OUTCOME: 'carfacts.pipeline.outcome',
} as const;
