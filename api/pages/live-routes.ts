// Pages rendered per request from live answers: /vehicle/<plate> (and its .md twin, its calendar as .ics and its
// Atom feed), the no-JavaScript plate form's GET /vehicle, /search?q= and /status (the service's health now, so
// never built ahead like the site's pages). The plate page, its form's redirect and search answer in Arabic and
// English too, at /ar/... and /en/... (the operation asked with that lang, the page in its words); the car's
// calendar and feed, and the status page, are Hebrew only. Each asks the application's own REST
// operation (lookup_vehicle, search) through dispatch, so a page says exactly what the API says. Answers are
// private and never stored: they are live, and a plate's page is the owner's business.
import { Hono, type Context } from 'hono';
import { respond } from '../http/base-headers.ts';
import { apiPath } from '../../lib/api/api-paths.ts';
import { plateFault, plateProblem, normalisePlate } from '../../lib/rules/plate.ts';
import { plateFormHtml, searchFormHtml } from '../../lib/layout/site-forms.ts';
import { vehiclePageModel, type FoundVehicle, type LivePage, type VehiclePageModel } from '../../lib/pages/vehicle.ts';
import { VehicleLookupData } from '../../lib/plate-answer/vehicle.ts';
import { searchPageModel, searchQueryString, type SearchAnswer } from '../../lib/pages/search-results.ts';
import { SEARCH_RANKED } from '../../lib/search/search-pages.ts';
import { STATUS_PATH, statusPageModel } from '../../lib/pages/status.ts';
import { ServiceStatus } from '../../lib/status/service-status.ts';
import { hasCalendar, vehicleCalendarIcs } from '../../lib/calendar/vehicle-calendar.ts';
import { annualTestDue } from '../../lib/rules/annual-test.ts';
import { carNameOf, plateFeed } from '../feeds/plate-feed.ts';
import { ATOM_CONTENT_TYPE } from '../feeds/atom-feed.ts';
import { livePageHtml, livePageMarkdown, messageModel, type LiveFrame } from './live-page-document.ts';
import { prefersMarkdown } from './negotiate.ts';
import type { Dispatch } from './callback-result.ts';
import { markdownPathOf, vehiclePath } from '../../lib/urls/page-urls.ts';
import { vehicleCalendarPath, vehicleFeedPath } from '../../lib/urls/feed-urls.ts';
import { AUTHORITY_LANG, LANGS, localizedPath, type Lang } from '../../lib/i18n/lang.ts';
import { translator, type Translator } from '../../lib/i18n/messages.ts';

interface LiveRouteDeps {
  dispatch: Dispatch;
  /** The layout's frame of the data version the request sees (texts, data date); null while none is loaded. */
  frame: () => LiveFrame | null;
  /** Cache-Control of a car's feed and calendar: private, for as long as a live answer is reused. */
  followCache: string;
}

const LIVE_CACHE = 'private, no-store';
/** The most results the search operation gives (its `limit`'s bound): the page shows the first ten, or all. */
const SEARCH_MAX = SEARCH_RANKED;

