// /.well-known/api-catalog (RFC 9727): a Linkset (RFC 9264) naming the catalog's items and describing each API
// with its service-desc, service-doc and status links; every relation's value is an array of target objects.
import { SERVER_CARD_MEDIA_TYPE } from './server-card.ts';

export const API_CATALOG_PATH = '/.well-known/api-catalog';
export const API_CATALOG_MEDIA_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
export const API_CATALOG_LINK = `<${API_CATALOG_PATH}>; rel="api-catalog"`;

interface ApiCatalogInput {
  baseUrl: string;
  restBase: string;
  mcpEndpoint: string;
  serverCardUrl: string;
}

export function buildApiCatalog({ baseUrl, restBase, mcpEndpoint, serverCardUrl }: ApiCatalogInput) {
  return {
    linkset: [
      { anchor: `${baseUrl}${API_CATALOG_PATH}`, item: [{ href: restBase }, { href: mcpEndpoint }] },
      {
        anchor: restBase,
        'service-desc': [{ href: `${baseUrl}/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' }],
        'service-doc': [{ href: `${baseUrl}/api-docs`, type: 'text/html' }],
        status: [{ href: `${baseUrl}/api/health`, type: 'application/json' }],
      },
      {
        anchor: mcpEndpoint,
        'service-desc': [{ href: serverCardUrl, type: SERVER_CARD_MEDIA_TYPE }],
        'service-doc': [{ href: `${baseUrl}/connect`, type: 'text/html' }],
      },
    ],
  };
}
