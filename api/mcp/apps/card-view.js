// The card's view, run in the host's sandboxed frame after the App bundle (McpApps) and the card's words (CARD):
// it renders the tool result the host passes through the bridge, in the answer's language, and never calls a tool.
// Every text is set as text, never as markup: the answer's strings are data.
const { App, applyDocumentTheme, applyHostStyleVariables } = McpApps;
const RTL = new Set(['he', 'ar']);
const root = document.getElementById('card');

function say(lang, key, values = {}) {
  const words = CARD.words[lang] ?? CARD.words.he;
  return words[key].replace(/\{(\w+)\}/g, (slot, name) => (name in values ? String(values[name]) : slot));
}

/** A date of the answer as the language's pages write it; `none` when the answer gives none. */
function date(lang, iso, none = null) {
  return iso ? cardDate(CARD.dates[lang] ?? CARD.dates.he, iso) : none;
}

function el(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value !== undefined && value !== null) node.setAttribute(name, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' || typeof child === 'number' ? String(child) : child);
  }
  return node;
}

/** A text of the answer in the card's language: `_localized`, then the language's own member, then the Hebrew. */
function pick(obj, base, lang) {
  if (obj === null || obj === undefined) return null;
  return obj[`${base}_localized`] ?? obj[`${base}_${lang}`] ?? (lang === 'he' ? null : obj[`${base}_en`]) ?? obj[`${base}_he`] ?? null;
}

function link(href, text) {
  return el('a', { href, target: '_blank', rel: 'noopener' }, text);
}

/** A text the ministry publishes in Hebrew only: marked so, and on a card in another language said to be so. */
function asPublished(lang, text) {
  if (!text) return text;
  const hebrew = el('span', { lang: 'he', dir: 'rtl' }, text);
  return lang === 'he' ? hebrew : el('span', {}, hebrew, ` ${say(lang, 'common.asPublishedInHebrew')}`);
}

function rows(pairs) {
  const list = el('dl');
  for (const [term, value] of pairs) if (value !== null && value !== undefined) list.append(el('dt', {}, term), el('dd', {}, value));
  return list;
}

function section(id, heading, ...body) {
  const headingId = `${id}-heading`;
  return el('section', { 'aria-labelledby': headingId }, el('h2', { id: headingId }, heading), ...body);
}

function show(lang, ...nodes) {
  document.documentElement.lang = lang;
  document.documentElement.dir = RTL.has(lang) ? 'rtl' : 'ltr';
  root.replaceChildren(...nodes);
}

function message(lang, text) {
  show(lang, el('p', { role: 'status' }, text));
}

function attention(items, lang) {
  if (items.length === 0)
    return section('attention', say(lang, 'vehicle.attention.heading'), el('p', {}, say(lang, 'vehicle.attention.noneFound')));
  const list = el('ul');
  for (const item of items) {
    const places = item.places.map((place) => {
      const name = pick(place, 'name', lang);
      const phone = place.phone ? ` (${say(lang, 'vehicle.attention.phone')} ${place.phone})` : '';
      return el('li', {}, place.url ? link(place.url, name) : name, phone);
    });
    list.append(
      el(
        'li',
        { 'data-code': item.code },
        el('p', {}, link(item.section_url, pick(item, 'text', lang))),
        el('p', { class: 'meaning' }, pick(item, 'meaning', lang)),
        places.length > 0 ? el('p', { class: 'meaning' }, say(lang, 'vehicle.attention.where')) : null,
        places.length > 0 ? el('ul', {}, places) : null,
      ),
    );
  }
  return section('attention', say(lang, 'vehicle.attention.heading'), list);
}

function recalls(open, lang) {
  const heading = open.count > 0 ? say(lang, 'vehicle.recalls.headingCount', { count: open.count }) : say(lang, 'vehicle.recalls.heading');
  if (open.count === 0) {
    const coverage = open.coverage ? pick(open.coverage, 'text', lang) : null;
    return section('recalls', heading, el('p', {}, coverage ?? say(lang, 'vehicle.recalls.none')));
  }
  const cards = open.recalls.map((recall) =>
    el(
      'li',
      {},
      el('p', {}, say(lang, 'vehicle.recalls.card', { id: recall.recall_id })),
      rows([
        [say(lang, 'vehicle.recalls.opened'), date(lang, recall.opened_date, say(lang, 'vehicle.notGiven'))],
        // Published in Hebrew only: marked so, whatever the card's language.
        [say(lang, 'vehicle.recalls.problem'), asPublished(lang, recall.problem_he)],
        [say(lang, 'vehicle.recalls.fix'), asPublished(lang, recall.fix_he)],
        [say(lang, 'vehicle.recalls.importer'), lang === 'he' ? recall.importer : asPublished(lang, recall.importer)],
        [say(lang, 'vehicle.recalls.phone'), recall.phone],
      ]),
    ),
  );
  return section('recalls', heading, el('ul', {}, cards));
}

