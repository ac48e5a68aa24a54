// /api-docs: the REST reference, generated from the API's public description (ctx.api: the same definitions
// that give the REST routes, the OpenAPI document and the MCP tools), so it cannot drift from what the server does.
import type { ApiOperationReference, ApiParam } from '../api/api-reference.ts';
import { API_PREFIX, OPENAPI_PATH, openApiPath } from '../api/api-paths.ts';
import { pageOfType } from './render/site-links.ts';
import type { Cell, Inline, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const apiDocsPage: SinglePageType = {
  type: 'api_docs',
  path: '/api-docs',
  title: 'תיעוד ה-API',
  summary: 'ממשק REST פתוח ותיאור OpenAPI של השירות.',
  keywords: ['API', 'REST', 'OpenAPI', 'ממשק'],
  build,
};

/** Hebrew headings for the OpenAPI tags the operations are grouped by. */
const TAG_HE: Record<string, string> = {
  content: 'חיפוש וקריאת עמודים',
  live: 'לפי מספר רישוי',
  models: 'דגמים',
  rules: 'כללים',
  catalog: 'יצרנים, דגמים ושנות ייצור',
  callback: 'בקשה שנציג יחזור',
};

/** Text whose `quoted` parts are names and values to type as they are. */
function withCode(text: string): Inline[] {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? { text: part, code: true } : part))
    .filter((p) => p !== '');
}

function bounds(p: ApiParam): string {
  const parts: string[] = [];
  if (p.minLength !== undefined || p.maxLength !== undefined) parts.push(`${p.minLength ?? 0}–${p.maxLength ?? '∞'} תווים`);
  if (p.minimum !== undefined || p.maximum !== undefined) parts.push(`${p.minimum ?? '−∞'}–${p.maximum ?? '∞'}`);
  if (p.pattern) parts.push(`\`${p.pattern}\``);
  if (p.enum) parts.push(p.enum.map((v) => `\`${String(v)}\``).join(' / '));
  if (p.default !== undefined) parts.push(`ברירת מחדל ${String(p.default)}`);
  return parts.join(', ');
}

function operationSection(op: ApiOperationReference, url: (path: string) => string): Section {
  const schema = op.input;
  const params = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const inPath = new Set([...op.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!));
  const example = params
    .filter(([name]) => required.has(name) && !inPath.has(name))
    .map(([name, p]) => `${name}=${encodeURIComponent(String(p.examples?.[0] ?? ''))}`)
    .join('&');
  const examplePath = openApiPath(op.path).replace(/\{([a-z_]+)\}/g, (_, name: string) =>
    String(schema.properties?.[name]?.examples?.[0] ?? name),
  );
  const row = ([name, p]: [string, ApiParam]): (Cell | string)[] => [
    { text: name, code: true },
    inPath.has(name) ? 'כן (בנתיב)' : required.has(name) ? 'כן' : 'לא',
    p.description ? { text: p.description, lang: 'en' } : '—',
    bounds(p).replaceAll('`', '') || '—',
    p.examples?.[0] === undefined ? '—' : { text: String(p.examples[0]), code: true },
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
              caption: `הפרמטרים של ${op.name}`,
              columns: ['פרמטר', 'חובה', 'תיאור', 'גבולות', 'דוגמה'].map((label) => ({ label })),
              rows: params.map(row),
            },
          ]
        : []),
      ...(op.method === 'GET'
        ? [
            {
              kind: 'paragraph' as const,
              text: ['דוגמה: ', { text: url(`${examplePath}${example ? `?${example}` : ''}`), dir: 'ltr' as const }],
            },
          ]
        : []),
      ...(op.mcp ? [{ kind: 'paragraph' as const, text: ['גם ככלי MCP בשם ', { text: op.name, code: true }, '.'] }] : []),
    ],
  };
}

function build(ctx: RenderContext): PageModel | null {
  const connect = pageOfType(ctx, 'connect');
  const { operations, errors } = ctx.api;
  const groups = [...new Set(operations.map((op) => op.tags[0] ?? ''))];
  return {
    page: ctx.page,
    lead: ['ממשק REST פתוח (JSON) לכל המידע שבאתר: בלי הרשמה ובלי מפתח, עם CORS פתוח לכל מקור.'],
    facts: [
      { term: 'כתובת הבסיס', value: [{ text: ctx.url(API_PREFIX), dir: 'ltr' }] },
      { term: 'תיאור OpenAPI 3.1', value: [{ text: OPENAPI_PATH, href: OPENAPI_PATH, dir: 'ltr' }] },
      ...(connect ? [{ term: 'שרת MCP', value: [{ text: connect.title, href: connect.path }] }] : []),
    ],
    sections: [
      {
        lang: 'en',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Open REST API (JSON, no key, CORS open). The OpenAPI 3.1 description above lists ' +
                'every operation with its parameters and answers.',
            ],
          },
        ],
      },
      {
        heading: 'מבנה התשובה',
        blocks: [
          {
            kind: 'list',
            items: [
              'כל תשובה מוצלחת היא `{data, meta}`. ב־`meta`: תאריך הנתונים, כתובת לציטוט, מזהה הבקשה וגרסת ה־API.',
              'ב־`data` יש תמיד כתובת לציטוט (`citation_url`), תאריך הנתונים (`data_date`), המקור, ' +
                'וההבהרה בעברית ובאנגלית (`disclaimer`, `disclaimer_en`) — יש להעביר אותה למשתמש.',
              '`handoff` מתאר איך לבקש שנציג יחזור לגבי ביטוח רכב: להציע רק כשהאדם שואל על הצעת ' +
                'מחיר, ולשלוח רק אחרי הסכמה מפורשת לנוסח ההסכמה.',
              'אין בתשובות מחירי ביטוח, השוואה בין מבטחים או המלצה.',
            ].map(withCode),
          },
        ],
      },
      ...groups.flatMap((tag): Section[] => [
        { heading: `${TAG_HE[tag] ?? 'פעולות'} (${tag})`, blocks: [] },
        ...operations.filter((op) => (op.tags[0] ?? '') === tag).map((op) => operationSection(op, ctx.url)),
      ]),
      {
        heading: 'שגיאות',
        blocks: [
          {
            kind: 'paragraph',
            text: withCode(
              'לשגיאות 400, 404 ו־429 מבנה אחד: `{error: {code, message, parameter, suggestions}}`. ' +
                'ההודעה אומרת מה לתקן; ב־404 מוצעות ההתאמות הקרובות. ' +
                'ב־429 הכותרת `Retry-After` אומרת בעוד כמה שניות לנסות שוב. מספר רישוי שאינו במאגר ' +
                'אינו 404 אלא תשובה רגילה עם `data.error.code` ששווה `plate_not_found`.',
            ),
          },
          {
            kind: 'table',
            caption: 'קודי השגיאה',
            columns: [{ label: 'קוד' }, { label: 'HTTP', num: true }, { label: 'פירוש' }],
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
    about: { '@type': 'WebAPI', name: ctx.page.title, documentation: ctx.url(OPENAPI_PATH) },
    offerCallback: false,
  };
}
