// Renders the answer of the vehicle lookup (GET /vehicle under the API prefix) (data.vehicle of the lookup_vehicle operation) for a person.
import { el, status } from './dom.ts';
import { CONFIDENCE_HE, formatRoadDateHe } from '../../../lib/markdown/format.ts';

interface Vehicle {
  status: 'active' | 'inactive' | 'cancelled';
  off_road_since: string | null;
  make: { name_he: string; name_en: string | null };
  model: { name: string; name_he: string | null };
  year: number;
  trim: string | null;
  engine: { engine_cc: number | null; horsepower: number | null };
  fuel: { registry_he: string | null };
  colour_he: string | null;
  /** YYYY-MM, or YYYY when the car's file gives only the year. */
  on_road_since: string | null;
  licence_valid_until: string | null;
  last_annual_test: string | null;
  safety_systems: { label_he: string }[] | null;
  open_recalls: { count: number; recalls: { recall_id: number; problem_he: string | null; fix_he: string | null }[] } | null;
  licence_fee: {
    total: number;
    fee: number;
    broadcasting_addon: number;
    first_registration_year: number;
    column_label_he: string;
    confidence: keyof typeof CONFIDENCE_HE;
  } | null;
  missing: { member: string; code: string }[];
  model_url: string | null;
  model_year_url: string | null;
}

/** Why a car has no fee, by the data.error code lookup_vehicle gives in `missing`. */
const NO_FEE_HE: Record<string, string> = {
  not_on_road: 'אין: רכב שאינו על הכביש אינו משלם אגרת רישוי',
  trim_not_in_model_data: 'לא ידועה: רמת הגימור של הרכב חסרה בנתוני הדגם, ולכן קבוצת המחיר אינה ידועה',
  price_group_unknown: 'לא ידועה: אין בנתוני הדגם קבוצת מחיר לרמת הגימור',
  model_not_in_catalog: 'לא ידועה: הדגם אינו בנתוני הדגמים',
  first_registration_unknown: 'לא ידועה: מועד הרישום הראשון אינו ידוע',
};
const STATUS_HE = { active: 'על הכביש', inactive: 'לא פעיל (ירד מהכביש)', cancelled: 'בוטל סופית (גריטה או יצוא)' };
const shekels = (n: number) => `${n.toLocaleString('he-IL')} ₪`;

/** Site-relative, so the links work on whichever host serves the site. */
function localHref(url: string): string {
  try {
    return new URL(url, location.origin).pathname;
  } catch {
    return url;
  }
}

export function renderVehicle(
  data: { vehicle?: Vehicle | null; error?: { message?: string }; disclaimer?: string } | undefined,
): HTMLElement {
  const v = data?.vehicle;
  if (!v) return status('info', 'לא נמצא רכב עם מספר הרישוי הזה במאגר משרד התחבורה. בדקו את הספרות ונסו שוב.');
  const box = el('div');
  const facts = el('dl', undefined, { class: 'facts' });
  const add = (label: string, value: string | null | undefined) => {
    if (value) facts.append(el('dt', label), el('dd', value));
  };
  add('יצרן', [v.make.name_he, v.make.name_en].filter(Boolean).join(' · '));
  add('דגם', [v.model.name, v.model.name_he].filter(Boolean).join(' · '));
  add('שנת ייצור', String(v.year));
  add('רמת גימור', v.trim);
  add(
    'מנוע',
    [
      v.engine.engine_cc ? `${v.engine.engine_cc.toLocaleString('he-IL')} סמ״ק` : null,
      v.engine.horsepower ? `${v.engine.horsepower} כ״ס` : null,
    ]
      .filter(Boolean)
      .join(', '),
  );
  add('דלק', v.fuel.registry_he);
  add('צבע', v.colour_he);
  add('מצב', v.off_road_since ? `${STATUS_HE[v.status]} מאז ${v.off_road_since}` : STATUS_HE[v.status]);
  add('על הכביש מאז', v.on_road_since && formatRoadDateHe(v.on_road_since));
  add('טסט אחרון', v.last_annual_test);
  add('רישיון בתוקף עד', v.licence_valid_until);
  const f = v.licence_fee;
  const noFee = v.missing.find((m) => m.member === 'licence_fee');
  if (f) {
    add(
      'אגרת רישוי שנתית',
      `${shekels(f.total)} (${shekels(f.fee)} ועוד ${shekels(f.broadcasting_addon)} אגרת שידורים; ` +
        `רישום ראשון ${f.first_registration_year}, עמודת "${f.column_label_he}" בטבלה; ${CONFIDENCE_HE[f.confidence]})`,
    );
  } else if (noFee) add('אגרת רישוי שנתית', NO_FEE_HE[noFee.code] ?? 'לא ידועה');
  if (v.safety_systems)
    add('מערכות בטיחות', v.safety_systems.length === 0 ? 'לא רשומות' : v.safety_systems.map((s) => s.label_he).join(', '));
  if (v.open_recalls)
    add(
      'ריקול פתוח',
      v.open_recalls.count === 0 ? 'אין' : v.open_recalls.recalls.map((r) => `${r.recall_id}: ${r.problem_he ?? ''}`).join('; '),
    );
  box.append(facts);
  const links = el('ul', undefined, { class: 'link-list' });
  for (const [url, label] of [
    [v.model_url, 'דף הדגם'],
    [v.model_year_url, 'דף שנת הדגם'],
  ] as const) {
    if (!url) continue;
    const item = el('li');
    item.append(el('a', label, { href: localHref(url) }));
    links.append(item);
  }
  if (links.childElementCount > 0) box.append(links);
  if (data?.disclaimer) box.append(el('p', data.disclaimer, { class: 'note' }));
  return box;
}

export function plateError(body: unknown): HTMLElement {
  const message = (body as { error?: { message?: string } } | null)?.error?.message;
  return status('error', message ? `לא ניתן לבדוק: ${message}` : 'הבדיקה לא הצליחה כרגע. נסו שוב בעוד רגע.');
}
