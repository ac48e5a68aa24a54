// /makes/<make>/<model>/<year>: the model year's facts, a table of its trims (registry keys), its recalls.
import type { DataStore } from '../../../lib/data/data-store.ts';
import { formatDecimal, formatIls, formatInt, FUEL_HE, fuelUseMissingHe, registrationFeesHe, trimFeeNoteHe } from '../../../lib/markdown/format.ts';
import type { Page } from '../../../lib/shards/schemas.ts';
import { escapeHtml as esc, tableHtml } from '../lib/html-table.ts';
import { catalogParams } from '../lib/page-context.ts';
import { insuranceLinks, type PageView } from './page-view.ts';
import { recallListHtml } from './recall-list.ts';
import { productionYearThefts } from '../../../lib/markdown/sections/theft-figures.ts';

const DASH = '—';
const orDash = (n: number | null, show: (n: number) => string = formatInt) => (n === null ? DASH : show(n));

export function modelYearView(store: DataStore, page: Page): PageView {
  const { make: makeSlug, model: modelSlug = '', year = '' } = catalogParams(page);
  const shard = store.modelYear(makeSlug, modelSlug, Number(year));
  if (!shard) throw new Error(`no model-year shard for ${page.path}`);
  const { model, trims } = shard;
  const safetyLabels = new Map((store.model(makeSlug, modelSlug)?.summary.safety_systems ?? []).map((s) => [s.key, s.label_he]));
  const sortedTrims = [...trims].sort((a, b) => a.trim.localeCompare(b.trim, 'en') || a.key.model_code - b.key.model_code);
  const trimsTable = tableHtml({
    caption: `רמות הגימור של ${model.name} ${shard.year}`,
    columns: [
      { label: 'גימור' }, { label: 'דלק' }, { label: 'נפח (סמ״ק)' }, { label: 'כוח סוס' }, { label: 'מרכב' }, { label: 'כריות אוויר' },
      { label: 'קבוצת אגרה' }, { label: 'אגרת רישוי כולל אגרת שידורים', num: true }, { label: 'מחיר מחירון כחדש', num: true },
      { label: 'צריכת דלק משוערת (ל׳/100 ק״מ)', num: true }, { label: 'רכבים על הכביש', num: true }, { label: 'מערכות בטיחות' },
    ],
    rows: sortedTrims.map((t) => [
      { text: t.trim || t.model_code_name, lang: 'en' },
      FUEL_HE[t.fuel],
      orDash(t.engine_cc),
      orDash(t.horsepower),
      t.body ?? DASH,
      orDash(t.airbags),
      t.price_group === null ? DASH : String(t.price_group),
      { text: t.licence_fee ? registrationFeesHe(t.licence_fee.by_registration, (o) => formatIls(o.total)) : DASH, num: true },
      { text: orDash(t.list_price, formatIls), num: true },
      { text: t.fuel_use_l_per_100km_estimate === null ? fuelUseMissingHe(t.fuel, t.co2_wltp) : `כ־${formatDecimal(t.fuel_use_l_per_100km_estimate, 1)}`, num: true, className: 'estimate' },
      { text: formatInt(t.cars_on_road), num: true },
      { text: t.safety_systems.length === 0 ? 'לא רשומות' : t.safety_systems.map((k) => safetyLabels.get(k) ?? k).join(', '), className: 'systems' },
    ]),
  });
  const html = `<p class="lead">${esc(page.summary)}</p><dl class="facts">`
    + `<dt>דגם</dt><dd><a href="${esc(model.path)}"><span lang="en" class="latin">${esc(model.make_name_en)} ${esc(model.name)}</span></a>${model.name_he ? ` · ${esc(model.name_he)}` : ''}</dd>`
    + `<dt>שנת דגם</dt><dd>${shard.year}</dd>`
    + `<dt>רכבים על הכביש</dt><dd>${formatInt(shard.cars_on_road)}</dd>`
    + `<dt>גניבות של רכבים משנת ייצור זו</dt><dd>${esc(productionYearThefts(shard.thefts))}</dd>`
    + `</dl><h2>רמות גימור</h2>${trimsTable}`
    + `<p class="note">${esc(trimFeeNoteHe(shard.year))} ראו <a href="/licence-fee">טבלת אגרת הרישוי</a>. צריכת הדלק היא הערכה בלבד, מחושבת מפליטת ה־CO₂ לפי תקן WLTP, ואינה נתון של היצרן. `
    + 'מחיר המחירון הוא של היבואן כשהרכב היה חדש (מאושר: מהמאגר של משרד התחבורה).</p>'
    + `<h2>ריקולים (קריאות שירות)</h2>${recallListHtml(shard.recalls)}`
    + insuranceLinks(' (הגיל נספר מהעלייה לכביש, לא משנת הדגם)');
  return {
    html,
    crumbs: [
      { label: 'יצרנים ודגמים', href: '/makes' },
      { label: model.make_name_he, href: `/makes/${model.make_slug}` },
      { label: model.name, href: model.path },
    ],
    about: { '@type': 'ProductModel', name: `${model.make_name_en} ${model.name} ${shard.year}`, brand: { '@type': 'Brand', name: model.make_name_en }, productionDate: String(shard.year), isVariantOf: { '@type': 'ProductModel', name: `${model.make_name_en} ${model.name}` } },
    offerCallback: true,
  };
}
