// /makes/<make>: the make's facts and its models, private and commercial, in the order of their Latin names
// (never ranked).
import { countHe, formatInt, fuelsHe, VEHICLE_CLASS_HE, yearRange } from '../text/format.ts';
import { datasetSource } from './render/official-sources.ts';
import { pathSlugs } from './render/site-links.ts';
import type { PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { CatalogPageType } from './page-type.ts';
import { makePath } from '../urls/page-urls.ts';

/** One page per make, named from the registry's make and the make-names rule's aliases. */
export const makePage: CatalogPageType<MakeEntryInput> = {
  type: 'make',
  entry: (m) => ({
    path: makePath(m.slug),
    title: `${m.name_he} (${m.name_en})`,
    summary: `${m.name_he}: ${countHe(m.cars_on_road, 'רכב אחד', 'רכבים')} על הכביש, ${countHe(m.model_count, 'דגם אחד', 'דגמים')}.`,
    keywords: [m.name_he, m.name_en, m.slug, ...m.aliases],
  }),
  build,
};

/** What a make's entry in pages.json is written from. */
export interface MakeEntryInput {
  slug: string;
  name_he: string;
  name_en: string;
  cars_on_road: number;
  model_count: number;
  /** The make's other Hebrew names and Latin aliases (raw/rules/make-names.json). */
  aliases: string[];
}

/** Code-unit order of the Latin names: the same on every machine, whatever its ICU data. */
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function build(ctx: RenderContext): PageModel | null {
  const shard = ctx.store.make(pathSlugs(ctx.page.path).make ?? '');
  if (!shard) return null;
  const { make } = shard;
  const count = shard.models.length;
  const sections: Section[] = (['private', 'commercial'] as const).flatMap((vehicleClass) => {
    const models = shard.models.filter((m) => m.vehicle_class === vehicleClass).sort(byName);
    if (models.length === 0) return [];
    return [
      {
        heading: VEHICLE_CLASS_HE[vehicleClass],
        blocks: [
          {
            kind: 'paragraph',
            role: 'note',
            text: ['הדגמים מסודרים לפי שמם הלועזי. בכל עמוד דגם: שנות ייצור, מנועים, מערכות בטיחות, ריקולים, גניבות ואגרת רישוי.'],
          },
          {
            kind: 'table',
            caption: `דגמי ${make.name_he}: ${VEHICLE_CLASS_HE[vehicleClass]}`,
            columns: [
              { label: 'דגם' },
              { label: 'שם בעברית' },
              { label: 'כלי רכב על הכביש', num: true },
              { label: 'שנות ייצור' },
              { label: 'דלק' },
            ],
            rows: models.map((m) => [
              { text: m.name, href: m.path, lang: 'en' },
              m.name_he ?? '—',
              { text: formatInt(m.cars_on_road), num: true },
              { text: yearRange(m.years), dir: 'ltr' },
              fuelsHe(m.fuels),
            ]),
          },
        ],
      } satisfies Section,
    ];
  });
  return {
    page: ctx.page,
    lead: [
      `${make.name_he} (${make.name_en}): ${countHe(make.cars_on_road, 'כלי רכב אחד', 'כלי רכב')} ` +
        `על הכביש בישראל ${count === 1 ? 'בדגם אחד' : `ב־${formatInt(count)} דגמים`}.`,
    ],
    facts: [
      { term: 'שם לועזי', value: [{ text: make.name_en, lang: 'en' }] },
      { term: 'רכבים על הכביש', value: [formatInt(make.cars_on_road)] },
      { term: 'דגמים', value: [formatInt(make.model_count)] },
    ],
    sections,
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
    metadata: { make: make.slug, make_name_he: make.name_he, make_name_en: make.name_en, cars_on_road: make.cars_on_road },
    crumbs: [{ label: 'יצרנים ודגמים', href: '/makes' }],
    about: { '@type': 'Brand', name: make.name_en, alternateName: make.name_he },
    offerCallback: false,
  };
}
