import { LicenceFeeRule } from '../../rules/rule-schemas.ts';
import { blocks, bullets, heading, link, table } from '../blocks.ts';
import { formatDateHe, formatIls } from '../format.ts';
import { SOURCE } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';

const CONFIDENCE_HE = { confirmed: 'מאושר', reported: 'דווח', inferred: 'משוער' } as const;

export const LICENCE_FEE_RULE = 'licence-fee';

export const renderLicenceFee: PageRenderer = (ctx) => {
  const rule = ctx.store.rule(LICENCE_FEE_RULE, LicenceFeeRule);
  const addon = rule.broadcasting_addon;
  return {
    body: blocks(
      `אגרת הרישוי השנתית לרכב פרטי ולרכב מסחרי קל עד 3.5 טון נקבעת לפי קבוצת המחיר של הדגם (1 עד 7) ולפי גיל הרכב. ` +
        `הטבלה תקפה מ־${formatDateHe(rule.valid_from)} עד ${formatDateHe(rule.valid_to)}, והסכומים בשקלים.`,
      'גיל הרכב נספר בשנים שלמות מהשנה שבה עלה לכביש (לא משנת הייצור). את קבוצת המחיר של כל גרסה אפשר לראות בעמוד שנת הייצור שלה.',
      heading(2, 'הטבלה'),
      table(['קבוצת מחיר', ...rule.age_tiers.map((t) => t.label_he)],
        rule.groups.map((g) => [g.price_group, ...g.fees.map((fee, i) => `${formatIls(fee)} (${CONFIDENCE_HE[g.confidence[i]!]})`)])),
      bullets([
        `${addon.note_he}: ${formatIls(addon.amount)} נוספים לכל אחד מהסכומים בטבלה (${CONFIDENCE_HE[addon.confidence]}).`,
        'מאושר: כפי שפורסם על ידי משרד התחבורה. דווח: כפי שדווח בפרסומים על הטבלה. ' +
          'משוער: מחושב מטבלת 2025 ועדכון המדד (פי 1.0265), עד שיאומת מול דף המשרד.',
      ]),
      heading(2, 'הנחה על אגרת הרישוי לרכב שהותקנו בו מערכות בטיחות'),
      'לכלי רכב פרטיים עד 3.5 טון שנרשמו מ־2000 ועד 1.5.2017 בלי מערכות התרעה לסטייה מנתיב ולשמירת מרחק מהמפעל, ' +
        'ושהותקנו בהם מערכות כאלה, יש הנחה על אגרת הרישוי (נוהל משרד התחבורה 151). זו הנחה על אגרת הרישוי בלבד, לא על ביטוח. ' +
        'בבדיקת רכב לפי מספר רישוי מוצג אם הרכב מופיע ברשימת הזכאים.',
      'Annual licence fee for private cars and light commercial vehicles up to 3.5 t: price group (1-7) by car age, ' +
        `valid ${rule.valid_from} to ${rule.valid_to}, plus the ${addon.amount} ILS broadcasting add-on. ` +
        `Confidence per cell as marked; the official table is at ${link('gov.il', rule.source_url)}.`,
    ),
    sources: [{ label: SOURCE.licenceFee.label, url: rule.source_url }],
    metadata: { valid_from: rule.valid_from, valid_to: rule.valid_to, broadcasting_addon: addon.amount, currency: rule.currency },
  };
};
