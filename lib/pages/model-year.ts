// /makes/<make>/<model>/<year>: the production year's facts, its trims (registry keys) with their fees, list
// prices and fuel-use estimates, safety systems, thefts and recalls.
import {
  countHe,
  formatDecimal,
  formatIls,
  formatInt,
  FUEL_HE,
  fuelUseMissingHe,
  registrationFeesHe,
  trimFeeNoteHe,
} from '../text/format.ts';
import { modelSources } from './render/official-sources.ts';
import { modelMetadata, pathSlugs } from './render/site-links.ts';
import type { PageModel } from './page-model.ts';
import { fleetHistorySections } from './fleet-history-sections.ts';
import { productionYearTheftSection, recallSection, relatedRuleSection } from './shared-blocks.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { CatalogPageType } from './page-type.ts';
import { modelYearPath } from '../urls/page-urls.ts';

/** One page per production year of a model. */
export const modelYearPage: CatalogPageType<ModelYearEntryInput> = {
  type: 'model_year',
  entry: (y) => ({
    path: modelYearPath(y.make_slug, y.model_slug, y.year),
    title: `${y.make_name_he} ${y.model_name} ${y.year}`,
    summary: `${y.make_name_he} ${y.model_name} שנתון ${y.year}: רמות גימור, קבוצת מחיר ואגרת רישוי, מערכות בטיחות ומחיר מחירון.`,
    keywords: [y.model_name, `${y.make_name_en} ${y.model_name} ${y.year}`, String(y.year), ...y.make_keywords],
  }),
  build,
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

function build(ctx: RenderContext): PageModel | null {
  const { make, model, year } = pathSlugs(ctx.page.path);
  const shard = ctx.store.modelYear(make ?? '', model ?? '', year ?? 0);
  if (!shard) return null;
  const m = shard.model;
  // Safety-system names are published once, with the model's shares.
  const modelShard = ctx.store.model(m.make_slug, m.slug);
  const labels = new Map(modelShard?.summary.safety_systems.map((x) => [x.key, x.label_he]) ?? []);
  const sampleThefts = modelShard?.summary.thefts?.sample ?? true;
  // By trim name, then by the ministry's model code name, in code-unit order (no locale data involved).
  const trims = [...shard.trims].sort((a, b) =>
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
  const trimCell = (t: (typeof trims)[number]) => ({ text: t.trim || t.model_code_name, lang: 'en' as const });
  const fullName = `${m.make_name_en} ${m.name} ${shard.year}`;
  return {
    page: ctx.page,
    lead: [
      `${m.make_name_he} ${m.name} ${shard.year} (${m.make_name_en} ${m.name}, שנת ייצור ${shard.year}): ` +
        `${countHe(shard.cars_on_road, 'כלי רכב אחד', 'כלי רכב')} על הכביש בישראל. `,
      { text: `לכל שנות הייצור של ${m.make_name_he} ${m.name}`, href: m.path },
      '.',
    ],
    facts: [
      { term: 'דגם', value: [{ text: `${m.make_name_en} ${m.name}`, href: m.path, lang: 'en' }, m.name_he ? ` · ${m.name_he}` : ''] },
      { term: 'שנת ייצור', value: [String(shard.year)] },
      { term: 'רכבים על הכביש', value: [formatInt(shard.cars_on_road)] },
    ],
    sections: [
      {
        heading: 'גרסאות',
        blocks: [
          {
            kind: 'table',
            caption: `הגרסאות של ${fullName}`,
            columns: [
              { label: 'גרסה' },
              { label: 'קוד דגם' },
              { label: 'מרכב' },
              { label: 'דלק' },
              { label: 'נפח מנוע (סמ"ק)', num: true },
              { label: 'כוח סוס', num: true },
              { label: 'כריות אוויר', num: true },
              { label: 'כלי רכב על הכביש', num: true },
            ],
            rows: trims.map((t) => [
              trimCell(t),
              { text: t.model_code_name, lang: 'en' },
              t.body ?? DASH,
              FUEL_HE[t.fuel],
              { text: orDash(t.engine_cc), num: true },
              { text: orDash(t.horsepower), num: true },
              { text: orDash(t.airbags), num: true },
              { text: formatInt(t.cars_on_road), num: true },
            ]),
          },
        ],
      },
      {
        heading: 'אגרת רישוי ומחיר מחירון',
        blocks: [
          {
            kind: 'paragraph',
            role: 'note',
            text: [
              `${trimFeeNoteHe(shard.year)} ראו `,
              { text: 'טבלת אגרת הרישוי', href: '/licence-fee' },
              '. צריכת הדלק היא הערכה בלבד, מחושבת מפליטת הפחמן הדו־חמצני לפי תקן WLTP, ואינה נתון של היצרן. ' +
                'מחיר המחירון הוא של היבואן כשהרכב היה חדש (מאושר: מהמאגר של משרד התחבורה).',
            ],
          },
          {
            kind: 'table',
            caption: `אגרת רישוי, מחיר מחירון וצריכת דלק של הגרסאות של ${fullName}`,
            columns: [
              { label: 'גרסה' },
              { label: 'קבוצת מחיר' },
              { label: 'אגרת רישוי כולל תוספת שידורים', num: true },
              { label: 'מחיר מחירון כשהיה חדש', num: true },
              { label: 'צריכת דלק משוערת (ליטר ל־100 ק"מ)', num: true },
            ],
            rows: trims.map((t) => [
              trimCell(t),
              t.price_group === null ? DASH : String(t.price_group),
              { text: t.licence_fee ? registrationFeesHe(t.licence_fee.by_registration, (o) => formatIls(o.total)) : DASH, num: true },
              { text: orDash(t.list_price, formatIls), num: true },
              {
                text:
                  t.fuel_use_l_per_100km_estimate === null
                    ? fuelUseMissingHe(t.fuel, t.co2_wltp)
                    : `כ־${formatDecimal(t.fuel_use_l_per_100km_estimate, 1)} (הערכה)`,
                num: true,
              },
            ]),
          },
        ],
      },
      {
        heading: 'מערכות בטיחות לפי גרסה',
        blocks: [
          {
            kind: 'list',
            items: trims.map((t) => [
              trimCell(t),
              ': ' +
                (t.safety_systems.length === 0
                  ? 'אין מידע על מערכות בטיחות'
                  : t.safety_systems.map((k) => labels.get(k) ?? k.replace(/_/g, ' ')).join(', ')),
            ]),
          },
        ],
      },
      ...fleetHistorySections(shard.fleet_history, fullName),
      productionYearTheftSection(shard.thefts, sampleThefts),
      recallSection(shard.recalls, 'לא נמצאו הודעות ריקול של משרד התחבורה לדגם בשנת הייצור הזו.'),
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
      { label: 'יצרנים ודגמים', href: '/makes' },
      { label: m.make_name_he, href: `/makes/${m.make_slug}` },
      { label: m.name, href: m.path },
    ],
    about: {
      '@type': 'ProductModel',
      name: fullName,
      brand: { '@type': 'Brand', name: m.make_name_en },
      productionDate: String(shard.year),
      isVariantOf: { '@type': 'ProductModel', name: `${m.make_name_en} ${m.name}` },
    },
    offerCallback: true,
  };
}
