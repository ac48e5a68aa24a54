// /chova-factors: what the price of compulsory insurance depends on, from the rule file
// (raw/rules/chova-factors.json). The page names no price: the regulator's calculator compares them.
import { chovaCalculator } from './render/official-sources.ts';
import type { PageModel } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const chovaFactorsPage: SinglePageType = {
  type: 'chova_factors',
  path: '/chova-factors',
  title: 'ביטוח חובה: מה משפיע על המחיר',
  summary: 'המשתנים של הרכב והנהג שמשפיעים על מחיר ביטוח החובה, וקישור למחשבון הרשמי.',
  keywords: ['compulsory insurance', 'chova', 'ביטוח חובה', 'מחשבון'],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const rule = ctx.store.rule('chova-factors');
  const calculator = chovaCalculator(ctx);
  return {
    page: ctx.page,
    lead: ['ביטוח חובה מכסה נזקי גוף לנהג, לנוסעים ולהולכי רגל, וחובה להחזיק בו כדי לנהוג. מחירו תלוי בפרטי הרכב ובפרטי הנהגים.'],
    facts: [],
    sections: [
      {
        blocks: [
          { kind: 'paragraph', text: [{ text: rule.no_prices_he, strong: true }] },
          { kind: 'paragraph', text: [{ text: 'למחשבון ההשוואה של רשות שוק ההון', href: calculator.url }, '.'] },
        ],
      },
      {
        heading: 'פרטי הרכב שמשפיעים על המחיר',
        blocks: [
          { kind: 'list', items: rule.car_factors.map((f) => [f.he]) },
          { kind: 'paragraph', text: ['את נפח המנוע, מספר כריות האוויר ומערכות הבטיחות של כל גרסה אפשר לראות בעמוד שנת הייצור של הדגם.'] },
        ],
      },
      {
        heading: 'פרטי הנהג שמשפיעים על המחיר',
        blocks: [
          { kind: 'list', items: rule.driver_factors.map((f) => [f.he]) },
          { kind: 'paragraph', text: [rule.weighting_he] },
        ],
      },
      {
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
      },
    ],
    sources: [calculator],
    metadata: { chova_calculator_url: calculator.url },
    crumbs: [],
    offerCallback: true,
  };
}
