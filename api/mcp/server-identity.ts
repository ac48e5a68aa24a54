// Who the MCP server says it is: the same name, title and version in initialize / server/discover answers and
// in the server card. The name is reverse-DNS of the public host (SEP-2127: exactly one slash).
import packageJson from '../../package.json' with { type: 'json' };
import type { Config } from '../../lib/config.ts';

export interface ServerIdentity {
  name: string;
  title: string;
  version: string;
}

const SERVER_TITLE = 'Israel car facts';

function serverName(publicBaseUrl: string): string {
  const host = new URL(publicBaseUrl).hostname.replace(/[^a-zA-Z0-9.-]/g, '-');
  return `${host.split('.').reverse().join('.')}/car-facts`;
}

export function serverIdentity(config: Pick<Config, 'publicBaseUrl'>): ServerIdentity {
  return { name: serverName(config.publicBaseUrl), title: SERVER_TITLE, version: packageJson.version };
}
