// Blocks several car pages carry: recall notices, theft figures, the rule pages they lead on to.
import type { z } from 'zod';
import type { ModelThefts } from '../shards/thefts.ts';
import type { ModelYearShard } from '../shards/model-year.ts';
import type { Recall } from '../shards/recalls.ts';
import { formatInt, formatMonth } from '../text/format.ts';
import type { RenderContext } from './render/page-renderer.ts';
import { THEFT_SAMPLE_LABEL, THEFT_SAMPLE_TEXT_EN, THEFT_SAMPLE_TEXT_HE } from './render/sections/sample-notice.ts';
import { classRateHe, modelRateHe, nationalRateOf, productionYearThefts, THEFT_STATUS_TEXT } from './render/sections/theft-figures.ts';
import { pageOfType } from './render/site-links.ts';
import type { Block, Card, Fact, Section } from './page-model.ts';

type RecallNotice = z.infer<typeof Recall>;

const paragraph = (text: string): Block => ({ kind: 'paragraph', text: [text] });

/** What opens the table of a chart's figures on the HTML page. */
export const CHART_TABLE_LABEL = 'הנתונים בטבלה';

/** Newest first by recall year, then by notice number, so the order never depends on the input. */
export function byRecallDate(a: RecallNotice, b: RecallNotice): number {
  return (b.recall_year ?? 0) - (a.recall_year ?? 0) || b.recall_id - a.recall_id;
}

/** A recall notice as the ministry publishes it: what is wrong, how it is fixed, whom to call; never a judgement. */
export function recallCard(r: RecallNotice): Card {
  return { title: `ריקול ${r.recall_id}${r.recall_year ? ` (${r.recall_year})` : ''}`, facts: recallFacts(r) };
}

function recallFacts(r: RecallNotice): Fact[] {
  const built =
    r.build_from || r.build_to
      ? `כלי רכב שיוצרו ${r.build_from ? `מ־${formatMonth(r.build_from)}` : ''}` +
        `${r.build_from && r.build_to ? ' ' : ''}` +
        `${r.build_to ? `עד ${formatMonth(r.build_to)}` : ''}`
      : null;
  const website = r.website && /^https?:\/\//.test(r.website) ? { text: r.website, href: r.website, dir: 'ltr' as const } : r.website;
  const facts: (Fact | null)[] = [
    { term: 'מה התקלה', value: [r.problem_he] },
    r.fix_he ? { term: 'איך מתקנים', value: [r.fix_he] } : null,
    { term: 'דגם בהודעה', value: [{ text: `${r.make_en} ${r.model_text}`, lang: 'en' }, built ? ` (${built})` : ''] },
    r.category_he ? { term: 'סוג', value: [r.category_he] } : null,
    r.importer ? { term: 'יבואן', value: [r.importer, r.phone ? ', טלפון ' : '', r.phone ? { text: r.phone, dir: 'ltr' } : ''] } : null,
    website ? { term: 'אתר', value: [website] } : null,
  ];
  return facts.filter((f): f is Fact => f !== null);
}

/** The recall notices, newest first, or the sentence saying there are none. */
export function recallSection(recalls: readonly RecallNotice[], emptyText: string): Section {
  return {
    heading: 'ריקולים (קריאות שירות)',
    blocks:
      recalls.length === 0
        ? [paragraph(emptyText)]
        : [
            {
              kind: 'cards',
              items: [...recalls].sort(byRecallDate).map(recallCard),
            },
          ],
  };
}

/**
 * The label on theft figures while the committed sample stands in for the police release. The English sentence
 * is isolated left to right, so its full stop ends it rather than landing at the Hebrew line's far end.
 */
export const sampleNotice: Block = {
  kind: 'paragraph',
  role: 'sample',
  text: [{ text: THEFT_SAMPLE_LABEL, strong: true }, ` ${THEFT_SAMPLE_TEXT_HE} `, { text: THEFT_SAMPLE_TEXT_EN, lang: 'en', dir: 'ltr' }],
};

/** A model's theft figures: by year, its rate with numerator and denominator, the national rate of its class. */
export function modelTheftSection(thefts: z.infer<typeof ModelThefts> | null): Section {
  const heading = 'גניבות';
  if (!thefts) return { heading, blocks: [paragraph(THEFT_STATUS_TEXT.no_data.he)] };
  const sample = thefts.sample ? [sampleNotice] : [];
  const compare = paragraph(`לשם השוואה, ${classRateHe(nationalRateOf(thefts), thefts.rate_year)}`);
  const nationalLink: Block = { kind: 'paragraph', text: [{ text: 'הנתונים הארציים', href: '/thefts' }] };
  if (thefts.status === 'none_recorded')
    return { heading, blocks: [...sample, paragraph(THEFT_STATUS_TEXT.none_recorded.he), compare, nationalLink] };
  const facts: Fact[] = [];
  if (thefts.shared_with.length > 0)
    facts.push({ term: 'המשטרה מדווחת על הדגם יחד עם', value: [{ text: thefts.shared_with.join(', '), lang: 'en' }] });
  if (thefts.top_production_years.length > 0) {
    facts.push({
      term: 'שנות הייצור עם הכי הרבה גניבות',
      value: [thefts.top_production_years.map((y) => `${y.year} (${formatInt(y.thefts)})`).join(', ')],
    });
  }
  return {
    heading,
    blocks: [
      ...sample,
      {
        kind: 'table',
        caption: 'גניבות והחזרות לפי שנה',
        columns: [{ label: 'שנה' }, { label: 'גניבות', num: true }, { label: 'הוחזרו לבעלים', num: true }],
        rows: thefts.by_year.map((y) => [
          String(y.year),
          { text: formatInt(y.thefts), num: true },
          { text: formatInt(y.recovered), num: true },
        ]),
      },
      paragraph(modelRateHe(thefts)),
      compare,
      ...(facts.length > 0 ? [{ kind: 'facts', items: facts } as Block] : []),
      nationalLink,
    ],
  };
}

/** The thefts of one production year's cars, or why there is no figure. */
export function productionYearTheftSection(thefts: z.infer<typeof ModelYearShard>['thefts'], sample: boolean): Section {
  return { heading: 'גניבות', blocks: [...(thefts && sample ? [sampleNotice] : []), paragraph(productionYearThefts(thefts))] };
}

/** The rule pages a car page leads on to, titled as the pages shard titles them. */
export function relatedRuleSection(ctx: RenderContext): Section {
  const pages = (['standard_policy', 'chova_factors', 'licence_fee'] as const).flatMap((type) => pageOfType(ctx, type) ?? []);
  return { heading: 'עוד באתר', blocks: [{ kind: 'list', items: pages.map((p) => [{ text: p.title, href: p.path }, `: ${p.summary}`]) }] };
}
