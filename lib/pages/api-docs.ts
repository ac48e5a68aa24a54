// /api-docs: the REST reference, generated from the API's public description (ctx.api: the same definitions
// that give the REST routes, the OpenAPI document and the MCP tools), so it cannot drift from what the server does.
// Its words are the api-docs catalogue's; the operations' titles, descriptions and error meanings are the API's
// own English, marked as such.
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import type { ApiOperationReference, ApiParam } from '../api/api-reference.ts';
import { API_PREFIX, OPENAPI_PATH, openApiPath } from '../api/api-paths.ts';
import { pageOfType } from './render/site-links.ts';
import type { Cell, Inline, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('api-docs');

export const apiDocsPage: SinglePageType = {
  type: 'api_docs',
  path: '/api-docs',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['API', 'REST', 'OpenAPI', ...NAME_HE.keywords],
  build,
};

/** The OpenAPI tags the operations are grouped by, each with a heading in the catalogue. */
const TAGS = ['content', 'live', 'models', 'rules', 'catalog', 'callback'] as const;
const isTag = (tag: string): tag is (typeof TAGS)[number] => (TAGS as readonly string[]).includes(tag);

/** Text whose `quoted` parts are names and values to type as they are. */
function withCode(text: string): Inline[] {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? { text: part, code: true } : part))
    .filter((p) => p !== '');
}

function bounds(ctx: RenderContext, p: ApiParam): string {
  const parts: string[] = [];
  if (p.minLength !== undefined || p.maxLength !== undefined) {
    parts.push(ctx.t('api-docs.bounds.chars', { range: `${p.minLength ?? 0}–${p.maxLength ?? '∞'}` }));
  }
  if (p.minimum !== undefined || p.maximum !== undefined) parts.push(`${p.minimum ?? '−∞'}–${p.maximum ?? '∞'}`);
  if (p.pattern) parts.push(`\`${p.pattern}\``);
  if (p.enum) parts.push(p.enum.map((v) => `\`${String(v)}\``).join(' / '));
  if (p.default !== undefined) parts.push(ctx.t('api-docs.bounds.default', { value: String(p.default) }));
  return parts.join(', ');
}

const HEBREW = /[\u0590-\u05ff]/;

/** A parameter's example: its first, or on a page in another language than Hebrew its first not written in
 * Hebrew (a search by an English name) when it has one. */
function firstExample(ctx: RenderContext, examples: readonly unknown[] = []): string | undefined {
  const texts = examples.map(String);
  return ctx.lang === AUTHORITY_LANG ? texts[0] : (texts.find((t) => !HEBREW.test(t)) ?? texts[0]);
}

/** An example as code, a Hebrew one marked Hebrew on a page in another language. */
function exampleCell(ctx: RenderContext, text: string | undefined): Cell | string {
  if (text === undefined) return '—';
  return ctx.lang !== AUTHORITY_LANG && HEBREW.test(text) ? { text, code: true, lang: 'he' } : { text, code: true };
}

function operationSection(ctx: RenderContext, op: ApiOperationReference): Section {
  const { url } = ctx;
  const schema = op.input;
  const params = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const inPath = new Set([...op.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!));
  const example = params
    .filter(([name]) => required.has(name) && !inPath.has(name))
    .map(([name, p]) => `${name}=${encodeURIComponent(firstExample(ctx, p.examples) ?? '')}`)
    .join('&');
  const examplePath = openApiPath(op.path).replace(
    /\{([a-z_]+)\}/g,
    (_, name: string) => firstExample(ctx, schema.properties?.[name]?.examples) ?? name,
  );
  const row = ([name, p]: [string, ApiParam]): (Cell | string)[] => [
    { text: name, code: true },
    ctx.t(inPath.has(name) ? 'api-docs.param.inPath' : required.has(name) ? 'api-docs.param.yes' : 'api-docs.param.no'),
    p.description ? { text: p.description, lang: 'en' } : '—',
    bounds(ctx, p).replaceAll('`', '') || '—',
    exampleCell(ctx, firstExample(ctx, p.examples)),
  ];
  return {
    heading: `${op.title} — ${op.name}`,
    sub: true,
    blocks: [
      { kind: 'paragraph', text: [{ text: `${op.method} ${url(openApiPath(op.path))}`, code: true, dir: 'ltr' }] },
      { kind: 'paragraph', lang: 'en', text: [op.description] },
      ...(params.length > 0
        ? [
            {
              kind: 'table' as const,
              caption: ctx.t('api-docs.param.caption', { name: op.name }),
              columns: (['name', 'required', 'description', 'bounds', 'example'] as const).map((k) => ({
                label: ctx.t(`api-docs.param.${k}`),
              })),
              rows: params.map(row),
            },
          ]
        : []),
      ...(op.method === 'GET'
        ? [
            {
              kind: 'paragraph' as const,
              text: ctx.rich<Inline & object>('api-docs.example', {
                url: () => ({ text: url(`${examplePath}${example ? `?${example}` : ''}`), dir: 'ltr' }),
              }),
            },
          ]
        : []),
      ...(op.mcp
        ? [{ kind: 'paragraph' as const, text: ctx.rich<Inline & object>('api-docs.mcp', { name: () => ({ text: op.name, code: true }) }) }]
        : []),
    ],
  };
}

