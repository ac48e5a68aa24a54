// Every site page as an MCP resource: its URI is the page's markdown-twin URL (page URL + ".md", home
// "/index.md"), so a client can also fetch it over plain HTTP. The text comes from renderPage, the one
// renderer behind the twins, fetch and llms-full.txt. resources/list is paginated (the catalog has a page per
// model year).
import { McpServer, ProtocolError, ProtocolErrorCode, ResourceNotFoundError, ResourceTemplate } from '@modelcontextprotocol/server';
import type { ListResourcesResult, Resource } from '@modelcontextprotocol/server';
import type { ApiReference } from '../../lib/api/api-reference.ts';
import type { DataStore } from '../../lib/data/data-store.ts';
import type { Page } from '../../lib/shards/pages.ts';
import { renderPage } from '../../lib/pages/render/render-page.ts';
import { completePageId } from './completions.ts';
import { perVersion } from './per-version.ts';

const MIME = 'text/markdown';
export const RESOURCES_PAGE_SIZE = 100;

export function pageResourceUri(baseUrl: string, page: Pick<Page, 'id'>): string {
  return `${baseUrl}/${page.id}.md`;
}

function pageResource(baseUrl: string, page: Page): Resource {
  return { uri: pageResourceUri(baseUrl, page), name: page.id, title: page.title, description: page.summary, mimeType: MIME };
}

function decodeCursor(cursor: string | undefined, total: number): number {
  if (cursor === undefined) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset <= 0 || offset >= total) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      'unknown cursor: pass the nextCursor of the previous resources/list answer, or none for the first page',
    );
  }
  return offset;
}

function listPageResources(store: DataStore, baseUrl: string, cursor: string | undefined): ListResourcesResult {
  const start = decodeCursor(cursor, store.pages.length);
  const end = start + RESOURCES_PAGE_SIZE;
  return {
    resources: store.pages.slice(start, end).map((p) => pageResource(baseUrl, p)),
    ...(end < store.pages.length ? { nextCursor: Buffer.from(String(end)).toString('base64url') } : {}),
  };
}

/** One template per data version and origin: parsing the URI template is the costly part of registering. */
const pageTemplate = perVersion(
  (store, baseUrl) =>
    new ResourceTemplate(`${baseUrl}/{+id}.md`, {
      list: undefined,
      complete: { id: (typed) => completePageId(store, typed) },
    }),
);

export function registerPageResources(server: McpServer, store: DataStore, baseUrl: string, api: ApiReference): void {
  server.registerResource(
    'page',
    pageTemplate(store, baseUrl),
    {
      title: 'Site page (markdown)',
      description:
        'Any page of the site as clean markdown: id is the page path without the leading ' +
        'slash ("index" for home), e.g. makes/toyota/corolla.',
      mimeType: MIME,
    },
    (uri, variables) => {
      const id = String(variables.id);
      const page = renderPage(store, id, baseUrl, api);
      if (!page) throw new ResourceNotFoundError(uri.href, `no page ${id.slice(0, 100)}; resources/list or the search tool give page ids`);
      return { contents: [{ uri: uri.href, mimeType: MIME, text: page.text }] };
    },
  );
  // McpServer's own resources/list is not paginated; this handler replaces it (same method, same capability).
  server.server.setRequestHandler('resources/list', (request) => listPageResources(store, baseUrl, request.params?.cursor));
}