/** GET one of the application's own operations; `data` on success, else the status and error body. */
export async function ask(
  c: Context,
  deps: Pick<LiveRouteDeps, 'dispatch'>,
  path: string,
  query: Record<string, string>,
  lang: Lang = AUTHORITY_LANG,
) {
  const url = new URL(apiPath(path), c.req.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  // Hebrew is asked as before, so a Hebrew page reads the very answer it always did.
  if (lang !== AUTHORITY_LANG) url.searchParams.set('lang', lang);
  const headers = new Headers({ accept: 'application/json' });
  for (const name of ['user-agent', 'x-forwarded-for', 'x-request-id']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const answer = await deps.dispatch(new Request(url, { headers }), c.env);
  const body = (await answer.json().catch(() => null)) as { data?: unknown; error?: { message?: string } } | null;
  return { status: answer.status, body, retryAfter: answer.headers.get('retry-after') };
}

function page(path: string, title: string, summary: string): LivePage {
  return { id: path.slice(1), path, type: 'live', title, summary, keywords: [] };
}

/** Why a plate is not one, in the page's language. */
function plateProblemIn(tr: Translator, raw: string): string {
  const fault = plateFault(raw);
  if (fault === null) return '';
  if ('stray' in fault) return tr.t('vehicle.error.plateStray', { stray: fault.stray });
  if (fault.digits === 0) return tr.t('vehicle.error.plateEmpty');
  return tr.t('vehicle.error.plateDigits', { digits: fault.digits });
}

/**
 * A live page as HTML or its twin in `lang`, in the layout of the data version the request sees; 503 while none
 * is loaded. `form` follows the lead (a page that answers "no" offers the next try), `closing` the sections.
 */
export function renderLivePage(
  c: Context,
  frame: LiveFrame | null,
  model: VehiclePageModel,
  status: number,
  markdown: boolean,
  dataDate: string | null,
  form = '',
  lang: Lang = AUTHORITY_LANG,
  closing = '',
): Response {
  if (!frame) return notLoaded(c);
  const full = { ...frame, dataDate: dataDate ?? frame.dataDate };
  const path = localizedPath(model.page.path, lang);
  const twin = markdownPathOf(path);
  const headers: Record<string, string> = { 'Cache-Control': LIVE_CACHE, Vary: 'Accept' };
  if (lang !== AUTHORITY_LANG) headers['Content-Language'] = lang;
  if (markdown) {
    headers['Content-Type'] = 'text/markdown; charset=utf-8';
    headers.Link = `<${path}>; rel="canonical"; type="text/html"`;
    return respond(c, livePageMarkdown(model, full, lang), status, headers);
  }
  headers['Content-Type'] = 'text/html; charset=utf-8';
  headers.Link = `<${twin}>; rel="alternate"; type="text/markdown"`;
  return respond(c, livePageHtml(model, full, form, lang, closing), status, headers);
}

export function liveRoutes(deps: LiveRouteDeps): Hono {
  const app = new Hono();
  app.get('/vehicle/:plate/licence.ics', (c) => licenceCalendar(c, deps));
  app.get('/vehicle/:plate/feed.atom', (c) => carFeed(c, deps));
  for (const lang of LANGS) {
    const at = (path: string) => localizedPath(path, lang);
    app.get(at('/vehicle'), (c) => plateFormAnswer(c, deps, lang));
    app.get(at('/vehicle/:plate{[^/]+}'), (c) => vehiclePage(c, deps, lang));
    app.get(at('/search'), (c) => searchPage(c, deps, lang));
  }
  for (const lang of LANGS) {
    app.get(localizedPath(STATUS_PATH, lang), (c) => statusPage(c, deps, prefersMarkdown(c.req.header('accept')), lang));
    app.get(markdownPathOf(localizedPath(STATUS_PATH, lang)), (c) => statusPage(c, deps, true, lang));
  }
  return app;
}

/** A live page in the frame of the data version the request sees. */
function render(
  c: Context,
  deps: LiveRouteDeps,
  model: VehiclePageModel,
  status: number,
  markdown: boolean,
  dataDate: string | null,
  form = '',
  lang: Lang = AUTHORITY_LANG,
): Response {
  return renderLivePage(c, deps.frame(), model, status, markdown, dataDate, form, lang);
}

const notLoaded = (c: Context) =>
  c.text('The data is not loaded yet; retry shortly.', 503, { 'Retry-After': '30', 'Cache-Control': LIVE_CACHE });

/** The page that says why `raw` is no plate, with the plate form after it. */
function badPlate(c: Context, deps: LiveRouteDeps, raw: string, markdown: boolean, lang: Lang): Response {
  const tr = translator(lang);
  const problem = plateProblemIn(tr, raw);
  return render(
    c,
    deps,
    messageModel(page('/vehicle', tr.t('vehicle.error.badPlateTitle'), problem), tr.t('vehicle.error.badPlate', { problem })),
    400,
    markdown,
    null,
    plateFormHtml(raw, lang),
    lang,
  );
}

/** Why an operation gave no answer, in the page's language: its `message` is English, for developers. */
const unanswered = (tr: Translator, status: number, down: 'vehicle.error.registryDown' | 'vehicle.error.searchDown') =>
  status === 429 ? tr.t('vehicle.error.tooMany') : tr.t(down);

/** The live answer for a plate, or the page that says why there is none. */
async function lookup(
  c: Context,
  deps: LiveRouteDeps,
  raw: string,
  markdown: boolean,
  lang: Lang = AUTHORITY_LANG,
): Promise<Response | FoundVehicle> {
  if (plateProblem(raw) !== null) return badPlate(c, deps, raw, markdown, lang);
  const tr = translator(lang);
  const plate = normalisePlate(raw);
  const { status, body, retryAfter } = await ask(c, deps, '/vehicle', { plate }, lang);
  if (status !== 200) {
    const text = unanswered(tr, status, 'vehicle.error.registryDown');
    const model = messageModel(page(vehiclePath(plate), tr.t('vehicle.error.plateTitle', { plate }), text), text);
    const response = render(c, deps, model, status >= 500 ? 503 : status, markdown, null, plateFormHtml(plate, lang), lang);
    if (retryAfter) response.headers.set('Retry-After', retryAfter);
    return response;
  }
  // The operation's own output schema: an answer that breaks the contract fails here, not half-way down the page.
  const data = VehicleLookupData.parse(body?.data);
  if (!data.vehicle) {
    const text = tr.t('vehicle.error.notFound', { plate });
    const model = messageModel(page(vehiclePath(plate), tr.t('vehicle.error.notFoundTitle', { plate }), text), text);
    return render(c, deps, model, 404, markdown, data.data_date ?? null, plateFormHtml(plate, lang), lang);
  }
  return { ...data, vehicle: data.vehicle };
}

/** One URL per car: a plate written out ("12-345-67") or padded ("01000001") is sent with 301 to the address of
 * its canonical form, before any look-up; null when `raw` is canonical or no plate at all (the look-up says why). */
function canonical(c: Context, raw: string, at: (plate: string) => string): Response | null {
  if (plateProblem(raw) !== null) return null;
  const plate = normalisePlate(raw);
  return plate === raw ? null : respond(c, null, 301, { Location: at(plate), 'Cache-Control': LIVE_CACHE });
}

// The car's calendar and feed: regenerated from the live answer on every poll, private to whoever holds the URL,
// and reusable for as long as the live answer itself is (CKAN_CACHE_TTL_SECONDS).
const followHeaders = (deps: LiveRouteDeps, contentType: string) => ({ 'Content-Type': contentType, 'Cache-Control': deps.followCache });

/** GET /vehicle/<plate>/licence.ics: the car's licence renewal and next test as a calendar (Hebrew). */
async function licenceCalendar(c: Context, deps: LiveRouteDeps): Promise<Response> {
  const moved = canonical(c, c.req.param('plate') ?? '', vehicleCalendarPath);
  if (moved) return moved;
  const found = await lookup(c, deps, c.req.param('plate') ?? '', false);
  if (found instanceof Response) return found;
  const v = found.vehicle;
  const frame = deps.frame();
  if (!frame) return notLoaded(c);
  if (!hasCalendar(v)) return noCalendar(c, deps, found);
  const ics = vehicleCalendarIcs({
    licenceValidUntil: v.licence_valid_until,
    nextTestDue: annualTestDue(v.licence_valid_until, v.last_annual_test, frame.annualTestMonths),
    carName: carNameOf(found),
    dataDate: found.data_date ?? frame.dataDate,
    // The site's own name, not the request's Host header, which a client chooses.
    host: new URL(frame.base).hostname,
    sample: frame.sample,
  });
  return respond(c, ics, 200, {
    ...followHeaders(deps, 'text/calendar; charset=utf-8'),
    'Content-Disposition': 'attachment; filename="licence-renewal.ics"',
  });
}

/**
 * A car with no calendar. Off the road, the car's calendar is gone rather than missing: 410 tells a subscribed
 * calendar app the subscription has ended (the page offers none any more), where a 404 reads as a broken address.
 * A car on the road without either date never had a calendar to offer: 404.
 */
function noCalendar(c: Context, deps: LiveRouteDeps, found: FoundVehicle): Response {
  const tr = translator(AUTHORITY_LANG);
  const gone = !found.vehicle.on_the_road;
  const text = gone ? tr.t('follow.calendar.gone', { status: found.vehicle.status_line.text_he }) : tr.t('follow.calendar.none');
  const model = messageModel(page(vehiclePath(found.plate), tr.t('vehicle.error.plateTitle', { plate: found.plate }), text), text);
  const response = render(c, deps, model, gone ? 410 : 404, false, found.data_date ?? null);
  response.headers.set('Cache-Control', deps.followCache);
  return response;
}

/** GET /vehicle/<plate>/feed.atom: the car's Atom feed. */
async function carFeed(c: Context, deps: LiveRouteDeps): Promise<Response> {
  const moved = canonical(c, c.req.param('plate') ?? '', vehicleFeedPath);
  if (moved) return moved;
  const found = await lookup(c, deps, c.req.param('plate') ?? '', false);
  if (found instanceof Response) return found;
  const frame = deps.frame();
  if (!frame) return notLoaded(c);
  const feed = plateFeed(found, frame.base, found.data_date ?? frame.dataDate, frame.sample);
  return respond(c, feed, 200, followHeaders(deps, ATOM_CONTENT_TYPE));
}

/** The home page's plate form without JavaScript: GET /vehicle?plate=12-345-67 goes to /vehicle/1234567. */
function plateFormAnswer(c: Context, deps: LiveRouteDeps, lang: Lang): Response {
  const raw = c.req.query('plate') ?? '';
  if (plateProblem(raw) !== null) return badPlate(c, deps, raw, prefersMarkdown(c.req.header('accept')), lang);
  return respond(c, null, 303, { Location: localizedPath(vehiclePath(normalisePlate(raw)), lang), 'Cache-Control': LIVE_CACHE });
}

/** GET /vehicle/<plate> (or its .md twin): the car's page. */
async function vehiclePage(c: Context, deps: LiveRouteDeps, lang: Lang): Promise<Response> {
  const at = (path: string) => localizedPath(path, lang);
  const param = c.req.param('plate') ?? '';
  const twin = param.endsWith('.md');
  const markdown = twin || prefersMarkdown(c.req.header('accept'));
  const raw = twin ? param.slice(0, -3) : param;
  const moved = canonical(c, raw, (plate) => (twin ? markdownPathOf(at(vehiclePath(plate))) : at(vehiclePath(plate))));
  if (moved) return moved;
  const found = await lookup(c, deps, raw, markdown, lang);
  if (found instanceof Response) return found;
  return render(c, deps, vehiclePageModel(found, deps.frame()?.base ?? '', lang), 200, markdown, found.data_date ?? null, '', lang);
}

/** GET /search?q=: the search operation's answer as a page; a plate typed in goes to the car's page. */
async function searchPage(c: Context, deps: LiveRouteDeps, lang: Lang): Promise<Response> {
  const tr = translator(lang);
  const markdown = prefersMarkdown(c.req.header('accept'));
  const q = (c.req.query('q') ?? '').trim();
  const all = c.req.query('all') !== undefined;
  const form = searchFormHtml(q, lang);
  if (!q) return render(c, deps, searchPageModel(q, null, undefined, lang), 200, markdown, null, form, lang);
  const { status, body } = await ask(c, deps, '/search', { query: q, limit: String(SEARCH_MAX) }, lang);
  if (status !== 200) {
    const text = unanswered(tr, status, 'vehicle.error.searchDown');
    const model = messageModel({ ...page('/search', tr.t('search.title'), text), query: searchQueryString(q, all) }, text);
    return render(c, deps, model, status >= 500 ? 503 : status, markdown, null, form, lang);
  }
  const data = body!.data as SearchAnswer;
  // Pages hold no cars: a plate typed into search is answered by the car's page, as the operation says.
  if (data.plate_lookup) {
    return respond(c, null, 303, { Location: localizedPath(vehiclePath(data.plate_lookup.plate), lang), 'Cache-Control': LIVE_CACHE });
  }
  return render(c, deps, searchPageModel(q, data, { all, max: SEARCH_MAX }, lang), 200, markdown, data.data_date ?? null, form, lang);
}

/** GET /status: the service's health now, as the status operation answers it. */
async function statusPage(c: Context, deps: LiveRouteDeps, markdown: boolean, lang: Lang): Promise<Response> {
  const tr = translator(lang);
  const { status: code, body } = await ask(c, deps, '/status', {}, lang);
  if (code !== 200) {
    const text = code === 429 ? tr.t('vehicle.error.tooMany') : tr.t('status.unanswered');
    const model = messageModel(page(STATUS_PATH, tr.t('status.title'), text), text);
    return render(c, deps, model, code >= 500 ? 503 : code, markdown, null, '', lang);
  }
  const data = ServiceStatus.parse(body?.data);
  return render(c, deps, statusPageModel(data, lang), 200, markdown, data.data.data_date, '', lang);
}
