// /makes/<make>/<model>: the model's facts, cars by production year, engines, safety systems, list price, the
// licence fee by production year, thefts and recalls.
import {
  CONFIDENCE_HE,
  countHe,
  formatIls,
  formatInt,
  formatShare,
  FUEL_HE,
  fuelsHe,
  LICENCE_FEE_BY_YEAR_NOTE_HE,
  OFF_ROAD_HE,
  registrationYearsHe,
  VEHICLE_CLASS_HE,
  yearRange,
} from '../text/format.ts';
import { modelSources } from './render/official-sources.ts';
import { modelMetadata, pathSlugs } from './render/site-links.ts';
import type { Block, Fact, PageModel } from './page-model.ts';
import { FLEET_MIN_CARS } from '../rules/fleet-history.ts';
import { CHART_TABLE_LABEL, modelTheftSection, recallSection, relatedRuleSection } from './shared-blocks.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { CatalogPageType } from './page-type.ts';
import { modelPath } from '../urls/page-urls.ts';

/** One page per model of a make. */
export const modelPage: CatalogPageType<ModelEntryInput> = {
  type: 'model',
  entry: (m) => ({
    path: modelPath(m.make_slug, m.model_slug),
    title: `${m.make_name_he} ${m.model_name}`,
    summary:
      `${m.make_name_he} ${m.model_name} (${m.make_name_en}): ${countHe(m.cars_on_road, 'רכב אחד', 'רכבים')} על הכביש, ` +
      `${m.years.length === 1 ? `שנתון ${m.years[0]}` : `שנתונים ${Math.min(...m.years)}-${Math.max(...m.years)}`}.`,
    keywords: [m.model_name, m.model_slug, `${m.make_name_en} ${m.model_name}`, ...m.make_keywords],
  }),
  build,
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
const amountRange = (min: number, max: number) => (min === max ? formatIls(min) : `${formatIls(min)} – ${formatIls(max)}`);

function build(ctx: RenderContext): PageModel | null {
  const { make, model } = pathSlugs(ctx.page.path);
  const shard = ctx.store.model(make ?? '', model ?? '');
  if (!shard) return null;
  const { model: m, summary: s } = shard;
  const name = `${m.make_name_he} ${m.name}`;
  const years = [...s.years].sort((a, b) => a.year - b.year);
  // Alphabetical in Hebrew by code unit: no ranking, and no locale data involved.
  const safety = [...s.safety_systems].sort((a, b) => (a.label_he < b.label_he ? -1 : a.label_he > b.label_he ? 1 : 0));
  const fees = [...s.licence_fee_by_year].sort((a, b) => a.year - b.year);
  const facts: (Fact | null)[] = [
    { term: 'יצרן', value: [{ text: m.make_name_he, href: `/makes/${m.make_slug}` }, ' (', { text: m.make_name_en, lang: 'en' }, ')'] },
    { term: 'דגם', value: [{ text: m.name, lang: 'en' }, m.name_he ? ` · ${m.name_he}` : ''] },
    { term: 'סוג רכב', value: [VEHICLE_CLASS_HE[m.vehicle_class]] },
    { term: 'רכבים על הכביש', value: [formatInt(s.cars_on_road)] },
    { term: OFF_ROAD_HE.inactive, value: [formatInt(s.cars_inactive)] },
    { term: OFF_ROAD_HE.cancelled, value: [formatInt(s.cars_cancelled)] },
    m.body_types.length > 0 ? { term: 'מרכב', value: [m.body_types.join(', ')] } : null,
    { term: 'דלק והנעה', value: [fuelsHe(s.fuels)] },
    { term: 'שנות ייצור', value: [{ text: yearRange(years.map((y) => y.year)), dir: 'ltr' }] },
    s.trims.length > 0 ? { term: 'רמות גימור', value: [{ text: s.trims.join(', '), lang: 'en' }] } : null,
  ];
  const safetyBlocks: Block[] =
    safety.length === 0
      ? [{ kind: 'paragraph', text: ['בנתוני הדגם אין מידע על מערכות בטיחות.'] }]
      : [
          {
            kind: 'chart',
            tableLabel: CHART_TABLE_LABEL,
            id: 'safety-share',
            title: 'חלק מכלי הרכב של הדגם שעל הכביש עם כל מערכת',
            labelHead: 'מערכת',
            valueHead: 'חלק מכלי הרכב',
            format: 'share',
            bars: safety.map((x) => ({ label: x.label_he, value: x.share })),
            note: 'לפי נתוני הדגם של משרד התחבורה לכל רמת גימור, משוקלל במספר כלי הרכב על הכביש.',
          },
        ];
  return {
    page: ctx.page,
    lead: [
      `${name}${m.name_he ? ` (${m.name_he})` : ''}` +
        `, ${m.make_name_en} ${m.name}: ${countHe(s.cars_on_road, 'כלי רכב אחד', 'כלי רכב')} ` +
        `על הכביש בישראל.`,
    ],
    facts: facts.filter((f): f is Fact => f !== null),
    sections: [
      {
        heading: 'לפי שנת ייצור',
        blocks: [
          {
            kind: 'chart',
            tableLabel: CHART_TABLE_LABEL,
            id: 'cars-by-year',
            title: 'כלי רכב על הכביש לפי שנת ייצור',
            labelHead: 'שנת ייצור',
            valueHead: 'כלי רכב על הכביש',
            format: 'int',
            bars: years.map((y) => ({ label: String(y.year), value: y.cars_on_road })),
          },
          { kind: 'list', items: years.map((y) => [{ text: `${name} ${y.year}`, href: y.path }]) },
        ],
      },
      {
        heading: 'לאורך השנים, לפי שנת ייצור',
        blocks: [
          {
            kind: 'table',
            caption: `${name}: חלק שעל הכביש, ק"מ בטסט האחרון ושינויי בעלות לפי שנת ייצור`,
            columns: [
              { label: 'שנת ייצור' },
              { label: 'חלק שעל הכביש', num: true },
              { label: 'חציון ק"מ בטסט האחרון', num: true },
              { label: 'חציון שינויי בעלות מאז 2017', num: true },
            ],
            rows: years.map((y) => [
              { text: String(y.year), href: y.path },
              { text: y.share_on_road === null ? '—' : formatShare(y.share_on_road), num: true },
              { text: orDash(y.median_km_at_last_test), num: true },
              { text: y.median_ownership_changes === null ? '—' : String(y.median_ownership_changes), num: true },
            ]),
          },
          {
            kind: 'paragraph',
            role: 'note',
            text: [
              'החלק שעל הכביש הוא מתוך הרכבים שבקבצים שמשרד התחבורה מפרסם (מאגר הרכב, הרכבים הלא פעילים, הביטולים ' +
                'הסופיים והארכיונים שלהם). החציון של הק"מ הוא בין כלי הרכב עם קריאה במאגר היסטוריית הרכב. שינויי ' +
                'הבעלות מתפרסמים מ־2017, ולכן נספרים רק רכבים שנרשמו לראשונה מאז. מקף: פחות מ־' +
                `${FLEET_MIN_CARS} כלי רכב עם הנתון בשנת הייצור. הפירוט, לפי גיל, בעמוד של כל שנת ייצור.`,
            ],
          },
        ],
      },
      {
        heading: 'מנועים',
        blocks: [
          {
            kind: 'table',
            caption: `המנועים של ${name}`,
            columns: [
              { label: 'נפח מנוע (סמ"ק)', num: true },
              { label: 'כוח סוס', num: true },
              { label: 'דלק' },
              { label: 'כלי רכב על הכביש', num: true },
            ],
            rows: s.engines.map((e) => [
              { text: orDash(e.engine_cc), num: true },
              { text: orDash(e.horsepower), num: true },
              FUEL_HE[e.fuel],
              { text: formatInt(e.cars_on_road), num: true },
            ]),
          },
        ],
      },
      { heading: 'מערכות בטיחות', blocks: safetyBlocks },
      {
        heading: 'מחיר מחירון כשהרכב היה חדש',
        blocks: [
          {
            kind: 'paragraph',
            text: s.list_price
              ? [
                  'לפי מחירוני היבואנים (מאושר: מהמאגר של משרד התחבורה): ',
                  { text: amountRange(s.list_price.min, s.list_price.max), dir: 'ltr' },
                  ' (שנות ',
                  { text: yearRange([s.list_price.first_year, s.list_price.last_year]), dir: 'ltr' },
                  '). זה מחיר הרכב החדש כפי שפרסם היבואן, לא מחיר ביטוח.',
                ]
              : ['אין במחירוני היבואנים מחיר לדגם הזה.'],
          },
        ],
      },
      {
        heading: 'אגרת רישוי שנתית לפי שנת ייצור',
        blocks:
          fees.length === 0
            ? [{ kind: 'paragraph', text: ['אין בנתוני הדגם קבוצת מחיר, ולכן אי אפשר לחשב את האגרה.'] }]
            : [
                {
                  kind: 'paragraph',
                  role: 'note',
                  text: [`${LICENCE_FEE_BY_YEAR_NOTE_HE} ראו `, { text: 'טבלת אגרת הרישוי', href: '/licence-fee' }, '.'],
                },
                {
                  kind: 'table',
                  caption: `אגרת הרישוי של ${name} לפי שנת ייצור ושנת רישום ראשון`,
                  columns: [
                    { label: 'שנת ייצור' },
                    { label: 'רישום ראשון' },
                    { label: 'קבוצת מחיר' },
                    { label: 'אגרת רישוי', num: true },
                    { label: 'תוספת אגרת שידורים', num: true },
                    { label: 'ודאות' },
                  ],
                  rows: fees.flatMap((f) =>
                    f.by_registration.map((r) => [
                      String(f.year),
                      registrationYearsHe(r.first_registration_years),
                      f.price_groups.join(', '),
                      { text: amountRange(r.fee_min, r.fee_max), num: true, dir: 'ltr' as const },
                      { text: formatIls(f.broadcasting_addon), num: true },
                      CONFIDENCE_HE[r.confidence],
                    ]),
                  ),
                },
              ],
      },
      modelTheftSection(s.thefts),
      recallSection(s.recalls, 'לא נמצאו הודעות ריקול של משרד התחבורה לדגם הזה.'),
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
      { label: 'יצרנים ודגמים', href: '/makes' },
      { label: m.make_name_he, href: `/makes/${m.make_slug}` },
    ],
    about: {
      '@type': 'ProductModel',
      name: `${m.make_name_en} ${m.name}`,
      alternateName: m.name_he ?? undefined,
      brand: { '@type': 'Brand', name: m.make_name_en },
      category: m.vehicle_class === 'commercial' ? 'Light commercial vehicle' : 'Passenger car',
    },
    offerCallback: true,
  };
}
