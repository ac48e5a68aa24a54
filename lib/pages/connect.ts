// /connect: how to add the MCP server to the assistants people use. The server needs no key and no sign-up.
// Its words are the connect catalogue's; client and product names stay as their makers write them.
import { MCP_PATH, SERVER_CARD_PATH } from '../api/api-paths.ts';
import { pageOfType } from './render/site-links.ts';
import type { PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { pageNameIn } from './localized-page.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('connect');

export const connectPage: SinglePageType = {
  type: 'connect',
  path: '/connect',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['MCP', 'connect', 'AI assistant', ...NAME_HE.keywords],
  build,
};

/** The name assistants show for the connector; the package name, so it is the same everywhere. */
const SERVER_NAME = 'israel-car-facts';

function build(ctx: RenderContext): PageModel | null {
  const mcpUrl = ctx.url(MCP_PATH);
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const client = (heading: string, steps: string[], code?: { language: string; label: string; code: string }): Section => ({
    heading,
    blocks: [{ kind: 'list', items: steps.map((s) => [s]) }, ...(code ? [{ kind: 'code', ...code } as const] : [])],
  });
  const inFile = (file: string) => ctx.t('connect.inFile', { file });
  const fileLabel = (file: string) => ctx.t('connect.fileLabel', { file });
  const apiDocs = pageOfType(ctx, 'api_docs');
  const apiDocsName = apiDocs && pageNameIn(ctx, apiDocs);
  // The line for English readers of the Hebrew page: a page in English or Arabic says it all in its language.
  const english: Section[] =
    ctx.lang === AUTHORITY_LANG
      ? [
          {
            lang: 'en',
            blocks: [
              {
                kind: 'paragraph',
                text: ['Connect an AI assistant: the MCP server (Streamable HTTP, no key, no sign-up) is at the address above.'],
              },
            ],
          },
        ]
      : [];
  return {
    page: ctx.page,
    lead: [ctx.t('connect.lead')],
    facts: [
      { term: ctx.t('connect.fact.server'), value: [{ text: mcpUrl, dir: 'ltr' }] },
      { term: ctx.t('connect.fact.protocol'), value: [ctx.t('connect.fact.protocolValue')] },
      { term: ctx.t('connect.fact.card'), value: [{ text: SERVER_CARD_PATH, href: SERVER_CARD_PATH, dir: 'ltr' }] },
      {
        term: ctx.t('connect.fact.llms'),
        value: [
          { text: '/llms.txt', href: '/llms.txt', dir: 'ltr' },
          ctx.t('connect.fact.fullText'),
          { text: '/llms-full.txt', href: '/llms-full.txt', dir: 'ltr' },
        ],
      },
    ],
    sections: [
      ...english,
      client(ctx.t('connect.claude.heading'), [
        ctx.t('connect.claude.settings'),
        ctx.t('connect.claude.add'),
        ctx.t('connect.claude.paste'),
        ctx.t('connect.claude.noKey'),
      ]),
      client('ChatGPT', [ctx.t('connect.chatgpt.settings'), ctx.t('connect.chatgpt.create'), ctx.t('connect.chatgpt.noAuth')]),
      client('Claude Code', [ctx.t('connect.claudeCode.step')], {
        language: 'sh',
        label: ctx.t('connect.claudeCode.label'),
        code: `claude mcp add --transport http ${SERVER_NAME} ${mcpUrl}`,
      }),
      client('VS Code (GitHub Copilot)', [inFile('.vscode/mcp.json')], {
        language: 'json',
        label: fileLabel('.vscode/mcp.json'),
        code: json({ servers: { [SERVER_NAME]: { type: 'http', url: mcpUrl } } }),
      }),
      client('Cursor', [inFile('~/.cursor/mcp.json')], {
        language: 'json',
        label: fileLabel('~/.cursor/mcp.json'),
        code: json({ mcpServers: { [SERVER_NAME]: { url: mcpUrl } } }),
      }),
      client(ctx.t('connect.check.heading'), [ctx.t('connect.check.step')], {
        language: 'sh',
        label: ctx.t('connect.check.label'),
        code: `npx @modelcontextprotocol/inspector --cli ${mcpUrl} --transport http --method tools/list`,
      }),
      {
        heading: ctx.t('connect.gets.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              [ctx.t('connect.gets.tools')],
              [ctx.t('connect.gets.pages')],
              [ctx.t('connect.gets.cards')],
              [ctx.t('connect.gets.callback')],
            ],
          },
        ],
      },
      ...(apiDocs && apiDocsName
        ? [
            {
              heading: ctx.t('connect.more.heading'),
              blocks: [
                {
                  kind: 'list',
                  items: [
                    [
                      { text: apiDocsName.title, href: ctx.path(apiDocs.path), ...(apiDocsName.lang ? { lang: apiDocsName.lang } : {}) },
                      apiDocsName.lang
                        ? { text: ctx.t('connect.more.item', { summary: apiDocsName.summary }), lang: apiDocsName.lang }
                        : ctx.t('connect.more.item', { summary: apiDocsName.summary }),
                    ],
                  ],
                },
              ],
            } as Section,
          ]
        : []),
    ],
    sources: [],
    metadata: { mcp_url: mcpUrl },
    crumbs: [],
    offerCallback: false,
  };
}
