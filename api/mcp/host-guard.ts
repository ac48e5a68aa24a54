// DNS-rebinding guard for the MCP endpoint: the Host header must name this service (localhost, ALLOWED_HOSTS or
// PUBLIC_BASE_URL's host), and a browser's Origin, when sent, must too. CORS stays open: the guard answers
// before any tool runs, so a page on a foreign origin that resolves to this server gets a 403, not data.
import {
  hostHeaderValidationResponse,
  localhostAllowedHostnames,
  originValidationResponse,
  validateHostHeader,
  validateOriginHeader,
} from '@modelcontextprotocol/server';
import type { Config } from '../../lib/config.ts';

export function allowedHostnames(config: Pick<Config, 'allowedHosts' | 'publicBaseUrl'>): string[] {
  const names = [...localhostAllowedHostnames(), ...config.allowedHosts, new URL(config.publicBaseUrl).hostname];
  return [...new Set(names.map((n) => n.toLowerCase()))].sort();
}

/** A 403 JSON-RPC error response when Host or Origin is foreign, else undefined. */
export function rebindingGuardResponse(request: Request, hostnames: string[]): Response | undefined {
  return hostHeaderValidationResponse(request, hostnames) ?? originValidationResponse(request, hostnames);
}

/** The same rule for headers still in Node's form (api/mcp/mcp-fast-path.ts): true when the guard lets them pass. */
export function rebindingAllowed(host: string | undefined, origin: string | undefined, hostnames: string[]): boolean {
  return validateHostHeader(host ?? null, hostnames).ok && validateOriginHeader(origin ?? null, hostnames).ok;
}
