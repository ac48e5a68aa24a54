// /licence-fee: the annual licence-fee table as raw/rules holds it (price group by year of first registration,
// a confidence per cell), the broadcasting add-on, how to find a car's group and column, and the retrofit discount.
import { LicenceFeeRule } from '../rules/licence-fee.ts';
import { CONFIDENCE_HE, feeColumnYearsHe, formatDateHe, formatIls, formatInt } from '../text/format.ts';
import { datasetSource, licenceFeeSource } from './render/official-sources.ts';
import type { Inline, PageModel } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const licenceFeePage: SinglePageType = {
  type: 'licence_fee',
  path: '/licence-fee',
  title: 'אגרת רישוי שנתית',
  summary: 'טבלת אגרת הרישוי לפי קבוצת מחיר ושנת הרישום הראשון, כולל תוספת אגרת השידורים.',
  keywords: ['licence fee', 'license fee', 'אגרת רישוי', 'טסט', 'קבוצת מחיר'],
  build,
};

const columnYearsEn = (c: LicenceFeeRule['columns'][number]) =>
  c.first_registration_from === null ? `${c.first_registration_to} and older` : `${c.first_registration_from}-${c.first_registration_to}`;

const priceBandHe = (b: { from: number | null; to: number | null }) =>
  b.from === null
    ? `עד ${formatInt(b.to ?? 0)}`
    : b.to === null
      ? `מעל ${formatInt(b.from - 1)}`
      : `${formatInt(b.from)}–${formatInt(b.to)}`;

