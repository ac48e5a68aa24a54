import { LicenceFeeRule, RetrofitDiscountRule } from '../../rules/rule-schemas.ts';
import { blocks, bullets, heading, link, table } from '../blocks.ts';
import { CONFIDENCE_HE, feeColumnYearsHe, formatDateHe, formatIls, formatInt } from '../format.ts';
import { datasetSource, licenceFeeSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';

const priceBandHe = (b: { from: number | null; to: number | null }) =>
  (b.from === null ? `עד ${formatInt(b.to ?? 0)}` : b.to === null ? `מעל ${formatInt(b.from - 1)}` : `${formatInt(b.from)}–${formatInt(b.to)}`);

export const renderLicenceFee: PageRenderer = (ctx) => {
  const rule = ctx.store.rule('licence-fee', LicenceFeeRule);
  const retrofit = ctx.store.rule('retrofit-discount', RetrofitDiscountRule);
  const addon = rule.broadcasting_addon;
  return {
    body: blocks(
      'אגרת הרישוי השנתית לרכב פרטי ולרכב מסחרי קל עד 3.5 טון נקבעת לפי קבוצת המחיר של הדגם (1 עד 7) ולפי שנת הרישום הראשון של הרכב. ' +
        `הטבלה תקפה מ־${formatDateHe(rule.valid_from)} עד ${formatDateHe(rule.valid_to)}, והסכומים בשקלים.`,
      `${rule.column_rule_he} רכב משנת ייצור מסוימת נרשם לראשונה באותה שנה או בשנה שאחריה, ולכן בעמודי הדגמים מוצגת האגרה לכל אחת משתי השנים כשהיא שונה. ` +
        'את קבוצת המחיר של כל גרסה אפשר לראות בעמוד שנת הייצור שלה.',
      heading(2, 'הטבלה'),
      table(['קבוצת מחיר', 'מחיר הרכב כחדש (₪)', ...rule.columns.map((c) => `רישום ראשון ${feeColumnYearsHe(c)} (${c.label_he})`)],
        rule.groups.map((g) => [g.price_group, priceBandHe(g.price_when_new),
          ...g.fees.map((fee, i) => `${formatIls(fee)} (${CONFIDENCE_HE[g.confidence[i]!]})`)])),
      bullets([
        `${addon.note_he}: ${formatIls(addon.amount)} נוספים לכל אחד מהסכומים בטבלה (${CONFIDENCE_HE[addon.confidence]}).`,
        addon.conflict_he ?? null,
        'ממקור משני: כפי שמופיע בהעתק ציבורי של דף משרד התחבורה, ולא נבדק מול הדף עצמו. הסכום הקובע הוא זה שבאתר משרד התחבורה.',
        rule.columns.some((c) => c.label_confidence !== 'secondary')
          ? `שמות העמודות ${rule.columns.filter((c) => c.label_confidence !== 'secondary').map((c) => `"${c.label_he}"`).join(' ו־')} משוערים; העמודה נקבעת לפי שנות הרישום שלצידן.`
          : null,
      ].filter((l): l is string => l !== null)),
      heading(2, 'הנחה באגרה על התקנת מערכות בטיחות'),
      `${retrofit.summary_he} (${CONFIDENCE_HE[retrofit.confidence]})`,
      bullets(retrofit.eligibility.conditions_he),
      `**${retrofit.not_insurance_he}**`,
      'בבדיקת רכב לפי מספר רישוי מוצג אם הרכב מופיע ברשימת הזכאים של משרד התחבורה. רכב שאינו פעיל או שבוטל (גריטה או יצוא) אינו משלם אגרת רישוי.',
      'Annual licence fee for private cars and light commercial vehicles up to 3.5 t: price group (1-7) by the year of first registration ' +
        `(columns ${rule.columns.map((c) => (c.first_registration_from === null ? `${c.first_registration_to} and older` : `${c.first_registration_from}-${c.first_registration_to}`)).join(', ')}), ` +
        `valid ${rule.valid_from} to ${rule.valid_to}, plus the ${addon.amount} ILS broadcasting add-on. ${rule.column_rule_en} ` +
        `Confidence per cell as marked (secondary: from a public copy of the ministry's page); the official table is at ${link('gov.il', rule.source_url)}. ` +
        `${addon.conflict_en ?? ''} A car that is inactive or cancelled owes no licence fee. ${retrofit.summary_en} ${retrofit.not_insurance_en}`,
    ),
    sources: [licenceFeeSource(ctx), datasetSource(ctx, 'retrofitEligible')],
    metadata: { valid_from: rule.valid_from, valid_to: rule.valid_to, broadcasting_addon: addon.amount, currency: rule.currency },
  };
};
