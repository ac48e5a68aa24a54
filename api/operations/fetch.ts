import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { ApiError, type Suggestion } from '../errors.ts';
import type { DataStore } from '../../lib/data/data-store.ts';
import { closest } from '../../lib/text/closest.ts';
import { PageType } from '../../lib/shards/pages.ts';
import { LANGS, type Lang } from '../../lib/i18n/lang.ts';
import type { ApiReference } from '../../lib/api/api-reference.ts';
import { pageIdFromReference } from '../../lib/urls/page-urls.ts';
import { searchPages } from '../../lib/search/search-pages.ts';
import { pageNamedIn } from '../../lib/pages/search-result-names.ts';
import { pageById } from '../../lib/pages/render/site-links.ts';
import { renderPage } from '../../lib/pages/render/render-page.ts';
import { allowedHostnames } from '../mcp/host-guard.ts';

const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const PageMetadata = z
  .object({
    type: PageType,
    data_date: z.string(),
    path: z.string(),
    summary: z.string(),
    language: z.enum(LANGS).meta({ description: `The language the page is written in (${LANGS.join(', ')}); Hebrew governs.` }),
  })
  .catchall(Scalar)
  .meta({
    description: 'Page type, data date, path and summary, plus facts of the page type (make and model slugs, year, sample_figures).',
  });

const SUGGESTIONS = 5;

/**
 * Near misses for an unknown id: sibling pages with a similar last segment first, then a search on its words.
 * Matching reads the Hebrew titles the index holds (names are indexed in every script); each page found is then
 * named and linked as search names it in the language asked (`lang`), so a 404 answers in the reader's words.
 */
function closestPages(store: DataStore, id: string, base: string, lang: Lang, api: ApiReference): Suggestion[] {
  const cut = id.lastIndexOf('/');
  const parent = cut < 0 ? '' : id.slice(0, cut + 1);
  const siblings = store.pages.filter((p) => p.id.startsWith(parent) && !p.id.slice(parent.length).includes('/'));
  const bySegment = closest(id.slice(cut + 1), siblings, (p) => [p.id.slice(parent.length), p.title], SUGGESTIONS).map((p) => p.id);
  const byWords = searchPages(store.searchIndex, id.replace(/^[a-z]+:\/\/[^/]*/i, ''), SUGGESTIONS, base).map((r) => r.id);
  return [...new Set([...bySegment, ...byWords])].slice(0, SUGGESTIONS).flatMap((value) => {
    const page = pageById({ store }, value);
    if (page === undefined) return [];
    const named = pageNamedIn(store, page, lang, base, api);
    return [{ value, label: named.title, url: `${base}${named.path}` }];
  });
}

export const fetchPage = defineOperation({
  name: 'fetch',
  title: 'Fetch a page',
  description:
    'The full text of one site page as markdown, by an id from search, a page URL or ' +
    'its .md URL; ends with the official sources and data date.',
  method: 'GET',
  path: '/fetch',
  tags: ['content'],
  budget: 'catalog',
  input: z.strictObject({
    id: z
      .string()
      .min(1)
      .max(300)
      .meta({
        description:
          'An id from search (e.g. makes/toyota/corolla, "index" for home), a page URL on any ' +
          'host name this site answers to (its public URL, localhost, 127.0.0.1), or its .md URL.',
        examples: ['makes/toyota/corolla'],
      }),
  }),
  output: withCommon({
    id: z.string(),
    title: z.string(),
    text: z
      .string()
      .meta({ description: 'Clean markdown of the page, the same as its .md twin; ends with the official sources and data date.' }),
    url: z.string(),
    metadata: PageMetadata,
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const pageId = pageIdFromReference(input.id, base, allowedHostnames(ctx.config));
    const page = pageId === null ? null : renderPage(ctx.data, pageId, base, ctx.api);
    if (!page) {
      const near = closestPages(ctx.data, pageId ?? input.id, base, ctx.lang.value, ctx.api);
      throw new ApiError(
        'page_not_found',
        pageId === null
          ? `"${input.id.slice(0, 80)}" is not a URL on this site (${base}` +
              `, localhost or 127.0.0.1); send a page id from search, a path such as /makes/toyota, ` +
              `or a page URL of this site`
          : `no page "${pageId.slice(0, 80)}"; send an id from search, e.g. makes/toyota/corolla, or "index" for the home page`,
        {
          parameter: 'id',
          suggestions: near,
        },
      );
    }
    return { id: page.id, title: page.title, text: page.text, url: page.url, metadata: page.metadata, citation_url: page.url };
  },
});
