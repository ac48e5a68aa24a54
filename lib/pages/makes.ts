// /makes: every make with cars on the road, in alphabetical order (Hebrew names on the Hebrew page, Latin names in
// Arabic and English, whose readers may not read Hebrew): a list of names, not an order of merit.
import { formatInt } from '../text/format.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { datasetSource } from './render/official-sources.ts';
import type { PageModel } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('makes');

export const makesPage: SinglePageType = {
  type: 'makes',
  path: '/makes',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['makes', 'manufacturers', ...NAME_HE.keywords],
  build,
};

/** By a name, then slug, in code-unit order (no locale data involved). */
const byName =
  (name: 'name_he' | 'name_en') =>
  <T extends { name_he: string; name_en: string; slug: string }>(a: T, b: T): number =>
    a[name] < b[name] ? -1 : a[name] > b[name] ? 1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;

function build(ctx: RenderContext): PageModel | null {
  const hebrew = ctx.lang === AUTHORITY_LANG;
  const makes = [...ctx.store.makes].sort(byName(hebrew ? 'name_he' : 'name_en'));
  return {
    page: ctx.page,
    lead: [ctx.t('makes.lead', { count: makes.length, n: formatInt(makes.length) })],
    facts: [],
    sections: [
      {
        blocks: [
          { kind: 'paragraph', role: 'note', text: [ctx.t('makes.note')] },
          {
            kind: 'table',
            caption: ctx.t('makes.caption'),
            columns: [
              { label: ctx.t('makes.col.make') },
              { label: ctx.t('makes.col.otherName') },
              { label: ctx.t('makes.col.cars'), num: true },
              { label: ctx.t('makes.col.models'), num: true },
            ],
            rows: makes.map((m) => [
              hebrew ? { text: m.name_he, href: m.path } : { text: m.name_en, href: ctx.path(m.path), lang: 'en' as const },
              hebrew ? { text: m.name_en, lang: 'en' as const } : { text: m.name_he, lang: 'he' as const },
              { text: formatInt(m.cars_on_road), num: true },
              { text: formatInt(m.model_count), num: true },
            ]),
          },
        ],
      },
    ],
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
    metadata: { makes: makes.length },
    crumbs: [],
    offerCallback: false,
  };
}
