// Blocks several car pages carry: recall notices, theft figures, the rule pages they lead on to. Their words are
// the car-blocks catalogue's (lib/i18n/catalogues/car-blocks/); a Hebrew value from the ministry's files stays
// as written, marked Hebrew on an Arabic or English page.
import type { z } from 'zod';
import type { ModelThefts } from '../shards/thefts.ts';
import type { StoredModelYear } from '../shards/model-year.ts';
import type { Recall } from '../shards/recalls.ts';
import { formatInt, formatMonth } from '../text/format.ts';
import { AUTHORITY_LANG, type Lang } from '../i18n/lang.ts';
import { glossaryOf } from '../data/glossary.ts';
import type { GlossaryKind } from '../rules/glossary.ts';
import type { Translator } from '../i18n/messages.ts';
import type { RenderContext } from './render/page-renderer.ts';
import { THEFT_SAMPLE_LABEL, THEFT_SAMPLE_TEXT_EN, THEFT_SAMPLE_TEXT_HE } from './render/sections/sample-notice.ts';
import { classRate, modelRate, nationalRateOf, productionYearThefts, theftStatusText } from './render/sections/theft-figures.ts';
import { pageOfType } from './render/site-links.ts';
import type { Block, Card, Fact, Inline, Section } from './page-model.ts';
import { asPublished } from './as-published.ts';
import { hasHebrewLetter } from '../text/hebrew-script.ts';
import { recallCategoryIn } from '../rules/recall-categories.ts';

type RecallNotice = z.infer<typeof Recall>;

/**
 * What a section builder reads of the page's context: the language's words and the site's paths. A card (MCP Apps)
 * builds the same sections in the browser from a tool's answer, with no data store.
 */
export type SectionContext = Pick<RenderContext, 'lang' | 't' | 'rich' | 'path'>;

const paragraph = (text: string): Block => ({ kind: 'paragraph', text: [text] });

/** A Hebrew value from the ministry's files: as it is on a Hebrew page, marked Hebrew on any other. */
export function hebrewValue(text: string, lang: Lang): Inline {
  return lang === AUTHORITY_LANG ? text : { text, lang: 'he' };
}

/**
 * A data value the ministry writes in Hebrew (a body type, a make), in the page's language through the glossary
 * (raw/rules/glossary-*.json): as written on a Hebrew page; elsewhere its translation, or the value marked with
 * the language it stays in when the glossary has none.
 */
export function glossed(ctx: RenderContext, kind: GlossaryKind, value: string): Inline {
  const run = glossedRun(ctx, kind, value);
  return run.lang === undefined ? run.text : run;
}

/** The same as a run of its own, for a link or a table cell. */
export function glossedRun(ctx: RenderContext, kind: GlossaryKind, value: string): { text: string; lang?: 'he' | 'en' } {
  if (ctx.lang === AUTHORITY_LANG) return { text: value };
  const g = glossaryOf(ctx.store)(kind, value, ctx.lang);
  // A glossary falls back to Hebrew (English for a make): the two languages a run is marked in.
  return g.lang === ctx.lang || (g.lang !== 'he' && g.lang !== 'en') ? { text: g.text } : { text: g.text, lang: g.lang };
}

/** Newest first by recall year, then by notice number, so the order never depends on the input. */
export function byRecallDate(a: RecallNotice, b: RecallNotice): number {
  return (b.recall_year ?? 0) - (a.recall_year ?? 0) || b.recall_id - a.recall_id;
}

/**
 * A recall notice as the ministry publishes it: what is wrong, how it is fixed, whom to call; never a judgement.
 * Its labels and its type are in the page's language, its texts the ministry's Hebrew, said to be so.
 */
export function recallCard(r: RecallNotice, tr: RecallCardContext): Card {
  const title = r.recall_year
    ? tr.t('car-blocks.recall.titleYear', { id: String(r.recall_id), year: String(r.recall_year) })
    : tr.t('car-blocks.recall.title', { id: String(r.recall_id) });
  return { title, facts: recallFacts(r, tr) };
}

