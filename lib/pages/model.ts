// /makes/<make>/<model>: the model's facts, cars by production year, engines, safety systems, list price, the
// licence fee by production year, thefts and recalls. Its words are the model catalogue's
// (lib/i18n/catalogues/model/); on an Arabic or English page the make is named in Latin as the ministry's
// English name has it, and Hebrew data values (body types, the Hebrew model name) are marked Hebrew.
import {
  confidenceWord,
  formatInt,
  formatMoney,
  formatShare,
  fuels,
  fuelWord,
  licenceFeeByYearNote,
  offRoadWord,
  registrationYears,
  vehicleClassWord,
  yearRange,
} from '../text/format.ts';
import { AUTHORITY_LANG, LANG_DIR, type Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';
import { SAFETY_LABELS } from '../labels/safety-systems.ts';
import { memberIn } from '../i18n/localized-member.ts';
import { modelSources } from './render/official-sources.ts';
import { modelMetadata, modelSummaryOf, pathSlugs } from './render/site-links.ts';
import type { Block, Fact, Inline, PageModel, Section } from './page-model.ts';
import { FLEET_MIN_CARS } from '../rules/fleet-history.ts';
import {
  glossed,
  glossedRun,
  hebrewValue,
  modelTheftSection,
  recallSection,
  relatedRuleSection,
  type SectionContext,
} from './shared-blocks.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { CatalogPageType } from './page-type.ts';
import { recallFollowSection } from './recall-follow.ts';
import { modelPath } from '../urls/page-urls.ts';

/** "3 רכבים על הכביש, שנתונים 2019-2021": the summary of a model's page in a language. */
function summaryIn(lang: Lang, name: string, cars: number, years: readonly number[]): string {
  return message(lang, 'model.summary', {
    name,
    cars: message(lang, 'model.summary.cars', { count: cars, n: formatInt(cars) }),
    years:
      years.length === 1
        ? message(lang, 'model.summary.year', { year: String(years[0]) })
        : message(lang, 'model.summary.years', { from: String(Math.min(...years)), to: String(Math.max(...years)) }),
  });
}

/** One page per model of a make. */
export const modelPage: CatalogPageType<ModelEntryInput> = {
  type: 'model',
  entry: (m) => ({
    path: modelPath(m.make_slug, m.model_slug),
    title: `${m.make_name_he} ${m.model_name}`,
    summary: summaryIn(AUTHORITY_LANG, `${m.make_name_he} ${m.model_name} (${m.make_name_en})`, m.cars_on_road, m.years),
    keywords: [m.model_name, m.model_slug, `${m.make_name_en} ${m.model_name}`, ...m.make_keywords],
  }),
  build,
  localize: (ctx) => {
    const { make, model } = pathSlugs(ctx.page.path);
    const summary = modelSummaryOf(ctx, make ?? '', model ?? '');
    if (!summary) return { title: ctx.page.title, summary: ctx.page.summary };
    const name = `${summary.make_name_en} ${summary.name}`;
    return {
      title: ctx.t('model.title', { name }),
      summary: summaryIn(ctx.lang, name, summary.cars_on_road, summary.years),
    };
  },
};

/** What a model's entry in pages.json is written from. */
export interface ModelEntryInput {
  make_slug: string;
  model_slug: string;
  model_name: string;
  make_name_he: string;
  make_name_en: string;
  cars_on_road: number;
  years: number[];
  /** The make's names and aliases, so a search for the make finds its models. */
  make_keywords: string[];
}

const orDash = (n: number | null) => (n === null ? '—' : formatInt(n));

type ModelShard = NonNullable<ReturnType<RenderContext['store']['model']>>;

/** What every section of a model's page reads: the shard, and the names and order the page shows it in. */
interface ModelView {
  ctx: RenderContext;
  hebrew: boolean;
  m: ModelShard['model'];
  s: ModelShard['summary'];
  /** In Hebrew the make's Hebrew name; elsewhere its Latin name, as the model's is. */
  name: string;
  makePath: string;
  /** The production years, oldest first. */
  years: ModelShard['summary']['years'];
}

function modelView(ctx: RenderContext, shard: ModelShard): ModelView {
  const hebrew = ctx.lang === AUTHORITY_LANG;
  const { model: m, summary: s } = shard;
  return {
    ctx,
    hebrew,
    m,
    s,
    name: hebrew ? `${m.make_name_he} ${m.name}` : `${m.make_name_en} ${m.name}`,
    makePath: ctx.path(`/makes/${m.make_slug}`),
    years: [...s.years].sort((a, b) => a.year - b.year),
  };
}

type Summary = ModelShard['summary'];

const amountRange = (lang: Lang, min: number, max: number) =>
  min === max ? formatMoney(min, lang) : `${formatMoney(min, lang)} – ${formatMoney(max, lang)}`;

/** Cars on the road by production year: the chart, and a link to each year's page. `name`: the model as the page names it. */
export function modelYearsSection(ctx: SectionContext, name: string, years: Summary['years']): Section {
  const hebrew = ctx.lang === AUTHORITY_LANG;
  return {
    heading: ctx.t('model.years.heading'),
    blocks: [
      {
        kind: 'chart',
        dir: LANG_DIR[ctx.lang],
        tableLabel: ctx.t('car-blocks.chartTable'),
        id: 'cars-by-year',
        title: ctx.t('model.years.chartTitle'),
        labelHead: ctx.t('model.years.year'),
        valueHead: ctx.t('model.years.onRoad'),
        format: 'int',
        bars: years.map((y) => ({ label: String(y.year), value: y.cars_on_road })),
      },
      {
        kind: 'list',
        items: years.map((y) => [
          hebrew ? { text: `${name} ${y.year}`, href: y.path } : { text: `${name} ${y.year}`, href: ctx.path(y.path), lang: 'en' as const },
        ]),
      },
    ],
  };
}

/** The importers' list price when new, over the years the price list gives. */
export function modelPriceSection(ctx: SectionContext, price: Summary['list_price']): Section {
  return {
    heading: ctx.t('model.price.heading'),
    blocks: [
      {
        kind: 'paragraph',
        text: price
          ? ctx.rich<Inline & object>('model.price.text', {
              amount: { text: amountRange(ctx.lang, price.min, price.max), dir: 'ltr' },
              years: { text: yearRange([price.first_year, price.last_year]), dir: 'ltr' },
            })
          : [ctx.t('model.price.none')],
      },
    ],
  };
}

/** The licence fee by production year and year of first registration, with the note on how it is read. */
export function modelFeesSection(ctx: SectionContext, name: string, byYear: Summary['licence_fee_by_year']): Section {
  const { lang } = ctx;
  const fees = [...byYear].sort((a, b) => a.year - b.year);
  return {
    heading: ctx.t('model.fees.heading'),
    blocks:
      fees.length === 0
        ? [{ kind: 'paragraph', text: [ctx.t('model.fees.none')] }]
        : [
            {
              kind: 'paragraph',
              role: 'note',
              text: ctx.rich<Inline & object>('model.fees.note', {
                note: licenceFeeByYearNote(lang),
                table: (chunks) => ({ text: chunks.join(''), href: ctx.path('/licence-fee') }),
              }),
            },
            {
              kind: 'table',
              caption: ctx.t('model.fees.caption', { name }),
              columns: [
                { label: ctx.t('model.fees.year') },
                { label: ctx.t('model.fees.registration') },
                { label: ctx.t('model.fees.priceGroup') },
                { label: ctx.t('model.fees.fee'), num: true },
                { label: ctx.t('model.fees.addon'), num: true },
                { label: ctx.t('model.fees.confidence') },
              ],
              rows: fees.flatMap((f) =>
                f.by_registration.map((r) => [
                  String(f.year),
                  registrationYears(r.first_registration_years, lang),
                  f.price_groups.join(', '),
                  { text: amountRange(lang, r.fee_min, r.fee_max), num: true, dir: 'ltr' as const },
                  { text: formatMoney(f.broadcasting_addon, lang), num: true },
                  confidenceWord(r.confidence, lang),
                ]),
              ),
            },
          ],
  };
}

function build(ctx: RenderContext): PageModel | null {
  const { make, model } = pathSlugs(ctx.page.path);
  const shard = ctx.store.model(make ?? '', model ?? '');
  if (!shard) return null;
  const v = modelView(ctx, shard);
  const { m, s } = v;
  return {
    page: ctx.page,
    lead: modelLead(v),
    facts: modelFacts(v),
    sections: [
      modelYearsSection(ctx, v.name, v.years),
      fleetHistorySection(v),
      enginesSection(v),
      safetySection(v),
      modelPriceSection(ctx, s.list_price),
      modelFeesSection(ctx, v.name, s.licence_fee_by_year),
      modelTheftSection(ctx, s.thefts),
      recallSection(ctx, s.recalls, ctx.t('model.recalls.none')),
      ...recallFollowSection(ctx),
      relatedRuleSection(ctx),
    ],
    sources: modelSources(ctx, s.thefts !== null),
    metadata: {
      ...modelMetadata(m),
      model_name_he: m.name_he,
      vehicle_class: m.vehicle_class,
      cars_on_road: s.cars_on_road,
      sample_figures: s.thefts?.sample ?? false,
    },
    crumbs: [
      { label: ctx.t('frame.nav.makes'), href: ctx.path('/makes') },
      { label: v.hebrew ? m.make_name_he : m.make_name_en, href: v.makePath },
    ],
    about: modelAbout(v),
    offerCallback: true,
  };
}

/** "<name> (<Hebrew name>), <Latin name>: N cars on the road." */
function modelLead({ ctx, hebrew, m, s, name }: ModelView): Inline[] {
  const leadName: Inline = hebrew
    ? `${name}${m.name_he ? ` (${m.name_he})` : ''}, ${m.make_name_en} ${m.name}`
    : { text: name, lang: 'en' };
  return ctx.rich<Inline & object>('model.lead', {
    name: leadName,
    cars: ctx.t('car-blocks.cars', { count: s.cars_on_road, n: formatInt(s.cars_on_road) }),
  });
}

/** The model's facts: make, model, class, cars on and off the road, body types, fuels, years, trims. */
function modelFacts(v: ModelView): Fact[] {
  const { ctx, hebrew, m, s } = v;
  const { lang } = ctx;
  const facts: (Fact | null)[] = [
    {
      term: ctx.t('model.fact.make'),
      value: hebrew
        ? [{ text: m.make_name_he, href: v.makePath }, ' (', { text: m.make_name_en, lang: 'en' }, ')']
        : [{ ...glossedRun(ctx, 'make', m.make_name_he), href: v.makePath }],
    },
    {
      term: ctx.t('model.fact.model'),
      value: [{ text: m.name, lang: 'en' }, ...(m.name_he ? (hebrew ? [` · ${m.name_he}`] : [' · ', hebrewValue(m.name_he, lang)]) : [''])],
    },
    { term: ctx.t('model.fact.class'), value: [vehicleClassWord(m.vehicle_class, lang)] },
    { term: ctx.t('model.fact.onRoad'), value: [formatInt(s.cars_on_road)] },
    { term: offRoadWord('inactive', lang), value: [formatInt(s.cars_inactive)] },
    { term: offRoadWord('cancelled', lang), value: [formatInt(s.cars_cancelled)] },
    bodyTypesFact(v),
    { term: ctx.t('model.fact.fuel'), value: [fuels(s.fuels, lang)] },
    { term: ctx.t('model.fact.years'), value: [{ text: yearRange(v.years.map((y) => y.year)), dir: 'ltr' }] },
    s.trims.length > 0 ? { term: ctx.t('model.fact.trims'), value: [{ text: s.trims.join(', '), lang: 'en' }] } : null,
  ];
  return facts.filter((f): f is Fact => f !== null);
}

/** The body types, as the ministry writes them in Hebrew, glossed on an Arabic or English page; none: no fact. */
function bodyTypesFact({ ctx, hebrew, m }: ModelView): Fact | null {
  if (m.body_types.length === 0) return null;
  return {
    term: ctx.t('model.fact.body'),
    value: hebrew
      ? [m.body_types.join(', ')]
      : m.body_types.flatMap((b, i) => [...(i > 0 ? [ctx.t('car-blocks.list', { first: '', second: '' })] : []), glossed(ctx, 'body', b)]),
  };
}

/** By production year: the share still on the road, the median odometer at the last test and ownership changes. */
function fleetHistorySection({ ctx, name, years }: ModelView): Section {
  return {
    heading: ctx.t('model.history.heading'),
    blocks: [
      {
        kind: 'table',
        caption: ctx.t('model.history.caption', { name }),
        columns: [
          { label: ctx.t('model.years.year') },
          { label: ctx.t('model.history.share'), num: true },
          { label: ctx.t('model.history.km'), num: true },
          { label: ctx.t('model.history.changes'), num: true },
        ],
        rows: years.map((y) => [
          { text: String(y.year), href: ctx.path(y.path) },
          { text: y.share_on_road === null ? '—' : formatShare(y.share_on_road), num: true },
          { text: orDash(y.median_km_at_last_test), num: true },
          { text: y.median_ownership_changes === null ? '—' : String(y.median_ownership_changes), num: true },
        ]),
      },
      { kind: 'paragraph', role: 'note', text: [ctx.t('model.history.note', { min: String(FLEET_MIN_CARS) })] },
    ],
  };
}

/** The model's engines: capacity, power, fuel and cars on the road. */
function enginesSection({ ctx, name, s }: ModelView): Section {
  return {
    heading: ctx.t('model.engines.heading'),
    blocks: [
      {
        kind: 'table',
        caption: ctx.t('model.engines.caption', { name }),
        columns: [
          { label: ctx.t('model.engines.cc'), num: true },
          { label: ctx.t('model.engines.hp'), num: true },
          { label: ctx.t('model.engines.fuel') },
          { label: ctx.t('model.engines.onRoad'), num: true },
        ],
        rows: s.engines.map((e) => [
          { text: orDash(e.engine_cc), num: true },
          { text: orDash(e.horsepower), num: true },
          fuelWord(e.fuel, ctx.lang),
          { text: formatInt(e.cars_on_road), num: true },
        ]),
      },
    ],
  };
}

/** The share of the model's cars fitted with each safety system, as a chart. */
function safetySection({ ctx, s }: ModelView): Section {
  // Alphabetical in Hebrew by code unit: no ranking, and no locale data involved.
  const safety = [...s.safety_systems].sort((a, b) => (a.label_he < b.label_he ? -1 : a.label_he > b.label_he ? 1 : 0));
  const blocks: Block[] =
    safety.length === 0
      ? [{ kind: 'paragraph', text: [ctx.t('model.safety.none')] }]
      : [
          {
            kind: 'chart',
            dir: LANG_DIR[ctx.lang],
            tableLabel: ctx.t('car-blocks.chartTable'),
            id: 'safety-share',
            title: ctx.t('model.safety.chartTitle'),
            labelHead: ctx.t('model.safety.system'),
            valueHead: ctx.t('model.safety.share'),
            format: 'share',
            bars: safety.map((x) => ({ label: memberIn(x, 'label', ctx.lang, (l) => SAFETY_LABELS[x.key][l]), value: x.share })),
            note: ctx.t('model.safety.note'),
          },
        ];
  return { heading: ctx.t('model.safety.heading'), blocks };
}

/** The schema.org description of the model. */
function modelAbout({ hebrew, m }: ModelView): PageModel['about'] {
  return {
    '@type': 'ProductModel',
    name: `${m.make_name_en} ${m.name}`,
    alternateName: hebrew ? (m.name_he ?? undefined) : undefined,
    brand: { '@type': 'Brand', name: m.make_name_en },
    category: m.vehicle_class === 'commercial' ? 'Light commercial vehicle' : 'Passenger car',
  };
}
