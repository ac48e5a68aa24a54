// /connect: how to add the MCP server to the assistants people use. The server needs no key and no sign-up.
import { MCP_PATH, SERVER_CARD_PATH } from '../api/api-paths.ts';
import { pageOfType } from './render/site-links.ts';
import type { PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const connectPage: SinglePageType = {
  type: 'connect',
  path: '/connect',
  title: 'חיבור לעוזרי בינה מלאכותית',
  summary: 'איך לחבר את שרת ה-MCP של השירות לעוזר בינה מלאכותית.',
  keywords: ['MCP', 'connect', 'AI assistant', 'חיבור'],
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
  const apiDocs = pageOfType(ctx, 'api_docs');
  return {
    page: ctx.page,
    lead: [
      'אפשר לחבר את המידע שבאתר לעוזר בינה מלאכותית (כמו Claude, ChatGPT או Copilot), כך שיענה על שאלות על רכבים בישראל ' +
        'מתוך הנתונים הרשמיים ויצטט את העמוד באתר. החיבור חינמי, בלי הרשמה ובלי מפתח.',
    ],
    facts: [
      { term: 'כתובת שרת ה־MCP', value: [{ text: mcpUrl, dir: 'ltr' }] },
      { term: 'פרוטוקול', value: ['Streamable HTTP, בלי מצב (stateless), בלי מפתח ובלי הרשמה'] },
      { term: 'כרטיס השרת', value: [{ text: SERVER_CARD_PATH, href: SERVER_CARD_PATH, dir: 'ltr' }] },
      {
        term: 'מפת האתר לעוזרים',
        value: [
          { text: '/llms.txt', href: '/llms.txt', dir: 'ltr' },
          ' · הטקסט המלא: ',
          { text: '/llms-full.txt', href: '/llms-full.txt', dir: 'ltr' },
        ],
      },
    ],
    sections: [
      {
        lang: 'en',
        blocks: [
          {
            kind: 'paragraph',
            text: ['Connect an AI assistant: the MCP server (Streamable HTTP, no key, no sign-up) is at the address above.'],
          },
        ],
      },
      client('Claude (claude.ai ו־Claude Desktop)', [
        'פתחו הגדרות (Settings) ← Connectors.',
        'בחרו Add custom connector.',
        'תנו לחיבור שם והדביקו את כתובת השרת.',
        'אין צורך בהתחברות או במפתח.',
      ]),
      client('ChatGPT', [
        'פתחו הגדרות ← Apps & Connectors והפעילו את Developer mode (בתוכניות שבהן הוא זמין).',
        'בחרו Create והדביקו את כתובת השרת.',
        'בחרו ללא אימות (No authentication).',
      ]),
      client('Claude Code', ['בשורת הפקודה:'], {
        language: 'sh',
        label: 'פקודה ל־Claude Code',
        code: `claude mcp add --transport http ${SERVER_NAME} ${mcpUrl}`,
      }),
      client('VS Code (GitHub Copilot)', ['בקובץ ‎.vscode/mcp.json:'], {
        language: 'json',
        label: 'הקובץ ‎.vscode/mcp.json',
        code: json({ servers: { [SERVER_NAME]: { type: 'http', url: mcpUrl } } }),
      }),
      client('Cursor', ['בקובץ ‎~/.cursor/mcp.json:'], {
        language: 'json',
        label: 'הקובץ ‎~/.cursor/mcp.json',
        code: json({ mcpServers: { [SERVER_NAME]: { url: mcpUrl } } }),
      }),
      client('בדיקה מהירה', ['רשימת הכלים של השרת, מ־MCP Inspector:'], {
        language: 'sh',
        label: 'פקודת בדיקה',
        code: `npx @modelcontextprotocol/inspector --cli ${mcpUrl} --transport http --method tools/list`,
      }),
      {
        heading: 'מה העוזר מקבל',
        blocks: [
          {
            kind: 'list',
            items: [
              [
                'כלים לחיפוש באתר ולקריאת כל עמוד, לבדיקת רכב לפי מספר רישוי, לנתוני דגם, גניבות, ' +
                  'ריקולים, אגרת רישוי, הפוליסה התקנית ומה משפיע על מחיר ביטוח החובה.',
              ],
              ['כל עמוד באתר כטקסט (Markdown), עם תאריך הנתונים, כתובת לציטוט וההבהרה.'],
              ['כלי אחד בלבד פועל ולא רק קורא: בקשה שנציג יחזור אליכם, שנשלחת רק אחרי שביקשתם ואישרתם במפורש את נוסח ההסכמה.'],
            ],
          },
        ],
      },
      ...(apiDocs
        ? [
            {
              heading: 'עוד דרכים',
              blocks: [{ kind: 'list', items: [[{ text: apiDocs.title, href: apiDocs.path }, `: ${apiDocs.summary}`]] }],
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