function odometer(reading, lang) {
  const km = reading.km === null ? say(lang, 'vehicle.notGiven') : say(lang, 'vehicle.km', { km: cardInt(reading.km) });
  return section(
    'odometer',
    say(lang, 'vehicle.odometer.heading'),
    rows([
      [say(lang, 'vehicle.odometer.reading'), km],
      [say(lang, 'vehicle.odometer.verdict'), say(lang, `vehicle.verdict.${reading.verdict}`)],
    ]),
    el('p', { class: 'meaning' }, pick(reading, 'text', lang)),
  );
}

function links(data, lang) {
  const items = [
    data.page_url && link(data.page_url, say(lang, 'cards.pageLink')),
    data.markdown_url && link(data.markdown_url, say(lang, 'frame.markdownVersion')),
    data.feed_url && link(data.feed_url, say(lang, 'vehicle.follow.feed')),
    data.calendar_url && link(data.calendar_url, say(lang, 'vehicle.follow.ics')),
  ].filter(Boolean);
  return el(
    'ul',
    { class: 'links' },
    items.map((item) => el('li', {}, item)),
  );
}

function foot(data, lang, sample) {
  const disclaimer = data.disclaimer_localized ?? (lang === 'he' ? data.disclaimer : data.disclaimer_en);
  return [
    sample
      ? el('p', { class: 'sample', role: 'note' }, el('strong', {}, say(lang, 'frame.sampleLabel')), ' ', say(lang, 'frame.sampleText'))
      : null,
    el('p', { class: 'foot' }, say(lang, 'cards.source', { date: date(lang, data.data_date, '') })),
    disclaimer ? el('p', { class: 'foot' }, say(lang, 'frame.disclaimerLabel'), ' ', disclaimer) : null,
  ];
}

function carName(data, lang) {
  const vehicle = data.vehicle;
  if (vehicle)
    return [lang === 'he' ? vehicle.make.name_he : vehicle.make.name_en, vehicle.model.name, vehicle.year].filter(Boolean).join(' ');
  const model = data.model;
  return model ? [lang === 'he' ? model.make_name_he : model.make_name_en, model.name, data.year].filter(Boolean).join(' ') : '';
}

function plateCard(data, lang, sample) {
  if (data.error?.code === 'plate_not_found') {
    show(
      lang,
      el('h1', {}, say(lang, 'vehicle.error.notFoundTitle', { plate: data.plate })),
      el('p', { role: 'status' }, say(lang, 'vehicle.error.notFound', { plate: data.plate })),
      ...foot(data, lang, sample),
    );
    return;
  }
  if (data.error) {
    show(lang, el('h1', {}, say(lang, 'cards.plateTitle')), el('p', { role: 'status' }, data.error.message), ...foot(data, lang, sample));
    return;
  }
  const vehicle = data.vehicle ?? null;
  const status = vehicle ? vehicle.status_line : data.off_road;
  show(
    lang,
    el('h1', {}, say(lang, 'vehicle.title', { plate: data.plate, car: carName(data, lang) })),
    status ? el('p', { class: 'status', 'data-status': status.code }, pick(status, 'text', lang)) : null,
    attention(data.attention, lang),
    recalls(vehicle ? vehicle.open_recalls : data.open_recalls, lang),
    vehicle
      ? section(
          'licence',
          say(lang, 'vehicle.licence.heading'),
          rows([
            [say(lang, 'vehicle.licence.validUntil'), date(lang, vehicle.licence_valid_until, say(lang, 'vehicle.notGiven'))],
            [say(lang, 'vehicle.licence.lastTest'), date(lang, vehicle.last_annual_test, say(lang, 'vehicle.notGiven'))],
            [
              say(lang, 'vehicle.licence.onRoad'),
              vehicle.on_road_since
                ? cardRoadDate(say(lang, 'vehicle.roadYearOnly'), vehicle.on_road_since)
                : say(lang, 'vehicle.notGiven'),
            ],
          ]),
        )
      : null,
    vehicle?.odometer ? odometer(vehicle.odometer, lang) : null,
    vehicle?.owners
      ? section(
          'owners',
          say(lang, 'vehicle.owners.heading'),
          el('p', {}, pick(vehicle.owners, 'text', lang)),
          vehicle.owners.current_ownership
            ? rows([[say(lang, 'vehicle.owners.current'), pick(vehicle.owners.current_ownership, 'label', lang)]])
            : null,
        )
      : null,
    section('follow', say(lang, 'vehicle.follow.heading'), links(data, lang)),
    ...foot(data, lang, sample),
  );
}

