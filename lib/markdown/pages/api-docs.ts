// The API documentation page, generated from the API's public description (ctx.api: the same definitions that
// give the REST routes, the OpenAPI document and the MCP tools), so it cannot drift from what the server does.
import type { ApiOperationReference, ApiParam } from '../../api/api-reference.ts';
import { API_PREFIX, openApiPath } from '../../api/api-paths.ts';
import { blocks, bullets, heading, link, table } from '../blocks.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { pageOfType } from '../site-links.ts';

/** Hebrew headings for the OpenAPI tags the operations are grouped by. */
const TAG_HE: Record<string, string> = {
  content: 'חיפוש וקריאת עמודים',
  live: 'לפי מספר רישוי',
  models: 'דגמים',
  rules: 'כללים',
  catalog: 'יצרנים, דגמים ושנות ייצור',
  callback: 'בקשה שנציג יחזור',
};

function bounds(p: ApiParam): string {
  const parts: string[] = [];
  if (p.minLength !== undefined || p.maxLength !== undefined) parts.push(`${p.minLength ?? 0}–${p.maxLength ?? '∞'} תווים`);
  if (p.minimum !== undefined || p.maximum !== undefined) parts.push(`${p.minimum ?? '−∞'}–${p.maximum ?? '∞'}`);
  if (p.pattern) parts.push(`\`${p.pattern}\``);
  if (p.enum) parts.push(p.enum.map((v) => `\`${String(v)}\``).join(' / '));
  if (p.default !== undefined) parts.push(`ברירת מחדל ${String(p.default)}`);
  return parts.join(', ');
}

function operationSection(op: ApiOperationReference, url: (path: string) => string): string {
  const schema = op.input;
  const params = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const inPath = new Set([...op.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!));
  const example = params.filter(([name]) => required.has(name) && !inPath.has(name))
    .map(([name, p]) => `${name}=${encodeURIComponent(String(p.examples?.[0] ?? ''))}`).join('&');
  const examplePath = openApiPath(op.path).replace(/\{([a-z_]+)\}/g, (_, name: string) => String(schema.properties?.[name]?.examples?.[0] ?? name));
  return blocks(
    heading(3, `${op.title} — \`${op.name}\``),
    `\`${op.method} ${url(openApiPath(op.path))}\``,
    op.description,
    params.length > 0 && table(['פרמטר', 'חובה', 'תיאור', 'גבולות', 'דוגמה'], params.map(([name, p]) => [
      `\`${name}\`${inPath.has(name) ? ' (בנתיב)' : ''}`, required.has(name) ? 'כן' : 'לא', p.description, bounds(p),
      p.examples?.[0] === undefined ? null : `\`${String(p.examples[0])}\``,
    ])),
    op.method === 'GET' && `דוגמה: ${url(`${examplePath}${example ? `?${example}` : ''}`)}`,
    op.mcp && `גם ככלי MCP בשם \`${op.name}\`.`,
  );
}

export const renderApiDocs: PageRenderer = (ctx) => {
  const connect = pageOfType(ctx, 'connect');
  const { operations, errors } = ctx.api;
  const groups = [...new Set(operations.map((op) => op.tags[0] ?? ''))];
  return {
    body: blocks(
      `ממשק REST פתוח (JSON) לכל המידע שבאתר: בלי הרשמה ובלי מפתח, עם CORS פתוח לכל מקור. כל הכתובות תחת ${ctx.url(API_PREFIX)}. ` +
        `התיאור המלא בתקן OpenAPI 3.1: ${ctx.url('/openapi.json')}.`,
      'Open REST API (JSON, no key, CORS open). The OpenAPI 3.1 description above lists every operation with its parameters and answers.',
      heading(2, 'מבנה התשובה'),
      bullets([
        'כל תשובה מוצלחת היא `{data, meta}`. ב־`meta`: תאריך הנתונים, כתובת לציטוט, מזהה הבקשה וגרסת ה־API.',
        'ב־`data` יש תמיד כתובת לציטוט (`citation_url`), תאריך הנתונים (`data_date`), המקור, וההבהרה בעברית ובאנגלית (`disclaimer`, `disclaimer_en`) — יש להעביר אותה למשתמש.',
        '`handoff` מתאר איך לבקש שנציג יחזור לגבי ביטוח רכב: להציע רק כשהאדם שואל על הצעת מחיר, ולשלוח רק אחרי הסכמה מפורשת לנוסח ההסכמה.',
        'אין בתשובות מחירי ביטוח, השוואה בין מבטחים או המלצה.',
      ]),
      ...groups.map((tag) => blocks(heading(2, `${TAG_HE[tag] ?? 'פעולות'} (\`${tag}\`)`),
        ...operations.filter((op) => (op.tags[0] ?? '') === tag).map((op) => operationSection(op, ctx.url)))),
      heading(2, 'שגיאות'),
      'לשגיאות 400, 404 ו־429 מבנה אחד: `{error: {code, message, parameter, suggestions}}`. ההודעה אומרת מה לתקן; ב־404 מוצעות ההתאמות הקרובות. ' +
        'ב־429 הכותרת `Retry-After` אומרת בעוד כמה שניות לנסות שוב. מספר רישוי שאינו במאגר אינו 404 אלא תשובה רגילה עם `data.error.code` ששווה `plate_not_found`.',
      table(['קוד', 'HTTP', 'פירוש'], errors.map((e) => [`\`${e.code}\``, e.status, e.meaning])),
      connect && `לחיבור עוזר בינה מלאכותית דרך MCP: ${link(connect.title, ctx.url(connect.path))}.`,
    ),
    sources: [],
    metadata: { openapi_url: ctx.url('/openapi.json'), operations: operations.length },
  };
};
