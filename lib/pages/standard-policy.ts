// /standard-policy: what the standard comprehensive policy promises at each age of the car, read from the rule
// file (raw/rules/standard-policy.json), and why the model year alone cannot always tell which tier applies.
import type { Block, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const standardPolicyPage: SinglePageType = {
  type: 'standard_policy',
  path: '/standard-policy',
  title: 'הפוליסה התקנית לפי גיל הרכב',
  summary: 'מה מבטיחה הפוליסה התקנית לביטוח מקיף לפי גיל הרכב מיום העלייה לכביש.',
  keywords: ['standard policy', 'פוליסה תקנית', 'ביטוח מקיף', 'comprehensive insurance'],
  build,
};

type PolicyText = { lead_he: string; points_he: string[]; example_he: string; extension_he: string | null };

const paragraph = (text: string): Block => ({ kind: 'paragraph', text: [text] });

function policyBlocks(t: PolicyText): Block[] {
  return [
    paragraph(t.lead_he),
    { kind: 'list', items: t.points_he.map((p) => [p]) },
    paragraph(t.example_he),
    ...(t.extension_he ? [paragraph(t.extension_he)] : []),
  ];
}

function build(ctx: RenderContext): PageModel | null {
  const rule = ctx.store.rule('standard-policy');
  const [edge2, edge9] = rule.edges;
  const { new_max_months, mid_max_months } = rule.boundaries;
  return {
    page: ctx.page,
    lead: [
      `הפוליסה התקנית היא התנאים המינימליים שכל ביטוח מקיף לרכב פרטי בישראל חייב לכלול, ` +
        `לפי ${rule.regulation_he}. מה שהיא מבטיחה תלוי בגיל הרכב.`,
    ],
    facts: [],
    sections: [
      { blocks: [paragraph(rule.age_rule_he)] },
      ...rule.tiers.map((t): Section => ({ heading: t.label_he, blocks: policyBlocks(t) })),
      { heading: 'אובדן גמור', blocks: [paragraph(rule.tiers[0].total_loss_he)] },
      {
        heading: 'כשידועה רק שנת הייצור',
        blocks: [
          paragraph(
            'שנת הייצור אינה קובעת את גיל הרכב לעניין הפוליסה; קובע מועד העלייה לכביש. רכב משנת ייצור מסוימת יכול לעלות לכביש ' +
              'כחצי שנה לפניה ועד חצי שנה אחריה, ולכן סמוך לגבול בין שתי תקופות אי אפשר לדעת לפי השנה בלבד:',
          ),
        ],
      },
      { heading: 'סביב גיל שנתיים', sub: true, blocks: policyBlocks(edge2) },
      { heading: 'סביב גיל 9', sub: true, blocks: policyBlocks(edge9) },
      {
        heading: 'In English',
        lang: 'en',
        blocks: [
          paragraph(
            `The standard comprehensive policy under the ${rule.regulation_en}: up to ${new_max_months} months on the road an ` +
              `insurer replacing a part must use an original or new part; up to ${mid_max_months} months payment is without ` +
              `depreciation; a total loss (damage of at least ${Math.round(rule.total_loss.min_damage_share * 100)}` +
              `% of the car's value) is paid ` +
              `with no deductible at any age. ${rule.age_rule_en}`,
          ),
        ],
      },
    ],
    sources: [{ label: rule.regulation_he }],
    metadata: { new_max_months, mid_max_months },
    crumbs: [],
    offerCallback: true,
  };
}