function table(caption, headings, body) {
  return el(
    'table',
    {},
    el('caption', {}, caption),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        headings.map((text) => el('th', { scope: 'col' }, text)),
      ),
    ),
    el(
      'tbody',
      {},
      body.map((cells) =>
        el(
          'tr',
          {},
          cells.map((text, i) => (i === 0 ? el('th', { scope: 'row' }, text) : el('td', {}, text))),
        ),
      ),
    ),
  );
}

function amount(lang, value) {
  return say(lang, 'common.money', { amount: cardInt(value) });
}

function range(lang, min, max) {
  return min === max ? amount(lang, min) : say(lang, 'common.yearRange', { from: amount(lang, min), to: amount(lang, max) });
}

function modelPrice(price, lang) {
  const text = price ? range(lang, price.min, price.max) : say(lang, 'model.price.none');
  return section('price', say(lang, 'model.price.heading'), el('p', {}, text));
}

function modelFees(years, lang) {
  if (years.length === 0) return section('fees', say(lang, 'model.fees.heading'), el('p', {}, say(lang, 'model.fees.none')));
  const body = years.map((row) => {
    const totals = row.by_registration.flatMap((reg) => [reg.total_min, reg.total_max]);
    return [String(row.year), totals.length === 0 ? '' : range(lang, Math.min(...totals), Math.max(...totals))];
  });
  return section(
    'fees',
    say(lang, 'model.fees.heading'),
    table(say(lang, 'model.fees.heading'), [say(lang, 'model.fees.year'), say(lang, 'model.fees.fee')], body),
  );
}

function modelRecalls(list, lang, none = say(lang, 'model.recalls.none')) {
  if (list.length === 0) return section('recalls', say(lang, 'car-blocks.recall.heading'), el('p', {}, none));
  const items = list.map((recall) =>
    el(
      'li',
      { 'data-recall': recall.recall_id },
      el('p', {}, say(lang, 'car-blocks.recall.titleYear', { id: recall.recall_id, year: recall.recall_year })),
      rows([
        [say(lang, 'car-blocks.recall.problem'), asPublished(lang, recall.problem_he)],
        [say(lang, 'car-blocks.recall.fix'), asPublished(lang, recall.fix_he)],
      ]),
    ),
  );
  return section('recalls', say(lang, 'car-blocks.recall.heading'), el('ul', {}, items));
}

function modelThefts(thefts, lang) {
  const rate = (value) =>
    value === null || value === undefined
      ? say(lang, 'car-blocks.theft.noRate')
      : say(lang, 'car-blocks.theft.per1000', { rate: cardDecimal(value) });
  return section(
    'thefts',
    say(lang, 'car-blocks.theft.heading'),
    el('p', {}, say(lang, `car-blocks.theft.status.${thefts.status}`)),
    thefts.status === 'recorded' ? el('p', { class: 'theft-rate' }, `${thefts.rate_year}: ${rate(thefts.rate_per_1000)}`) : null,
    thefts.national_rate_per_1000 === undefined
      ? null
      : el('p', {}, say(lang, 'car-blocks.theft.compare', { rate: rate(thefts.national_rate_per_1000) })),
    thefts.sample
      ? el(
          'p',
          { class: 'sample', role: 'note' },
          el('strong', {}, say(lang, 'car-blocks.sample.label')),
          ' ',
          say(lang, 'car-blocks.sample.text'),
        )
      : null,
  );
}

/** A trim's licence fee for the year, add-on included: one figure, or the range over its registration columns. */
function trimFee(trim, lang) {
  const totals = (trim.licence_fee?.by_registration ?? []).map((reg) => reg.total);
  return totals.length === 0 ? '—' : range(lang, Math.min(...totals), Math.max(...totals));
}