function build(ctx: RenderContext): PageModel | null {
  const hebrew = ctx.lang === AUTHORITY_LANG;
  const connect = pageOfType(ctx, 'connect');
  const { operations, errors } = ctx.api;
  const groups = [...new Set(operations.map((op) => op.tags[0] ?? ''))];
  return {
    page: ctx.page,
    lead: [ctx.t('api-docs.lead')],
    facts: [
      { term: ctx.t('api-docs.fact.base'), value: [{ text: ctx.url(API_PREFIX), dir: 'ltr' }] },
      { term: ctx.t('api-docs.fact.openapi'), value: [{ text: OPENAPI_PATH, href: OPENAPI_PATH, dir: 'ltr' }] },
      // The connect page by its title on the Hebrew page, by the frame's words for it on another.
      ...(connect
        ? [
            {
              term: ctx.t('api-docs.fact.mcp'),
              value: [{ text: hebrew ? connect.title : ctx.t('frame.footer.connect'), href: ctx.path(connect.path) }],
            },
          ]
        : []),
    ],
    sections: [
      ...(hebrew
        ? [
            {
              lang: 'en' as const,
              blocks: [
                {
                  kind: 'paragraph' as const,
                  text: [
                    'Open REST API (JSON, no key, CORS open). The OpenAPI 3.1 description above lists ' +
                      'every operation with its parameters and answers.',
                  ],
                },
              ],
            },
          ]
        : []),
      {
        heading: ctx.t('api-docs.answer.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              ctx.t('api-docs.answer.envelope'),
              ctx.t('api-docs.answer.data'),
              ctx.t('api-docs.answer.handoff'),
              ctx.t('api-docs.answer.noPrices'),
            ].map(withCode),
          },
        ],
      },
      ...groups.flatMap((tag): Section[] => [
        {
          heading: ctx.t('api-docs.tag.heading', { name: ctx.t(isTag(tag) ? `api-docs.tag.${tag}` : 'api-docs.tag.other'), tag }),
          blocks: [],
        },
        ...operations.filter((op) => (op.tags[0] ?? '') === tag).map((op) => operationSection(ctx, op)),
      ]),
      {
        heading: ctx.t('api-docs.errors.heading'),
        blocks: [
          { kind: 'paragraph', text: withCode(ctx.t('api-docs.errors.text')) },
          {
            kind: 'table',
            caption: ctx.t('api-docs.errors.caption'),
            columns: [{ label: ctx.t('api-docs.errors.code') }, { label: 'HTTP', num: true }, { label: ctx.t('api-docs.errors.meaning') }],
            rows: errors.map((e) => [
              { text: e.code, code: true },
              { text: String(e.status), num: true },
              { text: e.meaning, lang: 'en' },
            ]),
          },
        ],
      },
    ],
    sources: [],
    metadata: { openapi_url: ctx.url(OPENAPI_PATH), operations: operations.length },
    crumbs: [],
    about: { '@type': 'WebAPI', name: hebrew ? ctx.page.title : ctx.t('api-docs.title'), documentation: ctx.url(OPENAPI_PATH) },
    offerCallback: false,
  };
}
