import { StandardPolicyRule } from '../../rules/rule-schemas.ts';
import { blocks, bullets, heading } from '../blocks.ts';
import type { PageRenderer } from '../page-renderer.ts';

type PolicyText = { lead_he: string; points_he: string[]; example_he: string; extension_he: string | null };

function policyText(t: PolicyText): string {
  return blocks(t.lead_he, bullets(t.points_he), t.example_he, t.extension_he);
}

export const renderStandardPolicy: PageRenderer = (ctx) => {
  const rule = ctx.store.rule('standard-policy', StandardPolicyRule);
  const [edge2, edge9] = rule.edges;
  return {
    body: blocks(
      'הפוליסה התקנית היא התנאים המינימליים שכל ביטוח מקיף לרכב פרטי בישראל חייב לכלול, לפי ' +
        `${rule.regulation_he}. מה שהיא מבטיחה תלוי בגיל הרכב.`,
      rule.age_rule_he,
      ...rule.tiers.map((t) => blocks(heading(2, t.label_he), policyText(t))),
      heading(2, 'אובדן גמור'),
      rule.tiers[0].total_loss_he,
      heading(2, 'כשידועה רק שנת הייצור'),
      'שנת הייצור אינה קובעת את גיל הרכב לעניין הפוליסה; קובע מועד העלייה לכביש. רכב משנת ייצור מסוימת יכול לעלות לכביש ' +
        'כחצי שנה לפניה ועד חצי שנה אחריה, ולכן סמוך לגבול בין שתי תקופות אי אפשר לדעת לפי השנה בלבד:',
      heading(3, 'סביב גיל שנתיים'),
      policyText(edge2),
      heading(3, 'סביב גיל 9'),
      policyText(edge9),
      heading(2, 'In English'),
      `The standard comprehensive policy under the ${rule.regulation_en}: up to ${rule.boundaries.new_max_months} months on the road an ` +
        `insurer replacing a part must use an original or new part; up to ${rule.boundaries.mid_max_months} months payment is without ` +
        `depreciation; a total loss (damage of at least ${Math.round(rule.total_loss.min_damage_share * 100)}% of the car's value) is paid ` +
        `with no deductible at any age. ${rule.age_rule_en}`,
    ),
    sources: [{ label: rule.regulation_he }],
    metadata: { new_max_months: rule.boundaries.new_max_months, mid_max_months: rule.boundaries.mid_max_months },
  };
};
