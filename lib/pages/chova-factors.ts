// /chova-factors: what the price of compulsory insurance depends on, from the rule file
// (raw/rules/chova-factors.json). The page names no price: the regulator's calculator compares them. Its words are
// the chova-factors catalogue's, the factors the rule table's own in each language; in Arabic and English those
// carry "translation; the Hebrew text governs".
import { inLang } from '../i18n/messages.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { chovaCalculator } from './render/official-sources.ts';
import type { Block, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('chova-factors');

export const chovaFactorsPage: SinglePageType = {
  type: 'chova_factors',
  path: '/chova-factors',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['compulsory insurance', 'chova', ...NAME_HE.keywords],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const { lang } = ctx;
  const rule = ctx.store.rule('chova-factors');
  const calculator = chovaCalculator(ctx);
  const hebrew = lang === AUTHORITY_LANG;
  const factors = (list: typeof rule.car_factors) => list.map((f) => [f[lang]]);
  const governs: Block[] = hebrew ? [] : [{ kind: 'paragraph', role: 'note', text: [ctx.t('common.translationNotice')] }];
  const english: Section = {
    heading: 'In English',
    lang: 'en',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          `${rule.no_prices_en} ${rule.weighting_en} Car: ${rule.car_factors.map((f) => f.en).join('; ')}. ` +
            `Driver: ${rule.driver_factors.map((f) => f.en).join('; ')}.`,
        ],
      },
    ],
  };
  return {
    page: ctx.page,
    lead: [ctx.t('chova-factors.lead')],
    facts: [],
    sections: [
      {
        blocks: [
          { kind: 'paragraph', text: [{ text: inLang(rule, 'no_prices', lang), strong: true }] },
          { kind: 'paragraph', text: [{ text: ctx.t('chova-factors.calculator'), href: calculator.url }, '.'] },
        ],
      },
      {
        heading: ctx.t('chova-factors.car.heading'),
        blocks: [
          { kind: 'list', items: factors(rule.car_factors) },
          { kind: 'paragraph', text: [ctx.t('chova-factors.car.note')] },
        ],
      },
      {
        heading: ctx.t('chova-factors.driver.heading'),
        blocks: [
          { kind: 'list', items: factors(rule.driver_factors) },
          { kind: 'paragraph', text: [inLang(rule, 'weighting', lang)] },
          ...governs,
        ],
      },
      ...(hebrew ? [english] : []),
    ],
    sources: [calculator],
    metadata: { chova_calculator_url: calculator.url },
    crumbs: [],
    offerCallback: true,
  };
}
