// /changes: what each data version changed against the one it replaced, newest first, and which figures moved
// enough to flag a version for a maintainer (raw/rules/change-thresholds.json says how much is enough). The REST
// operation data_changes, its MCP tool and the Atom feed give the same entries.
import { formatDateHe, formatInt, formatShare } from '../text/format.ts';
import { pageById } from './render/site-links.ts';
import type { ChangeEntry, ChangedRecall } from '../shards/changes-schema.ts';
import type { ChangeThresholdsRule } from '../rules/change-thresholds.ts';
import { apiPath } from '../api/api-paths.ts';
import { CHANGES_FEED_PATH } from '../urls/change-log-urls.ts';
import type { Block, Inline, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

const HEBREW = /[\u0590-\u05ff]/;

/** A cell's change as a reader takes it: Hebrew text right to left (the arrow pointing on), figures and English left to
 * right and marked English, so neither runs its punctuation into the other direction. */
function changedCell(before: string, after: string): Inline {
  return HEBREW.test(before + after) ? `${before} ← ${after}` : { text: `${before} → ${after}`, lang: 'en', dir: 'ltr' };
}

/** A rule-table cell value as text: numbers and words as they are, anything else as JSON. */
function cellText(v: unknown): string {
  if (v === null) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? formatInt(v) : String(v);
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function modelLink(ctx: RenderContext, m: { make_slug: string; model_slug: string; name: string | null }, year?: number): Inline {
  const id = `makes/${m.make_slug}/${m.model_slug}${year === undefined ? '' : `/${year}`}`;
  const page = pageById(ctx, id);
  const text = `${m.name ?? m.model_slug}${year === undefined ? '' : ` ${year}`}`;
  return page ? { text: page.title, href: page.path } : { text, lang: 'en' };
}

function recallItem(ctx: RenderContext, r: ChangedRecall): Inline[] {
  const models = r.models.flatMap((m, i): Inline[] => [...(i > 0 ? [', '] : []), modelLink(ctx, m)]);
  return [
    { text: `${r.recall_id}`, dir: 'ltr' },
    ' ',
    { text: `${r.make_en} ${r.model_text}`, lang: 'en' },
    `: ${r.problem_he}`,
    ...(models.length > 0 ? ['. דגמים: ', ...models] : ['. לא שויכה לדגם באתר']),
  ];
}

/** A list block headed by a paragraph saying how many, and how many are shown when not all are. */
function listed<T>(title: string, list: { total: number; items: T[] }, item: (t: T) => Inline[]): Block[] {
  if (list.total === 0) return [];
  const shown = list.items.length < list.total ? ` (מוצגים ${formatInt(list.items.length)} הראשונים)` : '';
  return [
    { kind: 'paragraph', text: [`${title}: ${formatInt(list.total)}${shown}`] },
    { kind: 'list', items: list.items.map(item) },
  ];
}

/** One line on an entry: its date, what changed, and whether it was flagged (the Atom entry's title). */
export function changeEntryTitle(e: ChangeEntry): string {
  const date = `גרסת הנתונים מ־${formatDateHe(e.data_date)}`;
  if (e.previous_version === null) return `${date}: הגרסה הראשונה`;
  const counts: [string, number][] = [
    ['ריקולים חדשים', e.recalls_added.total],
    ['ריקולים שהוסרו', e.recalls_withdrawn.total],
    ['דגמים חדשים', e.models_added.total],
    ['דגמים שנעלמו', e.models_gone.total],
    ['שנתונים חדשים', e.model_years_added.total],
    ['טבלאות כללים ששונו', e.rules_changed.length],
  ];
  const said = counts.filter(([, n]) => n > 0).map(([what, n]) => `${what} ${formatInt(n)}`);
  return `${date}: ${said.length > 0 ? said.join(', ') : 'ללא שינויים במה שהיומן עוקב אחריו'}${e.flagged ? ' (סומנה לבדיקה)' : ''}`;
}

/** The sections of one entry: on the page, and as the content of its Atom entry. */
export function changeEntrySections(ctx: RenderContext, e: ChangeEntry): Section[] {
  const heading = `גרסת הנתונים מ־${formatDateHe(e.data_date)}`;
  const id = e.version ?? undefined;
  if (e.previous_version === null) {
    return [{ id, heading, blocks: [{ kind: 'paragraph', text: ['הגרסה הראשונה שפורסמה: אין גרסה קודמת להשוות אליה.'] }] }];
  }
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: [`לעומת גרסת הנתונים מ־${formatDateHe(e.previous_data_date ?? e.data_date)} (`, { text: e.previous_version, code: true }, ').'],
    },
    ...listed('הודעות ריקול חדשות', e.recalls_added, (r) => recallItem(ctx, r)),
    ...listed('הודעות ריקול שהוסרו מהמאגר', e.recalls_withdrawn, (r) => recallItem(ctx, r)),
    ...listed('יצרנים חדשים', e.makes_added, (m) => [`${m.name_he} (${m.name_en})`]),
    ...listed('יצרנים שאינם עוד בנתונים', e.makes_gone, (m) => [`${m.name_he} (${m.name_en})`]),
    ...listed('דגמים חדשים', e.models_added, (m) => [modelLink(ctx, m)]),
    ...listed('דגמים שאינם עוד בנתונים', e.models_gone, (m) => [modelLink(ctx, m)]),
    ...listed('שנתונים חדשים', e.model_years_added, (m) => [modelLink(ctx, m, m.year)]),
    ...listed('שנתונים שאינם עוד בנתונים', e.model_years_gone, (m) => [modelLink(ctx, m, m.year)]),
    ...e.rules_changed.flatMap((r): Block[] =>
      r.status === 'changed'
        ? listed(`טבלת הכללים ${r.rule}: תאים ששונו`, r.cells, (c) => [
            { text: c.path, code: true },
            ': ',
            changedCell(cellText(c.before), cellText(c.after)),
          ])
        : [{ kind: 'paragraph', text: [`טבלת הכללים ${r.rule}: ${r.status === 'added' ? 'נוספה' : 'הוסרה'}`] }],
    ),
  ];
  const changed = e.datasets.filter((d) => d.previous_rows !== d.rows);
  if (changed.length > 0) {
    blocks.push({
      kind: 'table',
      caption: 'מאגרים שמספר השורות בהם השתנה',
      columns: [{ label: 'מאגר' }, { label: 'שורות קודם', num: true }, { label: 'שורות עכשיו', num: true }, { label: 'הוצאו', num: true }],
      rows: changed.map((d) => [
        { text: d.name, lang: 'en' },
        { text: d.previous_rows === null ? '—' : formatInt(d.previous_rows), num: true },
        { text: formatInt(d.rows), num: true },
        { text: formatInt(d.rows_set_aside), num: true },
      ]),
    });
  }
  if (blocks.length === 1) blocks.push({ kind: 'paragraph', text: ['לא נמצאו שינויים בנתונים שהעמוד עוקב אחריהם.'] });
  const sections: Section[] = [{ id, heading, blocks }];
  if (e.flagged) {
    sections.push({
      heading: 'סומנה לבדיקה: שינויים בולטים',
      sub: true,
      tone: 'warn',
      blocks: [
        {
          kind: 'list',
          items: e.shifts.map((s) => [
            `${s.label_he}, `,
            { text: s.subject, lang: 'en' },
            `: ${formatInt(s.before)} → ${formatInt(s.after)} ` +
              `(${s.change_share < 0 ? 'ירידה' : 'עלייה'} של ${formatShare(Math.abs(s.change_share))})`,
          ]),
        },
      ],
    });
  }
  return sections;
}