function builtWindow(r: RecallNotice, tr: Translator): string | null {
  const from = r.build_from ? formatMonth(r.build_from) : null;
  const to = r.build_to ? formatMonth(r.build_to) : null;
  if (from && to) return tr.t('car-blocks.recall.builtBetween', { from, to });
  if (from) return tr.t('car-blocks.recall.builtFrom', { from });
  if (to) return tr.t('car-blocks.recall.builtTo', { to });
  return null;
}

/** A notice's website written without a scheme ("WWW.TOYOTA.EXAMPLE"): Latin, left to right; Hebrew only if it is. */
function freeWebsite(text: string, tr: Translator): Inline {
  if (tr.lang === AUTHORITY_LANG) return text;
  return hasHebrewLetter(text) ? { text, lang: 'he' } : { text, dir: 'ltr' };
}

/** A notice's fault category in the page's language through the rule table, else as published. */
/** What a recall card reads: the section's words, and the rule tables where it has them (an MCP card has none). */
type RecallCardContext = SectionContext & Partial<Pick<RenderContext, 'store'>>;

function recallCategory(category: string, ctx: RecallCardContext): Inline[] {
  if (ctx.lang === AUTHORITY_LANG) return [category];
  const said = ctx.store ? recallCategoryIn(ctx.store.rule('recall-categories'), category, ctx.lang) : null;
  return said === null ? asPublished(category, ctx) : [said];
}

function recallFacts(r: RecallNotice, tr: RecallCardContext): Fact[] {
  const he = (text: string) => hebrewValue(text, tr.lang);
  const built = builtWindow(r, tr);
  const website = r.website && /^https?:\/\//.test(r.website) ? { text: r.website, href: r.website, dir: 'ltr' as const } : r.website;
  const importer = (name: string): Inline[] => {
    if (!r.phone) return asPublished(name, tr);
    const named = he(name);
    const parts = tr.rich<Inline & object>('car-blocks.recall.importerPhone', { importer: named, phone: { text: r.phone, dir: 'ltr' } });
    // The label follows the name, not the phone number, wherever the language puts the name.
    return tr.lang === AUTHORITY_LANG ? parts : parts.flatMap((p) => (p === named ? asPublished(name, tr) : [p]));
  };
  const facts: (Fact | null)[] = [
    { term: tr.t('car-blocks.recall.problem'), value: asPublished(r.problem_he, tr) },
    r.fix_he ? { term: tr.t('car-blocks.recall.fix'), value: asPublished(r.fix_he, tr) } : null,
    { term: tr.t('car-blocks.recall.model'), value: [{ text: `${r.make_en} ${r.model_text}`, lang: 'en' }, built ? ` (${built})` : ''] },
    r.category_he ? { term: tr.t('car-blocks.recall.category'), value: recallCategory(r.category_he, tr) } : null,
    r.importer ? { term: tr.t('car-blocks.recall.importer'), value: importer(r.importer) } : null,
    website ? { term: tr.t('car-blocks.recall.website'), value: [typeof website === 'string' ? freeWebsite(website, tr) : website] } : null,
  ];
  return facts.filter((f): f is Fact => f !== null);
}

/** The recall notices, newest first, or the sentence saying there are none. */
export function recallSection(ctx: SectionContext, recalls: readonly RecallNotice[], emptyText: string): Section {
  return {
    heading: ctx.t('car-blocks.recall.heading'),
    blocks:
      recalls.length === 0
        ? [paragraph(emptyText)]
        : [
            {
              kind: 'cards',
              items: [...recalls].sort(byRecallDate).map((r) => recallCard(r, ctx)),
            },
          ],
  };
}

/**
 * The label on theft figures while the committed sample stands in for the police release. On a Hebrew page the
 * English sentence follows, isolated left to right, so its full stop ends it rather than landing at the Hebrew
 * line's far end; a page in another language says it once, in its language.
 */
