import { blocks, bullets, heading } from '../blocks.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { pageLinks } from '../site-links.ts';

/** The name assistants show for the connector; the package name, so it is the same everywhere. */
const SERVER_NAME = 'israel-car-facts';

/** The server card's address the connect page gives (api/discovery serves it at several). */
export const SERVER_CARD_PATH = '/.well-known/mcp/server-card.json';

function codeBlock(language: string, code: string): string {
  return `\`\`\`${language}\n${code}\n\`\`\``;
}

export const renderConnect: PageRenderer = (ctx) => {
  const mcpUrl = ctx.url('/api/mcp');
  return {
    body: blocks(
      'אפשר לחבר את המידע שבאתר לעוזר בינה מלאכותית (כמו Claude, ChatGPT או Copilot), כך שיענה על שאלות על רכבים בישראל ' +
        'מתוך הנתונים הרשמיים ויצטט את העמוד באתר. החיבור חינמי, בלי הרשמה ובלי מפתח.',
      `כתובת שרת ה־MCP: ${mcpUrl}`,
      'Connect an AI assistant: the MCP server (Streamable HTTP, no key, no sign-up) is at the address above.',
      heading(2, 'Claude'),
      'בהגדרות (Settings), תחת Connectors, בוחרים Add custom connector ומדביקים את הכתובת. ב־Claude Code:',
      codeBlock('sh', `claude mcp add --transport http ${SERVER_NAME} ${mcpUrl}`),
      heading(2, 'ChatGPT'),
      'בהגדרות, תחת Apps & Connectors, מפעילים את Developer mode, יוצרים מחבר חדש (Create), מדביקים את הכתובת ובוחרים ללא אימות (No authentication).',
      heading(2, 'VS Code (Copilot)'),
      'בקובץ ‎.vscode/mcp.json:',
      codeBlock('json', JSON.stringify({ servers: { [SERVER_NAME]: { type: 'http', url: mcpUrl } } }, null, 2)),
      heading(2, 'Cursor'),
      'בקובץ ‎~/.cursor/mcp.json:',
      codeBlock('json', JSON.stringify({ mcpServers: { [SERVER_NAME]: { url: mcpUrl } } }, null, 2)),
      heading(2, 'מה העוזר מקבל'),
      bullets([
        'כלים לחיפוש באתר ולקריאת כל עמוד, לבדיקת רכב לפי מספר רישוי, לנתוני דגם, גניבות, אגרת רישוי, הפוליסה התקנית ומה משפיע על מחיר ביטוח החובה.',
        'כל עמוד באתר כטקסט (Markdown), עם תאריך הנתונים, כתובת לציטוט וההבהרה.',
        'כלי אחד בלבד פועל ולא רק קורא: בקשה שנציג יחזור אליכם, שנשלחת רק אחרי שביקשתם ואישרתם במפורש.',
        `כרטיס השרת: ${ctx.url(SERVER_CARD_PATH)}`,
      ]),
      heading(2, 'עוד דרכים'),
      bullets(pageLinks(ctx, ['api_docs'])),
      `רשימת כל העמודים לעוזרים: ${ctx.url('/llms.txt')}, והטקסט המלא: ${ctx.url('/llms-full.txt')}.`,
    ),
    sources: [],
    metadata: { mcp_url: mcpUrl },
  };
};
