import { LicenceFeeRule, RetrofitDiscountRule } from '../../rules/rule-schemas.ts';
import { blocks, bullets, heading, link, table } from '../blocks.ts';
import { formatDateHe, formatIls } from '../format.ts';
import { datasetSource, licenceFeeSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';

const CONFIDENCE_HE = { confirmed: 'מאושר', reported: 'דווח', inferred: 'משוער' } as const;

export const renderLicenceFee: PageRenderer = (ctx) => {
  const rule = ctx.store.rule('licence-fee', LicenceFeeRule);
  const retrofit = ctx.store.rule('retrofit-discount', RetrofitDiscountRule);
  const addon = rule.broadcasting_addon;
  return {
    body: blocks(
      'אגרת הרישוי השנתית לרכב פרטי ולרכב מסחרי קל עד 3.5 טון נקבעת לפי קבוצת המחיר של הדגם (1 עד 7) ולפי גיל הרכב. ' +
        `הטבלה תקפה מ־${formatDateHe(rule.valid_from)} עד ${formatDateHe(rule.valid_to)}, והסכומים בשקלים.`,
      'גיל הרכב נספר בשנים שלמות מהשנה שבה עלה לכביש (לא משנת הייצור). את קבוצת המחיר של כל גרסה אפשר לראות בעמוד שנת הייצור שלה.',
      heading(2, 'הטבלה'),
      table(['קבוצת מחיר', ...rule.age_tiers.map((t) => t.label_he)],
        rule.groups.map((g) => [g.price_group, ...g.fees.map((fee, i) => `${formatIls(fee)} (${CONFIDENCE_HE[g.confidence[i]!]})`)])),
      bullets([
        `${addon.note_he}: ${formatIls(addon.amount)} נוספים לכל אחד מהסכומים בטבלה (${CONFIDENCE_HE[addon.confidence]}).`,
        'מאושר: כפי שפורסם על ידי משרד התחבורה. דווח: כפי שדווח בפרסומים על הטבלה. ' +
          'משוער: מחושב מטבלת 2025 ועדכון המדד, עד שיאומת מול דף המשרד.',
      ]),
      heading(2, 'הנחה באגרה על התקנת מערכות בטיחות'),
      retrofit.summary_he,
      bullets(retrofit.eligibility.conditions_he),
      `**${retrofit.not_insurance_he}**`,
      'בבדיקת רכב לפי מספר רישוי מוצג אם הרכב מופיע ברשימת הזכאים של משרד התחבורה.',
      'Annual licence fee for private cars and light commercial vehicles up to 3.5 t: price group (1-7) by car age, ' +
        `valid ${rule.valid_from} to ${rule.valid_to}, plus the ${addon.amount} ILS broadcasting add-on. ` +
        `Confidence per cell as marked; the official table is at ${link('gov.il', rule.source_url)}. ${retrofit.summary_en} ${retrofit.not_insurance_en}`,
    ),
    sources: [licenceFeeSource(ctx), datasetSource(ctx, 'retrofitEligible')],
    metadata: { valid_from: rule.valid_from, valid_to: rule.valid_to, broadcasting_addon: addon.amount, currency: rule.currency },
  };
};
