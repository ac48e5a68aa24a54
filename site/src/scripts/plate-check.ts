import { el, status } from './dom.ts';

type Json = Record<string, unknown>;

// Hebrew labels for the members of data.vehicle a person cares about, in display order.
const LABELS: [string, string][] = [
  ['make_he', 'יצרן'],
  ['make', 'יצרן'],
  ['model', 'דגם'],
  ['commercial_name', 'כינוי מסחרי'],
  ['trim', 'רמת גימור'],
  ['year', 'שנת ייצור'],
  ['fuel_he', 'דלק'],
  ['fuel', 'דלק'],
  ['colour_he', 'צבע'],
  ['ownership_he', 'בעלות'],
  ['on_road_since', 'על הכביש מאז'],
  ['last_test_date', 'טסט אחרון'],
  ['licence_valid_until', 'רישיון בתוקף עד'],
];

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

function localHref(url: string): string {
  try {
    return new URL(url, location.origin).pathname;
  } catch {
    return url;
  }
}

export function renderVehicle(data: Json | undefined): HTMLElement {
  const vehicle = data?.vehicle as Json | null | undefined;
  if (!vehicle) {
    const error = data?.error as { message?: string } | undefined;
    return status('info', error?.message ? `לא נמצא רכב: ${error.message}` : 'לא נמצא רכב עם מספר הרישוי הזה במאגר משרד התחבורה.');
  }
  const box = el('div');
  const facts = el('dl', undefined, { class: 'facts' });
  const seen = new Set<string>();
  for (const [key, label] of LABELS) {
    const value = text(vehicle[key]);
    if (value === null || seen.has(label)) continue;
    seen.add(label);
    facts.append(el('dt', label), el('dd', value));
  }
  const fee = vehicle.licence_fee as Json | null | undefined;
  if (fee && typeof fee.total === 'number') facts.append(el('dt', 'אגרת רישוי שנתית (כולל אגרת שידורים)'), el('dd', `${fee.total.toLocaleString('he-IL')} ₪`));
  const recalls = vehicle.open_recalls;
  if (Array.isArray(recalls)) {
    facts.append(el('dt', 'ריקול פתוח'), el('dd', recalls.length === 0 ? 'לא' : `כן (${recalls.length})`));
  }
  box.append(facts);
  const links = el('ul', undefined, { class: 'link-list' });
  for (const [key, label] of [['model_url', 'דף הדגם'], ['model_year_url', 'דף שנת הדגם']] as const) {
    const url = text(vehicle[key]) ?? text((vehicle.pages as Json | undefined)?.[key.replace('_url', '')]);
    if (!url) continue;
    const item = el('li');
    item.append(el('a', label, { href: localHref(url) }));
    links.append(item);
  }
  if (links.childElementCount > 0) box.append(links);
  const disclaimer = text(data?.disclaimer);
  if (disclaimer) box.append(el('p', disclaimer, { class: 'note' }));
  return box;
}

export function plateError(body: unknown): HTMLElement {
  const message = (body as { error?: { message?: string } } | null)?.error?.message;
  return status('error', message ? `לא ניתן לבדוק: ${message}` : 'הבדיקה לא הצליחה כרגע. נסו שוב בעוד רגע.');
}