export function sampleNotice(ctx: SectionContext): Block {
  return {
    kind: 'paragraph',
    role: 'sample',
    text:
      ctx.lang === AUTHORITY_LANG
        ? [{ text: THEFT_SAMPLE_LABEL, strong: true }, ` ${THEFT_SAMPLE_TEXT_HE} `, { text: THEFT_SAMPLE_TEXT_EN, lang: 'en', dir: 'ltr' }]
        : [{ text: ctx.t('car-blocks.sample.label'), strong: true }, ` ${ctx.t('car-blocks.sample.text')}`],
  };
}

/** A model's theft figures: by year, its rate with numerator and denominator, the national rate of its class. */
export function modelTheftSection(ctx: SectionContext, thefts: z.infer<typeof ModelThefts> | null): Section {
  const heading = ctx.t('car-blocks.theft.heading');
  if (!thefts) return { heading, blocks: [paragraph(theftStatusText('no_data', ctx.lang))] };
  const sample = thefts.sample ? [sampleNotice(ctx)] : [];
  const compare = paragraph(ctx.t('car-blocks.theft.compare', { rate: classRate(nationalRateOf(thefts), thefts.rate_year, ctx.lang) }));
  const nationalLink: Block = { kind: 'paragraph', text: [{ text: ctx.t('car-blocks.theft.national'), href: ctx.path('/thefts') }] };
  if (thefts.status === 'none_recorded')
    return { heading, blocks: [...sample, paragraph(theftStatusText('none_recorded', ctx.lang)), compare, nationalLink] };
  const facts: Fact[] = [];
  if (thefts.shared_with.length > 0)
    facts.push({ term: ctx.t('car-blocks.theft.sharedWith'), value: [{ text: thefts.shared_with.join(', '), lang: 'en' }] });
  if (thefts.top_production_years.length > 0) {
    facts.push({
      term: ctx.t('car-blocks.theft.topYears'),
      value: [
        thefts.top_production_years
          .map((y) => ctx.t('car-blocks.theft.topYear', { year: String(y.year), thefts: formatInt(y.thefts) }))
          .reduce((first, second) => ctx.t('car-blocks.list', { first, second })),
      ],
    });
  }
  return {
    heading,
    blocks: [
      ...sample,
      {
        kind: 'table',
        caption: ctx.t('car-blocks.theft.caption'),
        columns: [
          { label: ctx.t('car-blocks.theft.year') },
          { label: ctx.t('car-blocks.theft.thefts'), num: true },
          { label: ctx.t('car-blocks.theft.recovered'), num: true },
        ],
        rows: thefts.by_year.map((y) => [
          String(y.year),
          { text: formatInt(y.thefts), num: true },
          { text: formatInt(y.recovered), num: true },
        ]),
      },
      paragraph(modelRate(thefts, ctx.lang)),
      compare,
      ...(facts.length > 0 ? [{ kind: 'facts', items: facts } as Block] : []),
      nationalLink,
    ],
  };
}

/** The thefts of one production year's cars, or why there is no figure. */
export function productionYearTheftSection(ctx: SectionContext, thefts: StoredModelYear['thefts'], sample: boolean): Section {
  return {
    heading: ctx.t('car-blocks.theft.heading'),
    blocks: [...(thefts && sample ? [sampleNotice(ctx)] : []), paragraph(productionYearThefts(thefts, ctx.lang))],
  };
}

/**
 * The rule pages a car page leads on to, titled as the pages shard titles them; in another language a page that
 * exists in it is titled in it, and one that exists in Hebrew only is named by its Hebrew title, marked so.
 */
export function relatedRuleSection(ctx: RenderContext): Section {
  const pages = (['standard_policy', 'chova_factors', 'licence_fee'] as const).flatMap((type) => pageOfType(ctx, type) ?? []);
  const item = (p: (typeof pages)[number]): Inline[] => {
    if (ctx.lang === AUTHORITY_LANG) return [{ text: p.title, href: p.path }, `: ${p.summary}`];
    const local = ctx.pageIn(p);
    if (local === p) return [{ text: p.title, href: p.path, lang: 'he' }];
    return [{ text: local.title, href: ctx.path(p.path) }, ctx.t('car-blocks.related.summary', { summary: local.summary })];
  };
  return { heading: ctx.t('car-blocks.related.heading'), blocks: [{ kind: 'list', items: pages.map(item) }] };
}