function thresholdRows(rule: ChangeThresholdsRule) {
  return Object.values(rule.shifts).map((t) => [
    t.label_he,
    { text: formatShare(t.fall_share), num: true },
    { text: t.rise_share === null ? '—' : formatShare(t.rise_share), num: true },
    { text: formatInt(t.min_before), num: true },
  ]);
}

export const changesPage: SinglePageType = {
  type: 'changes',
  path: '/changes',
  title: 'מה השתנה בנתונים',
  summary: 'יומן השינויים של גרסות הנתונים: ריקולים שנוספו או הוסרו, דגמים חדשים, טבלאות כללים ששונו, ושינויים בולטים.',
  keywords: ['changes', 'change log', 'what changed', 'שינויים', 'עדכונים', 'יומן שינויים'],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const entries = ctx.store.changes ?? [];
  const rule = ctx.store.rule('change-thresholds');
  const flagged = entries.filter((e) => e.flagged).length;
  return {
    page: ctx.page,
    lead: [
      `מה השתנה בכל גרסה של הנתונים לעומת הגרסה שלפניה: הודעות ריקול שנוספו או הוסרו, יצרנים, דגמים ושנתונים ` +
        `שנוספו או נעלמו, טבלאות כללים ששונו, ומספר השורות בכל מאגר. היומן שומר עד ` +
        `${formatInt(rule.history_versions)} גרסות, גם אחרי שהגרסות הישנות נמחקות מהשרת.`,
    ],
    facts: [
      { term: 'גרסות ביומן', value: [formatInt(entries.length)] },
      { term: 'גרסות שסומנו לבדיקה', value: [formatInt(flagged)] },
    ],
    sections: [
      {
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'אפשר לעקוב אחרי היומן בקורא עדכונים (Atom): ',
              { text: ctx.url(CHANGES_FEED_PATH), href: ctx.url(CHANGES_FEED_PATH), dir: 'ltr' },
              '. אותו יומן ב־API: ',
              { text: apiPath('/changes'), code: true },
              '.',
            ],
          },
        ],
      },
      {
        heading: 'מתי שינוי נחשב בולט',
        blocks: [
          { kind: 'paragraph', text: [rule.rule_he] },
          {
            kind: 'table',
            caption: 'ספי השינוי הבולט',
            columns: [
              { label: 'נתון' },
              { label: 'ירידה של יותר מ', num: true },
              { label: 'עלייה של יותר מ', num: true },
              { label: 'רק מגודל', num: true },
            ],
            rows: thresholdRows(rule),
          },
        ],
      },
      ...entries.flatMap((e) => changeEntrySections(ctx, e)),
    ],
    sources: [],
    metadata: { change_log_entries: entries.length, flagged_versions: flagged },
    crumbs: [],
    offerCallback: false,
  };
}