/** The card of one model year (model_info asked with `year`): that year's cars, trims, fees, recalls and thefts. */
function modelYearCard(data, lang, sample) {
  const model = data.model;
  const year = data.model_year;
  // The model-year page's own name: the make in English, the model, the year.
  const name = `${model.make_name_en} ${model.name} ${year.year}`;
  show(
    lang,
    el('h1', {}, say(lang, 'model-year.title', { name })),
    rows([
      [say(lang, 'model-year.fact.year'), String(year.year)],
      [say(lang, 'model-year.fact.onRoad'), cardInt(year.cars_on_road)],
    ]),
    section(
      'trims',
      say(lang, 'model-year.trims.heading'),
      table(
        say(lang, 'model-year.fees.caption', { name }),
        [
          say(lang, 'model-year.trims.trim'),
          say(lang, 'model-year.fees.listPrice'),
          say(lang, 'model-year.fees.fee'),
          say(lang, 'model-year.trims.onRoad'),
        ],
        year.trims.map((trim) => [
          trim.trim,
          trim.list_price === null ? '—' : amount(lang, trim.list_price),
          trimFee(trim, lang),
          cardInt(trim.cars_on_road),
        ]),
      ),
    ),
    modelRecalls(year.recalls, lang, say(lang, 'model-year.recalls.none')),
    year.thefts
      ? section('thefts', say(lang, 'car-blocks.theft.heading'), el('p', {}, say(lang, `car-blocks.theft.status.${year.thefts.status}`)))
      : null,
    el('ul', { class: 'links' }, el('li', {}, link(data.page_url, say(lang, 'cards.modelPageLink')))),
    ...foot(data, lang, sample),
  );
}

function modelCard(data, lang, sample) {
  if (data.model_year) {
    modelYearCard(data, lang, sample);
    return;
  }
  const model = data.model;
  const summary = data.summary;
  const name = [lang === 'he' ? model.make_name_he : model.make_name_en, model.name].join(' ');
  show(
    lang,
    el('h1', {}, say(lang, 'model.title', { name })),
    rows([
      [say(lang, 'model.fact.onRoad'), cardInt(summary.cars_on_road)],
      [say(lang, 'model.fact.trims'), summary.trims.length > 0 ? summary.trims.join(', ') : null],
    ]),
    section(
      'years',
      say(lang, 'model.years.heading'),
      table(
        say(lang, 'model.years.chartTitle'),
        [say(lang, 'model.years.year'), say(lang, 'model.years.onRoad')],
        summary.years.map((row) => [String(row.year), cardInt(row.cars_on_road)]),
      ),
    ),
    modelPrice(summary.list_price, lang),
    modelFees(summary.licence_fee_by_year, lang),
    modelRecalls(summary.recalls, lang),
    modelThefts(summary.thefts, lang),
    el('ul', { class: 'links' }, el('li', {}, link(data.page_url, say(lang, 'cards.modelPageLink')))),
    ...foot(data, lang, sample),
  );
}

/** The `lang` the tool was called with: a tool error carries no answer to read the language from. */
let askedLang;

/** The answer's language, else the one asked; Hebrew, the governing language, when neither is one the card has. */
function langOf(data) {
  for (const lang of [data?.lang, askedLang]) if (typeof lang === 'string' && lang in CARD.words) return lang;
  return 'he';
}

/** Per card, what it renders and how it knows the answer is one it can read. */
const RENDER = {
  plate: { fits: (data) => typeof data.plate === 'string', card: plateCard },
  model: { fits: (data) => typeof data.model === 'object' && data.model !== null && typeof data.summary === 'object', card: modelCard },
};

function render(result) {
  const data = result?.structuredContent;
  const lang = langOf(data);
  if (result?.isError) {
    const text = (result.content ?? []).filter((item) => item.type === 'text').map((item) => item.text);
    show(lang, el('p', { role: 'status' }, say(lang, 'cards.toolError')), el('p', {}, text.join(' ')));
    return;
  }
  try {
    const view = RENDER[CARD.kind];
    if (typeof data !== 'object' || data === null || !view.fits(data)) throw new TypeError(`not a ${CARD.kind} answer`);
    view.card(data, lang, result._meta?.sample === true);
  } catch {
    message(lang, say(lang, 'cards.unreadable'));
  }
}

const app = new App({ name: `israel-car-facts-${CARD.kind}-card`, version: '1.0.0' });
app.ontoolinput = (params) => {
  askedLang = params.arguments?.lang;
};
app.ontoolresult = render;
app.onhostcontextchanged = (context) => {
  if (context.theme) applyDocumentTheme(context.theme);
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
};
// Links open through the host: the sandboxed frame may not navigate, and the host may ask the user first.
document.addEventListener('click', (event) => {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!anchor) return;
  event.preventDefault();
  app.openLink({ url: anchor.href }).catch(() => {});
});
await app.connect();
const context = app.getHostContext();
if (context) app.onhostcontextchanged(context);
