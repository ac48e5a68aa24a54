// /makes/<make>/<model>/<year>: the production year's facts, its trims (registry keys) with their fees, list
// prices and fuel-use estimates, safety systems, thefts and recalls. Its words are the model-year catalogue's
// (lib/i18n/catalogues/model-year/); on an Arabic or English page the make is named in Latin.
import { formatDecimal, formatInt, formatMoney, fuelUseMissing, fuelWord, registrationFees, trimFeeNote } from '../text/format.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';
import { SAFETY_LABELS } from '../labels/safety-systems.ts';
import { memberIn } from '../i18n/localized-member.ts';
import { modelSources } from './render/official-sources.ts';
import { modelMetadata, modelSummaryOf, pathSlugs } from './render/site-links.ts';
import type { Cell, Fact, Inline, PageModel, Section } from './page-model.ts';
import type { StoredModelYear } from '../shards/model-year.ts';
import { fleetHistorySections } from './fleet-history-sections.ts';
import { recallFollowSection } from './recall-follow.ts';
import {
  glossedRun,
  hebrewValue,
  productionYearTheftSection,
  recallSection,
  relatedRuleSection,
  type SectionContext,
} from './shared-blocks.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { CatalogPageType } from './page-type.ts';
import { modelYearPath } from '../urls/page-urls.ts';

/** One page per production year of a model. */
export const modelYearPage: CatalogPageType<ModelYearEntryInput> = {
  type: 'model_year',
  entry: (y) => ({
    path: modelYearPath(y.make_slug, y.model_slug, y.year),
    title: `${y.make_name_he} ${y.model_name} ${y.year}`,
    summary: message(AUTHORITY_LANG, 'model-year.summary', { name: `${y.make_name_he} ${y.model_name}`, year: String(y.year) }),
    keywords: [y.model_name, `${y.make_name_en} ${y.model_name} ${y.year}`, String(y.year), ...y.make_keywords],
  }),
  build,
  localize: (ctx) => {
    const { make, model, year } = pathSlugs(ctx.page.path);
    const summary = modelSummaryOf(ctx, make ?? '', model ?? '');
    if (!summary || year === undefined) return { title: ctx.page.title, summary: ctx.page.summary };
    const name = `${summary.make_name_en} ${summary.name}`;
    return {
      title: ctx.t('model-year.title', { name: `${name} ${year}` }),
      summary: ctx.t('model-year.summary', { name, year: String(year) }),
    };
  },
};

/** What a model year's entry in pages.json is written from. */
export interface ModelYearEntryInput {
  make_slug: string;
  model_slug: string;
  year: number;
  model_name: string;
  make_name_he: string;
  make_name_en: string;
  /** The make's names and aliases, so a search for the make finds its model years. */
  make_keywords: string[];
}

const DASH = '—';
const orDash = (n: number | null, show: (n: number) => string = formatInt) => (n === null ? DASH : show(n));

type ModelYearShard = NonNullable<ReturnType<RenderContext['store']['modelYear']>>;
type Trim = ModelYearShard['trims'][number];

/** What every section of a model year's page reads: the shard, its trims in order and the names it shows. */
interface ModelYearView {
  ctx: RenderContext;
  hebrew: boolean;
  shard: ModelYearShard;
  m: ModelYearShard['model'];
  /** By trim name, then by the ministry's model code name. */
  trims: Trim[];
  /** "Toyota Corolla 2019". */
  fullName: string;
  modelPath: string;
}

function modelYearView(ctx: RenderContext, shard: ModelYearShard): ModelYearView {
  const m = shard.model;
  return {
    ctx,
    hebrew: ctx.lang === AUTHORITY_LANG,
    shard,
    m,
    trims: trimsInOrder(shard.trims),
    fullName: `${m.make_name_en} ${m.name} ${shard.year}`,
    modelPath: ctx.path(m.path),
  };
}

type StoredTrim = StoredModelYear['trims'][number];

/** By trim name, then by the ministry's model code name, in code-unit order (no locale data involved). */
export function trimsInOrder<T extends StoredTrim>(trims: readonly T[]): T[] {
  return [...trims].sort((a, b) =>
    a.trim < b.trim
      ? -1
      : a.trim > b.trim
        ? 1
        : a.model_code_name < b.model_code_name
          ? -1
          : a.model_code_name > b.model_code_name
            ? 1
            : a.key.model_code - b.key.model_code,
  );
}

