import { ChovaFactorsRule } from '../../rules/rule-schemas.ts';
import { blocks, bullets, heading, link } from '../blocks.ts';
import { chovaCalculator } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';

export const renderChovaFactors: PageRenderer = (ctx) => {
  const rule = ctx.store.rule('chova-factors', ChovaFactorsRule);
  const calculator = chovaCalculator(ctx);
  return {
    body: blocks(
      'ביטוח חובה מכסה נזקי גוף לנהג, לנוסעים ולהולכי רגל, וחובה להחזיק בו כדי לנהוג. מחירו תלוי בפרטי הרכב ובפרטי הנהגים.',
      `**${rule.no_prices_he}**`,
      `${link('למחשבון ההשוואה של רשות שוק ההון', calculator.url)}.`,
      heading(2, 'פרטי הרכב שמשפיעים על המחיר'),
      bullets(rule.car_factors.map((f) => f.he)),
      'את נפח המנוע, מספר כריות האוויר ומערכות הבטיחות של כל גרסה אפשר לראות בעמוד שנת הייצור של הדגם.',
      heading(2, 'פרטי הנהג שמשפיעים על המחיר'),
      bullets(rule.driver_factors.map((f) => f.he)),
      rule.weighting_he,
      heading(2, 'In English'),
      `${rule.no_prices_en} ${rule.weighting_en} Car: ${rule.car_factors.map((f) => f.en).join('; ')}. ` +
        `Driver: ${rule.driver_factors.map((f) => f.en).join('; ')}.`,
    ),
    sources: [calculator],
    metadata: { chova_calculator_url: calculator.url },
  };
};
