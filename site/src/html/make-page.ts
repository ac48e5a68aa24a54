// /makes/<make>: the make's facts and its models, private and commercial, alphabetical (never ranked).
import type { DataStore } from '../../../lib/data/data-store.ts';
import { formatInt, fuelsHe, VEHICLE_CLASS_HE, yearRange } from '../../../lib/markdown/format.ts';
import type { Page } from '../../../lib/shards/schemas.ts';
import { escapeHtml as esc } from '../lib/html-table.ts';
import { catalogParams } from '../lib/page-context.ts';
import type { PageView } from './page-view.ts';

export function makeView(store: DataStore, page: Page): PageView {
  const shard = store.make(catalogParams(page).make);
  if (!shard) throw new Error(`no make shard for ${page.path}`);
  const { make } = shard;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  const groups = [
    { title: VEHICLE_CLASS_HE.private, models: shard.models.filter((m) => m.vehicle_class === 'private').sort(byName) },
    { title: VEHICLE_CLASS_HE.commercial, models: shard.models.filter((m) => m.vehicle_class === 'commercial').sort(byName) },
  ].filter((g) => g.models.length > 0);
  const html = `<p class="lead">${esc(page.summary)}</p><dl class="facts">`
    + `<dt>שם לועזי</dt><dd><span lang="en" class="latin">${esc(make.name_en)}</span></dd>`
    + `<dt>רכבים על הכביש</dt><dd>${formatInt(make.cars_on_road)}</dd>`
    + `<dt>דגמים</dt><dd>${formatInt(make.model_count)}</dd></dl>`
    + groups.map((g) => `<section><h2>${g.title}</h2><p class="note">הדגמים מסודרים לפי שמם הלועזי.</p><div class="table-wrap"><table>`
      + '<thead><tr><th scope="col">דגם</th><th scope="col" class="num">רכבים על הכביש</th><th scope="col">שנות דגם</th><th scope="col">הנעה ודלק</th></tr></thead><tbody>'
      + g.models.map((m) => `<tr><th scope="row"><a href="${esc(m.path)}"><span lang="en" class="latin">${esc(m.name)}</span>${m.name_he ? ` · ${esc(m.name_he)}` : ''}</a></th>`
        + `<td class="num">${formatInt(m.cars_on_road)}</td><td class="num"><span dir="ltr">${yearRange(m.years)}</span></td><td>${esc(fuelsHe(m.fuels))}</td></tr>`).join('')
      + '</tbody></table></div></section>').join('');
  return {
    html,
    crumbs: [{ label: 'יצרנים ודגמים', href: '/makes' }],
    about: { '@type': 'Brand', name: make.name_en, alternateName: make.name_he },
    offerCallback: false,
  };
}