const trimCell = (t: StoredTrim) => ({ text: t.trim || t.model_code_name, lang: 'en' as const });

function build(ctx: RenderContext): PageModel | null {
  const { make, model, year } = pathSlugs(ctx.page.path);
  const shard = ctx.store.modelYear(make ?? '', model ?? '', year ?? 0);
  if (!shard) return null;
  const v = modelYearView(ctx, shard);
  const { m, hebrew } = v;
  // Safety-system names are published once, with the model's shares, in the three languages.
  const modelShard = ctx.store.model(m.make_slug, m.slug);
  const sampleThefts = modelShard?.summary.thefts?.sample ?? true;
  return {
    page: ctx.page,
    lead: modelYearLead(v),
    facts: modelYearFacts(v),
    sections: [
      trimsSection(v),
      trimFeesSection(ctx, shard.year, v.trims, v.fullName),
      trimSafetySection(v, modelShard),
      ...fleetHistorySections(ctx, shard.fleet_history, v.fullName),
      productionYearTheftSection(ctx, shard.thefts, sampleThefts),
      recallSection(ctx, shard.recalls, ctx.t('model-year.recalls.none')),
      ...recallFollowSection(ctx),
      relatedRuleSection(ctx),
    ],
    sources: modelSources(ctx, shard.thefts !== null),
    metadata: {
      ...modelMetadata(m),
      year: shard.year,
      cars_on_road: shard.cars_on_road,
      sample_figures: sampleThefts && shard.thefts !== null,
    },
    crumbs: [
      { label: ctx.t('frame.nav.makes'), href: ctx.path('/makes') },
      { label: hebrew ? m.make_name_he : m.make_name_en, href: ctx.path(`/makes/${m.make_slug}`) },
      { label: m.name, href: v.modelPath },
    ],
    about: {
      '@type': 'ProductModel',
      name: v.fullName,
      brand: { '@type': 'Brand', name: m.make_name_en },
      productionDate: String(shard.year),
      isVariantOf: { '@type': 'ProductModel', name: `${m.make_name_en} ${m.name}` },
    },
    offerCallback: true,
  };
}

/** "<name> <year>: N cars on the road", with a link to all the model's years. */
function modelYearLead({ ctx, hebrew, shard, m, fullName, modelPath }: ModelYearView): Inline[] {
  const leadName: Inline = hebrew
    ? `${m.make_name_he} ${m.name} ${shard.year} (${m.make_name_en} ${m.name}, ${ctx.t('model-year.fact.year')} ${shard.year})`
    : { text: fullName, lang: 'en' };
  return ctx.rich<Inline & object>('model-year.lead', {
    name: leadName,
    cars: ctx.t('car-blocks.cars', { count: shard.cars_on_road, n: formatInt(shard.cars_on_road) }),
    model: hebrew ? `${m.make_name_he} ${m.name}` : `${m.make_name_en} ${m.name}`,
    all: (chunks) => ({ text: chunks.map((c) => (typeof c === 'string' ? c : c.text)).join(''), href: modelPath }),
  });
}

/** The model (linked), the production year and its cars on the road. */
function modelYearFacts({ ctx, hebrew, shard, m, modelPath }: ModelYearView): Fact[] {
  return [
    {
      term: ctx.t('model-year.fact.model'),
      value: [
        { text: `${m.make_name_en} ${m.name}`, href: modelPath, lang: 'en' },
        ...(m.name_he ? (hebrew ? [` · ${m.name_he}`] : [' · ', hebrewValue(m.name_he, ctx.lang)]) : ['']),
      ],
    },
    { term: ctx.t('model-year.fact.year'), value: [String(shard.year)] },
    { term: ctx.t('model-year.fact.onRoad'), value: [formatInt(shard.cars_on_road)] },
  ];
}

