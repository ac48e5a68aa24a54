// The call-back store behind POST/DELETE /api/v1/quote-request and the MCP tool request_quote_callback.
// Implemented over node:sqlite with an outbox to the operator's webhook (api/callbacks/).

export interface CallbackService {
  close(): Promise<void>;
}
