// The home page: what the site holds, in figures, what it does not do, and what the plate check gives (the
// site's home page puts the check's form, and the search, after the lead).
import { formatInt } from '../text/format.ts';
import { AUTHORITY_LANG, localizedPath } from '../i18n/lang.ts';
import type { Page } from '../shards/pages.ts';
import { pageNameIn } from './localized-page.ts';
import { chovaCalculator, datasetSource } from './render/official-sources.ts';
import { pageOfType } from './render/site-links.ts';
import type { Inline, PageModel } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { STATUS_PATH } from './status.ts';
import { pageTypesIn } from '../shards/page-types.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('home');

export const homePage: SinglePageType = {
  type: 'home',
  path: '/',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['Israel car facts', ...NAME_HE.keywords, 'car'],
  build,
};

/** What the site holds, in the home page's list: the page types placed there (lib/shards/page-types.ts). */
const LISTED = pageTypesIn('home');

function build(ctx: RenderContext): PageModel | null {
  const makes = ctx.store.makes;
  const carsOnRoad = makes.reduce((sum, m) => sum + m.cars_on_road, 0);
  const models = makes.reduce((sum, m) => sum + m.model_count, 0);
  const hebrew = ctx.lang === AUTHORITY_LANG;
  const listed = LISTED.flatMap((type) => pageOfType(ctx, type) ?? []);
  const callback = pageOfType(ctx, 'callback');
  const link = (page: Page): Inline => {
    const { title, lang } = pageNameIn(ctx, page);
    return { text: title, href: ctx.path(page.path), ...(lang ? { lang } : {}) };
  };
  return {
    page: ctx.page,
    lead: [ctx.t('home.lead')],
    facts: [],
    sections: [
      ...(hebrew
        ? [
            {
              lang: 'en' as const,
              blocks: [
                {
                  kind: 'paragraph' as const,
                  text: [
                    'Facts about cars in Israel from the Ministry of Transport open data and Israel Police theft figures: makes and ' +
                      'models, cars on the road, safety systems, recalls, thefts, the annual licence fee, the standard comprehensive ' +
                      'policy by car age and what drives compulsory-insurance prices.',
                  ],
                },
              ],
            },
          ]
        : []),
      { blocks: [{ kind: 'paragraph', role: 'note', text: [ctx.t('home.plateNote')] }] },
      {
        heading: ctx.t('home.figures.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              [
                ctx.t('home.figures.makesModels', {
                  makes: makes.length,
                  makesN: formatInt(makes.length),
                  models,
                  modelsN: formatInt(models),
                }),
              ],
              [ctx.t('home.figures.cars', { cars: carsOnRoad, carsN: formatInt(carsOnRoad) })],
            ],
          },
        ],
      },
      {
        heading: ctx.t('home.has.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              ...listed.map((p): Inline[] => {
                const { summary, lang } = pageNameIn(ctx, p);
                return [link(p), ...(summary ? [lang ? { text: `: ${summary}`, lang } : `: ${summary}`] : [])];
              }),
              // The status page is live (answered per request, not in the pages shard), so it is listed after the shard's.
              [{ text: ctx.t('status.title'), href: localizedPath(STATUS_PATH, ctx.lang) }, `: ${ctx.t('status.summary')}`],
            ],
          },
        ],
      },
      {
        heading: ctx.t('home.hasNot.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              [ctx.t('home.hasNot.prices')],
              ctx.rich<Inline & object>('home.hasNot.calculator', {
                calc: (chunks) => ({ text: chunks.join(''), href: chovaCalculator(ctx).url }),
              }),
              callback
                ? ctx.rich<Inline & object>('home.hasNot.callback', { callback: link(callback) as Inline & object })
                : [ctx.t('home.hasNot.callbackBare')],
            ],
          },
        ],
      },
    ],
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
    metadata: {},
    crumbs: [],
    offerCallback: false,
  };
}
