// Headers every answer carries, whatever produced it: the app's middleware starts each request's header record
// from them (api/http/base-headers.ts), and answers written before the app runs (api/http/node-server.ts) use
// them too, so a rejected request looks like any other error to a client.

/** CORS is open to any origin: the data is public and no answer depends on cookies. Preflights: api/http/cors.ts. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After, ETag, MCP-Protocol-Version, Mcp-Session-Id, X-Request-Id',
};

/**
 * The site takes personal data (the call-back form), so no other site may run script in it, frame it or read
 * where its visitors came from. Its scripts and styles are bundled files under /_astro/ (the build inlines
 * neither), so nothing inline is allowed; JSON-LD blocks are data, not script, and need no exception. Answers
 * of the API are never rendered by a browser as pages, and the same policy costs them nothing.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  // Page URLs can hold a plate (?plate=…); no referrer leaves the site at all.
  'Referrer-Policy': 'no-referrer',
};

export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = { ...CORS_HEADERS, ...SECURITY_HEADERS };