function build(ctx: RenderContext): PageModel | null {
  const rule = ctx.store.rule('licence-fee');
  const retrofit = ctx.store.rule('retrofit-discount');
  const addon = rule.broadcasting_addon;
  const guessed = rule.columns.filter((c) => c.label_confidence !== 'secondary');
  // A confidence said once when every cell has the same: repeated in each cell it doubles a phone's table.
  const confidences = new Set(rule.groups.flatMap((g) => g.confidence));
  const oneConfidence = confidences.size === 1 ? [...confidences][0]! : null;
  const notes: Inline[][] = [
    ...(oneConfidence ? [[`כל הסכומים בטבלה ${CONFIDENCE_HE[oneConfidence]}.`]] : []),
    [`${addon.note_he}: ${formatIls(addon.amount)} נוספים לכל אחד מהסכומים בטבלה (${CONFIDENCE_HE[addon.confidence]}).`],
    ...(addon.conflict_he ? [[addon.conflict_he]] : []),
    ['ממקור משני: כפי שמופיע בהעתק ציבורי של דף משרד התחבורה, ולא נבדק מול הדף עצמו. הסכום הקובע הוא זה שבאתר משרד התחבורה.'],
    ...(guessed.length > 0
      ? [[`שמות העמודות ${guessed.map((c) => `"${c.label_he}"`).join(' ו־')} משוערים; העמודה נקבעת לפי שנות הרישום שלצידן.`]]
      : []),
  ];
  return {
    page: ctx.page,
    lead: [
      'אגרת הרישוי השנתית לרכב פרטי ולרכב מסחרי קל עד 3.5 טון נקבעת לפי קבוצת המחיר של הדגם (1 עד 7) ולפי שנת הרישום הראשון של הרכב. ' +
        `הטבלה תקפה מ־${formatDateHe(rule.valid_from)} עד ${formatDateHe(rule.valid_to)}, והסכומים בשקלים.`,
    ],
    facts: [
      { term: 'תוקף הטבלה', value: [{ text: `${formatDateHe(rule.valid_from)} – ${formatDateHe(rule.valid_to)}`, dir: 'ltr' }] },
      { term: 'חלה על', value: ['רכב פרטי ורכב מסחרי קל עד 3.5 טון'] },
      { term: 'תוספת אגרת שידורים', value: [`${formatIls(addon.amount)} (${addon.note_he}; ${CONFIDENCE_HE[addon.confidence]})`] },
    ],
    sections: [
      {
        heading: 'הטבלה',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              `${rule.column_rule_he} רכב משנת ייצור מסוימת נרשם לראשונה באותה שנה או בשנה שאחריה, ` +
                `ולכן בעמודי הדגמים מוצגת האגרה לכל אחת משתי השנים כשהיא שונה. ` +
                'את קבוצת המחיר של כל גרסה אפשר לראות בעמוד שנת הייצור שלה.',
            ],
          },
          {
            kind: 'table',
            caption: 'אגרת רישוי שנתית לפי קבוצת מחיר ושנת הרישום הראשון, בלי תוספת אגרת השידורים',
            columns: [
              { label: 'קבוצת מחיר' },
              { label: 'מחיר הרכב כחדש (₪)' },
              ...rule.columns.map((c) => ({
                label: ['רישום ראשון ', { text: feeColumnYearsHe(c), dir: 'ltr' as const }, ` (${c.label_he})`],
                num: true,
              })),
            ],
            rows: rule.groups.map((g) => [
              String(g.price_group),
              { text: priceBandHe(g.price_when_new), dir: 'ltr' as const },
              ...g.fees.map((fee, i) => ({
                text: oneConfidence ? formatIls(fee) : `${formatIls(fee)} (${CONFIDENCE_HE[g.confidence[i]!]})`,
                num: true,
              })),
            ]),
          },
          { kind: 'list', items: notes },
        ],
      },
      {
        heading: 'איך יודעים מה קבוצת המחיר והעמודה',
        blocks: [
          {
            kind: 'list',
            items: [
              ['קבוצת המחיר (1 עד 7) נקבעת לפי דגם הרכב ורמת הגימור, ומופיעה בעמוד שנת הייצור של כל דגם באתר.'],
              ['העמודה נקבעת לפי שנת הרישום הראשון (העלייה לכביש), לא לפי שנת הייצור.'],
              ['רכב שאינו פעיל או שבוטל (גריטה או יצוא) אינו משלם אגרת רישוי.'],
              [
                'בבדיקת רכב לפי מספר רישוי ',
                { text: 'בדף הבית', href: '/' },
                ' מוצגת האגרה המדויקת לרכב מסוים, וגם אם הרכב מופיע ברשימת הזכאים להנחה שלהלן.',
              ],
            ],
          },
        ],
      },
      {
        heading: 'הנחה באגרה על התקנת מערכות בטיחות',
        blocks: [
          { kind: 'paragraph', text: [`${retrofit.summary_he} (${CONFIDENCE_HE[retrofit.confidence]})`] },
          { kind: 'list', items: retrofit.eligibility.conditions_he.map((c) => [c]) },
          { kind: 'paragraph', text: [{ text: retrofit.not_insurance_he, strong: true }] },
        ],
      },
      {
        heading: 'In English',
        lang: 'en',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Annual licence fee for private cars and light commercial vehicles up to 3.5 t: price ' +
                'group (1-7) by the year of first registration ' +
                `(columns ${rule.columns.map(columnYearsEn).join(', ')}), ` +
                `valid ${rule.valid_from} to ${rule.valid_to}, plus the ${addon.amount} ILS broadcasting add-on. ${rule.column_rule_en} ` +
                "Confidence per cell as marked (secondary: from a public copy of the ministry's page); the official table is at ",
              { text: 'gov.il', href: rule.source_url },
              `. ${addon.conflict_en ? `${addon.conflict_en} ` : ''}` +
                `A car that is inactive or cancelled owes no licence fee. ${retrofit.summary_en} ` +
                `${retrofit.not_insurance_en}`,
            ],
          },
        ],
      },
    ],
    sources: [licenceFeeSource(ctx), datasetSource(ctx, 'retrofitEligible')],
    metadata: { valid_from: rule.valid_from, valid_to: rule.valid_to, broadcasting_addon: addon.amount, currency: rule.currency },
    crumbs: [],
    about: {
      '@type': 'Dataset',
      name: 'טבלת אגרת הרישוי השנתית לרכב פרטי',
      temporalCoverage: `${rule.valid_from}/${rule.valid_to}`,
      isBasedOn: rule.source_url,
    },
    offerCallback: false,
  };
}
