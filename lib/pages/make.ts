// /makes/<make>: the make's facts and its models, private and commercial, in the order of their Latin names
// (never ranked). In Arabic and English the make goes by its Latin name, its Hebrew name a marked data value.
import { formatInt, fuels, vehicleClassWord, yearRange } from '../text/format.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';
import { datasetSource } from './render/official-sources.ts';
import { pathSlugs } from './render/site-links.ts';
import type { Inline, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { CatalogPageType } from './page-type.ts';
import { recallFollowSection } from './recall-follow.ts';
import { makePath } from '../urls/page-urls.ts';

const counts = (cars: number, models: number) => ({ cars, carsN: formatInt(cars), models, modelsN: formatInt(models) });

/** One page per make, named from the registry's make and the make-names rule's aliases. */
export const makePage: CatalogPageType<MakeEntryInput> = {
  type: 'make',
  entry: (m) => ({
    path: makePath(m.slug),
    title: `${m.name_he} (${m.name_en})`,
    summary: message('he', 'make.summary', { name: m.name_he, ...counts(m.cars_on_road, m.model_count) }),
    keywords: [m.name_he, m.name_en, m.slug, ...m.aliases],
  }),
  build,
  localize: (ctx) => {
    const make = ctx.store.make(pathSlugs(ctx.page.path).make ?? '')?.make;
    if (!make) return { title: ctx.page.title, summary: ctx.page.summary };
    return { title: make.name_en, summary: ctx.t('make.summary', { name: make.name_en, ...counts(make.cars_on_road, make.model_count) }) };
  },
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
  const { lang } = ctx;
  const hebrew = lang === AUTHORITY_LANG;
  const count = shard.models.length;
  const sections: Section[] = (['private', 'commercial'] as const).flatMap((vehicleClass) => {
    const models = shard.models.filter((m) => m.vehicle_class === vehicleClass).sort(byName);
    if (models.length === 0) return [];
    return [
      {
        heading: vehicleClassWord(vehicleClass, lang),
        blocks: [
          { kind: 'paragraph', role: 'note', text: [ctx.t('make.note')] },
          {
            kind: 'table',
            caption: ctx.t('make.caption', {
              name: hebrew ? make.name_he : make.name_en,
              vehicleClass: vehicleClassWord(vehicleClass, lang),
            }),
            columns: [
              { label: ctx.t('make.col.model') },
              { label: ctx.t('make.col.hebrewName') },
              { label: ctx.t('make.col.cars'), num: true },
              { label: ctx.t('make.col.years') },
              { label: ctx.t('make.col.fuel') },
            ],
            rows: models.map((m) => [
              { text: m.name, href: ctx.path(m.path), lang: 'en' },
              hebrew || m.name_he === null ? (m.name_he ?? '—') : { text: m.name_he, lang: 'he' },
              { text: formatInt(m.cars_on_road), num: true },
              { text: yearRange(m.years), dir: 'ltr' },
              fuels(m.fuels, lang),
            ]),
          },
        ],
      } satisfies Section,
    ];
  });
  const hebrewName: Inline = hebrew ? make.name_he : { text: make.name_he, lang: 'he' };
  const latinName: Inline = { text: make.name_en, lang: 'en' };
  return {
    page: ctx.page,
    lead: hebrew
      ? [ctx.t('make.lead', { name: make.name_he, latin: make.name_en, ...counts(make.cars_on_road, count) })]
      : ctx.rich<Inline & object>('make.lead', { name: hebrewName, latin: latinName, ...counts(make.cars_on_road, count) }),
    facts: [
      { term: ctx.t('make.fact.otherName'), value: [hebrew ? latinName : hebrewName] },
      { term: ctx.t('make.fact.cars'), value: [formatInt(make.cars_on_road)] },
      { term: ctx.t('make.fact.models'), value: [formatInt(make.model_count)] },
    ],
    sections: [...sections, ...recallFollowSection(ctx)],
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
    metadata: { make: make.slug, make_name_he: make.name_he, make_name_en: make.name_en, cars_on_road: make.cars_on_road },
    crumbs: [{ label: ctx.t('frame.nav.makes'), href: ctx.path('/makes') }],
    about: { '@type': 'Brand', name: make.name_en, alternateName: make.name_he },
    offerCallback: false,
  };
}
