// /changes: what each data version changed against the one it replaced, newest first, and which figures moved
// enough to flag a version for a maintainer (raw/rules/change-thresholds.json says how much is enough). The REST
// operation data_changes, its MCP tool and the Atom feed give the same entries. Its words are the changes
// catalogue's; what the entries quote (a recall's problem, a make's Hebrew name, a rule table's cells) is data and
// stays as written, marked Hebrew on an Arabic or English page.
import { formatDate, formatInt, formatShare } from '../text/format.ts';
import { inLang, message, translator } from '../i18n/messages.ts';
import { AUTHORITY_LANG, type Lang } from '../i18n/lang.ts';
import { pageById } from './render/site-links.ts';
import type { ChangeEntry, ChangedRecall } from '../shards/changes-schema.ts';
import type { ChangeThresholdsRule } from '../rules/change-thresholds.ts';
import { apiPath } from '../api/api-paths.ts';
import { CHANGES_FEED_PATH } from '../urls/change-log-urls.ts';
import type { Block, Inline, PageModel, Section } from './page-model.ts';
import { asPublished } from './as-published.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const HEBREW = /[\u0590-\u05ff]/;

/** A cell's change as a reader takes it: Hebrew text right to left (the arrow pointing on), figures and English left to
 * right and marked English, so neither runs its punctuation into the other direction. */
function changedCell(before: string, after: string, lang: Lang): Inline {
  if (!HEBREW.test(before + after)) return { text: `${before} → ${after}`, lang: 'en', dir: 'ltr' };
  return lang === AUTHORITY_LANG ? `${before} ← ${after}` : { text: `${before} ← ${after}`, lang: 'he' };
}

/** A rule-table cell value as text: numbers and words as they are; a missing cell, or a list or member left empty
 * (the only containers a change lists since 2026-12, pipeline/steps/rule-cells.ts), as a dash. An entry carried
 * from an earlier version may still hold a whole added row, which only JSON can quote. */