/** Each trim (registry key): body, fuel, engine, power, airbags and cars on the road. */
function trimsSection({ ctx, hebrew, trims, fullName }: ModelYearView): Section {
  const { lang } = ctx;
  const bodyCell = (body: string | null): Cell | string => (body === null ? DASH : hebrew ? body : glossedRun(ctx, 'body', body));
  return {
    heading: ctx.t('model-year.trims.heading'),
    blocks: [
      {
        kind: 'table',
        caption: ctx.t('model-year.trims.caption', { name: fullName }),
        columns: [
          { label: ctx.t('model-year.trims.trim') },
          { label: ctx.t('model-year.trims.code') },
          { label: ctx.t('model-year.trims.body') },
          { label: ctx.t('model-year.trims.fuel') },
          { label: ctx.t('model-year.trims.cc'), num: true },
          { label: ctx.t('model-year.trims.hp'), num: true },
          { label: ctx.t('model-year.trims.airbags'), num: true },
          { label: ctx.t('model-year.trims.onRoad'), num: true },
        ],
        rows: trims.map((t) => [
          trimCell(t),
          { text: t.model_code_name, lang: 'en' },
          bodyCell(t.body),
          fuelWord(t.fuel, lang),
          { text: orDash(t.engine_cc), num: true },
          { text: orDash(t.horsepower), num: true },
          { text: orDash(t.airbags), num: true },
          { text: formatInt(t.cars_on_road), num: true },
        ]),
      },
    ],
  };
}

/**
 * The year's trims with their price group, licence fee, list price and fuel-use estimate, and the note on how the
 * fee is read. `trims` in page order (trimsInOrder); `fullName`: the make, model and year as the page names them.
 */
export function trimFeesSection(ctx: SectionContext, year: number, trims: readonly StoredTrim[], fullName: string): Section {
  const { lang } = ctx;
  const money = (n: number) => formatMoney(n, lang);
  return {
    heading: ctx.t('model-year.fees.heading'),
    blocks: [
      {
        kind: 'paragraph',
        role: 'note',
        text: ctx.rich<Inline & object>('model-year.fees.note', {
          note: trimFeeNote(year, lang),
          table: (chunks) => ({ text: chunks.join(''), href: ctx.path('/licence-fee') }),
        }),
      },
      {
        kind: 'table',
        caption: ctx.t('model-year.fees.caption', { name: fullName }),
        columns: [
          { label: ctx.t('model-year.trims.trim') },
          { label: ctx.t('model-year.fees.priceGroup') },
          { label: ctx.t('model-year.fees.fee'), num: true },
          { label: ctx.t('model-year.fees.listPrice'), num: true },
          { label: ctx.t('model-year.fees.fuelUse'), num: true },
        ],
        rows: trims.map((t) => [
          trimCell(t),
          t.price_group === null ? DASH : String(t.price_group),
          { text: t.licence_fee ? registrationFees(t.licence_fee.by_registration, (o) => money(o.total), lang) : DASH, num: true },
          { text: orDash(t.list_price, money), num: true },
          {
            text:
              t.fuel_use_l_per_100km_estimate === null
                ? fuelUseMissing(t.fuel, t.co2_wltp, lang)
                : ctx.t('model-year.fees.fuelEstimate', { n: formatDecimal(t.fuel_use_l_per_100km_estimate, 1) }),
            num: true,
          },
        ]),
      },
    ],
  };
}

/** Each trim's safety systems, named as the model's page names them. */
function trimSafetySection({ ctx, trims }: ModelYearView, modelShard: ReturnType<RenderContext['store']['model']>): Section {
  const labels = new Map(
    modelShard?.summary.safety_systems.map((x) => [x.key, memberIn(x, 'label', ctx.lang, (l) => SAFETY_LABELS[x.key][l])]) ?? [],
  );
  const list = (items: string[]) => items.reduce((first, second) => ctx.t('car-blocks.list', { first, second }));
  return {
    heading: ctx.t('model-year.safety.heading'),
    blocks: [
      {
        kind: 'list',
        items: trims.map((t) => [
          trimCell(t),
          ctx.t('model-year.safety.item', {
            systems:
              t.safety_systems.length === 0
                ? ctx.t('model-year.safety.none')
                : list(t.safety_systems.map((k) => labels.get(k) ?? k.replace(/_/g, ' '))),
          }),
        ]),
      },
    ],
  };
}
