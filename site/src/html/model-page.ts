// /makes/<make>/<model>: the model's facts, cars by model year, engines, safety systems, recalls, thefts and
// the licence fee by model year.
import type { DataStore } from '../../../lib/data/data-store.ts';
import {
  CONFIDENCE_HE, OFF_ROAD_HE, formatIls, formatInt, FUEL_HE, fuelsHe, LICENCE_FEE_BY_YEAR_NOTE_HE, registrationYearsHe, VEHICLE_CLASS_HE,
} from '../../../lib/markdown/format.ts';
import type { Page } from '../../../lib/shards/schemas.ts';
import { escapeHtml as esc, tableHtml } from '../lib/html-table.ts';
import { catalogParams } from '../lib/page-context.ts';
import { barChartHtml } from './bar-chart.ts';
import { insuranceLinks, type PageView } from './page-view.ts';
import { recallListHtml } from './recall-list.ts';
import { theftFiguresHtml } from './theft-figures.ts';

const orDash = (n: number | null) => (n === null ? '—' : formatInt(n));

export function modelView(store: DataStore, page: Page): PageView {
  const { make: makeSlug, model: modelSlug = '' } = catalogParams(page);
  const shard = store.model(makeSlug, modelSlug);
  if (!shard) throw new Error(`no model shard for ${page.path}`);
  const { model, summary } = shard;
  const years = [...summary.years].sort((a, b) => a.year - b.year);
  const safety = [...summary.safety_systems].sort((a, b) => a.label_he.localeCompare(b.label_he, 'he'));
  const fees = [...summary.licence_fee_by_year].sort((a, b) => a.year - b.year);
  const feeText = (f: { fee_min: number; fee_max: number }) => (f.fee_min === f.fee_max ? formatIls(f.fee_min) : `${formatIls(f.fee_min)} – ${formatIls(f.fee_max)}`);
  const latin = (text: string) => `<span lang="en" class="latin">${esc(text)}</span>`;
  const facts = `<dt>יצרן</dt><dd><a href="/makes/${esc(model.make_slug)}">${esc(model.make_name_he)}</a> (${latin(model.make_name_en)})</dd>`
    + `<dt>דגם</dt><dd>${latin(model.name)}${model.name_he ? ` · ${esc(model.name_he)}` : ''}</dd>`
    + `<dt>סוג</dt><dd>${VEHICLE_CLASS_HE[model.vehicle_class]}</dd>`
    + `<dt>רכבים על הכביש</dt><dd>${formatInt(summary.cars_on_road)}</dd>`
    + `<dt>${OFF_ROAD_HE.inactive}</dt><dd>${formatInt(summary.cars_inactive)}</dd>`
    + `<dt>${OFF_ROAD_HE.cancelled}</dt><dd>${formatInt(summary.cars_cancelled)}</dd>`
    + (model.body_types.length > 0 ? `<dt>מרכב</dt><dd>${esc(model.body_types.join(', '))}</dd>` : '')
    + `<dt>דלק והנעה</dt><dd>${esc(fuelsHe(summary.fuels))}</dd>`
    + (summary.trims.length > 0 ? `<dt>רמות גימור</dt><dd>${latin(summary.trims.join(', '))}</dd>` : '')
    + (summary.list_price ? `<dt>מחיר מחירון של היבואן כשהרכב היה חדש</dt><dd><bdi dir="ltr">${formatIls(summary.list_price.min)} – ${formatIls(summary.list_price.max)}</bdi> (שנות דגם <bdi dir="ltr">${summary.list_price.first_year}–${summary.list_price.last_year}</bdi>; מאושר: ממחירוני היבואנים במאגר משרד התחבורה)</dd>` : '');
  const engines = summary.engines.length === 0 ? '' : '<section><h2>מנועים</h2><div class="table-wrap"><table>'
    + '<thead><tr><th scope="col">נפח מנוע (סמ״ק)</th><th scope="col">כוח סוס</th><th scope="col">דלק</th><th scope="col" class="num">רכבים על הכביש</th></tr></thead>'
    + `<tbody>${summary.engines.map((e) => `<tr><td>${orDash(e.engine_cc)}</td><td>${orDash(e.horsepower)}</td><td>${FUEL_HE[e.fuel]}</td><td class="num">${formatInt(e.cars_on_road)}</td></tr>`).join('')}</tbody>`
    + '</table></div></section>';
  const safetyChart = safety.length === 0 ? '' : `<section><h2>מערכות בטיחות</h2>${barChartHtml({
    id: 'safety-share', title: 'שיעור הרכבים על הכביש עם כל מערכת', labelHead: 'מערכת', valueHead: 'שיעור הרכבים', format: 'share',
    bars: safety.map((s) => ({ label: s.label_he, value: s.share })), note: 'לפי נתוני הדגם של משרד התחבורה לכל רמת גימור, משוקלל במספר הרכבים על הכביש.',
  })}</section>`;
  const thefts = `<section><h2>גניבות</h2>${theftFiguresHtml(summary.thefts, 'model-thefts')}<p><a href="/thefts">הנתונים הארציים</a></p></section>`;
  const feeTable = fees.length === 0 ? '' : '<section><h2>אגרת רישוי שנתית לפי שנת דגם</h2>'
    + tableHtml({
      columns: [{ label: 'שנת דגם' }, { label: 'רישום ראשון' }, { label: 'קבוצת אגרה' }, { label: 'אגרה', num: true }, { label: 'תוספת אגרת שידורים', num: true }, { label: 'ודאות' }],
      rows: fees.flatMap((f) => f.by_registration.map((r) => [String(f.year), registrationYearsHe(r.first_registration_years), f.price_groups.join(', '),
        { text: feeText(r), num: true, dir: 'ltr' as const }, { text: formatIls(f.broadcasting_addon), num: true }, CONFIDENCE_HE[r.confidence]])),
    })
    + `<p class="note">${esc(LICENCE_FEE_BY_YEAR_NOTE_HE)} ראו <a href="/licence-fee">טבלת אגרת הרישוי</a>.</p></section>`;
  const html = `<p class="lead">${esc(page.summary)}</p><dl class="facts">${facts}</dl>`
    + '<h2>שנות דגם</h2>'
    + barChartHtml({ id: 'cars-by-year', title: 'רכבים על הכביש לפי שנת דגם', labelHead: 'שנת דגם', valueHead: 'רכבים על הכביש', bars: years.map((y) => ({ label: String(y.year), value: y.cars_on_road })) })
    + `<ul class="link-list">${years.map((y) => `<li><a href="${esc(y.path)}">${esc(model.name)} ${y.year}</a></li>`).join('')}</ul>`
    + engines + safetyChart
    + `<section><h2>ריקולים (קריאות שירות)</h2>${recallListHtml(summary.recalls)}</section>`
    + thefts + feeTable + insuranceLinks('');
  return {
    html,
    crumbs: [{ label: 'יצרנים ודגמים', href: '/makes' }, { label: model.make_name_he, href: `/makes/${model.make_slug}` }],
    about: { '@type': 'ProductModel', name: `${model.make_name_en} ${model.name}`, alternateName: model.name_he ?? undefined, brand: { '@type': 'Brand', name: model.make_name_en }, category: model.vehicle_class === 'commercial' ? 'Light commercial vehicle' : 'Passenger car' },
    offerCallback: true,
  };
}