function cellText(v: unknown): string {
  if (v === null || (typeof v === 'object' && Object.keys(v).length === 0)) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? formatInt(v) : String(v);
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function modelLink(ctx: RenderContext, m: { make_slug: string; model_slug: string; name: string | null }, year?: number): Inline {
  const id = `makes/${m.make_slug}/${m.model_slug}${year === undefined ? '' : `/${year}`}`;
  const page = pageById(ctx, id);
  const text = `${m.name ?? m.model_slug}${year === undefined ? '' : ` ${year}`}`;
  if (!page) return { text, lang: 'en' };
  if (ctx.lang === AUTHORITY_LANG) return { text: page.title, href: page.path };
  return { text: page.title, href: ctx.path(page.path), lang: HEBREW.test(page.title) ? 'he' : 'en' };
}

function recallItem(ctx: RenderContext, r: ChangedRecall): Inline[] {
  const models = r.models.flatMap((m, i): Inline[] => [...(i > 0 ? [', '] : []), modelLink(ctx, m)]);
  return [
    { text: `${r.recall_id}`, dir: 'ltr' },
    ' ',
    { text: `${r.make_en} ${r.model_text}`, lang: 'en' },
    ...(ctx.lang === AUTHORITY_LANG ? [`: ${r.problem_he}`] : [': ', ...asPublished(r.problem_he, ctx)]),
    ...(models.length > 0 ? [ctx.t('changes.recall.models'), ...models] : [ctx.t('changes.recall.noModel')]),
  ];
}

/** A list block headed by a paragraph saying how many, and how many are shown when not all are. */
function listed<T>(ctx: RenderContext, title: string, list: { total: number; items: T[] }, item: (t: T) => Inline[]): Block[] {
  if (list.total === 0) return [];
  const shown = list.items.length < list.total ? ctx.t('changes.list.shown', { shown: formatInt(list.items.length) }) : '';
  return [
    { kind: 'paragraph', text: [ctx.t('changes.list.total', { title, total: formatInt(list.total) }) + shown] },
    { kind: 'list', items: list.items.map(item) },
  ];
}

const entryHeading = (e: ChangeEntry, lang: Lang) => message(lang, 'changes.entry.heading', { date: formatDate(e.data_date, lang) });

/** One line on an entry: its date, what changed, and whether it was flagged (the Atom entry's title). */
export function changeEntryTitle(e: ChangeEntry, lang: Lang = AUTHORITY_LANG): string {
  const { t } = translator(lang);
  const date = entryHeading(e, lang);
  if (e.previous_version === null) return t('changes.title.first', { date });
  const counts = [
    ['recallsAdded', e.recalls_added.total],
    ['recallsWithdrawn', e.recalls_withdrawn.total],
    ['modelsAdded', e.models_added.total],
    ['modelsGone', e.models_gone.total],
    ['yearsAdded', e.model_years_added.total],
    ['rulesChanged', e.rules_changed.length],
  ] as const;
  const said = counts
    .filter(([, n]) => n > 0)
    .map(([what, n]) => t('changes.title.count', { what: t(`changes.count.${what}`), count: formatInt(n) }));
  const title =
    said.length > 0
      ? t('changes.title.counts', { date, counts: said.join(t('changes.title.separator')) })
      : t('changes.title.none', { date });
  return e.flagged ? t('changes.title.flagged', { title }) : title;
}

/** The sections of one entry: on the page, and as the content of its Atom entry. */
export function changeEntrySections(ctx: RenderContext, e: ChangeEntry): Section[] {
  const { lang } = ctx;
  const heading = entryHeading(e, lang);
  const id = e.version ?? undefined;
  if (e.previous_version === null) {
    return [{ id, heading, blocks: [{ kind: 'paragraph', text: [ctx.t('changes.entry.first')] }] }];
  }
  // A make by its Hebrew and English names on a Hebrew page, by its English name on another.
  const make = (m: { name_he: string; name_en: string }): Inline[] =>
    lang === AUTHORITY_LANG ? [`${m.name_he} (${m.name_en})`] : [{ text: m.name_en, lang: 'en' }];
  const previous = e.previous_version;
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: ctx.rich<Inline & object>('changes.entry.against', {
        date: formatDate(e.previous_data_date ?? e.data_date, lang),
        version: () => ({ text: previous, code: true }),
      }),
    },
    ...listed(ctx, ctx.t('changes.list.recallsAdded'), e.recalls_added, (r) => recallItem(ctx, r)),
    ...listed(ctx, ctx.t('changes.list.recallsWithdrawn'), e.recalls_withdrawn, (r) => recallItem(ctx, r)),
    ...listed(ctx, ctx.t('changes.list.makesAdded'), e.makes_added, make),
    ...listed(ctx, ctx.t('changes.list.makesGone'), e.makes_gone, make),
    ...listed(ctx, ctx.t('changes.list.modelsAdded'), e.models_added, (m) => [modelLink(ctx, m)]),
    ...listed(ctx, ctx.t('changes.list.modelsGone'), e.models_gone, (m) => [modelLink(ctx, m)]),
    ...listed(ctx, ctx.t('changes.list.yearsAdded'), e.model_years_added, (m) => [modelLink(ctx, m, m.year)]),
    ...listed(ctx, ctx.t('changes.list.yearsGone'), e.model_years_gone, (m) => [modelLink(ctx, m, m.year)]),
    ...e.rules_changed.flatMap((r): Block[] =>
      r.status === 'changed'
        ? listed(ctx, ctx.t('changes.list.ruleCells', { rule: r.rule }), r.cells, (c) => [
            { text: c.path, code: true },
            ': ',
            changedCell(cellText(c.before), cellText(c.after), lang),
          ])
        : [{ kind: 'paragraph', text: [ctx.t(r.status === 'added' ? 'changes.rule.added' : 'changes.rule.removed', { rule: r.rule })] }],
    ),
  ];
  const changed = e.datasets.filter((d) => d.previous_rows !== d.rows);
  if (changed.length > 0) {
    blocks.push({
      kind: 'table',
      caption: ctx.t('changes.datasets.caption'),
      columns: [
        { label: ctx.t('changes.datasets.name') },
        { label: ctx.t('changes.datasets.before'), num: true },
        { label: ctx.t('changes.datasets.now'), num: true },
        { label: ctx.t('changes.datasets.setAside'), num: true },
      ],
      rows: changed.map((d) => [
        { text: d.name, lang: 'en' },
        { text: d.previous_rows === null ? '—' : formatInt(d.previous_rows), num: true },
        { text: formatInt(d.rows), num: true },
        { text: formatInt(d.rows_set_aside), num: true },
      ]),
    });
  }
  if (blocks.length === 1) blocks.push({ kind: 'paragraph', text: [ctx.t('changes.entry.none')] });
  const sections: Section[] = [{ id, heading, blocks }];
  if (e.flagged) {
    const shifts = ctx.store.rule('change-thresholds').shifts;
    sections.push({
      heading: ctx.t('changes.flagged.heading'),
      sub: true,
      tone: 'warn',
      blocks: [
        {
          kind: 'list',
          // The entry keeps the Hebrew label it was written with; another language takes the rule table's.
          items: e.shifts.map((s) =>
            ctx.rich<Inline & object>('changes.flagged.shift', {
              label: lang === AUTHORITY_LANG ? s.label_he : inLang(shifts[s.kind], 'label', lang),
              subject: () => ({ text: s.subject, lang: 'en' }),
              before: formatInt(s.before),
              after: formatInt(s.after),
              direction: s.change_share < 0 ? 'fall' : 'rise',
              share: formatShare(Math.abs(s.change_share)),
            }),
          ),
        },
      ],
    });
  }
  return sections;
}

function thresholdRows(rule: ChangeThresholdsRule, lang: Lang) {
  return Object.values(rule.shifts).map((t) => [
    inLang(t, 'label', lang),
    { text: formatShare(t.fall_share), num: true },
    { text: t.rise_share === null ? '—' : formatShare(t.rise_share), num: true },
    { text: formatInt(t.min_before), num: true },
  ]);
}

const NAME_HE = hebrewPageName('changes');

export const changesPage: SinglePageType = {
  type: 'changes',
  path: '/changes',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['changes', 'change log', 'what changed', ...NAME_HE.keywords],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const { lang } = ctx;
  const entries = ctx.store.changes ?? [];
  const rule = ctx.store.rule('change-thresholds');
  const flagged = entries.filter((e) => e.flagged).length;
  return {
    page: ctx.page,
    lead: [ctx.t('changes.lead', { versions: formatInt(rule.history_versions) })],
    facts: [
      { term: ctx.t('changes.fact.entries'), value: [formatInt(entries.length)] },
      { term: ctx.t('changes.fact.flagged'), value: [formatInt(flagged)] },
    ],
    sections: [
      {
        blocks: [
          {
            kind: 'paragraph',
            text: ctx.rich<Inline & object>('changes.follow', {
              feed: () => ({ text: ctx.url(CHANGES_FEED_PATH), href: ctx.url(CHANGES_FEED_PATH), dir: 'ltr' }),
              api: () => ({ text: apiPath('/changes'), code: true }),
            }),
          },
        ],
      },
      {
        heading: ctx.t('changes.thresholds.heading'),
        blocks: [
          { kind: 'paragraph', text: [inLang(rule, 'rule', lang)] },
          ...(lang === AUTHORITY_LANG
            ? []
            : [{ kind: 'paragraph' as const, role: 'note' as const, text: [ctx.t('common.translationNotice')] }]),
          {
            kind: 'table',
            caption: ctx.t('changes.thresholds.caption'),
            columns: [
              { label: ctx.t('changes.thresholds.figure') },
              { label: ctx.t('changes.thresholds.fall'), num: true },
              { label: ctx.t('changes.thresholds.rise'), num: true },
              { label: ctx.t('changes.thresholds.minBefore'), num: true },
            ],
            rows: thresholdRows(rule, lang),
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
