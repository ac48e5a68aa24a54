// Pages rendered per request from live answers: /vehicle/<plate> (and its .md twin, its calendar as .ics and its
// Atom feed), the no-JavaScript plate form's GET /vehicle, /search?q= and /status (the service's health now, so
// never built ahead like the site's pages). Each asks the application's own REST
// operation (lookup_vehicle, search) through dispatch, so a page says exactly what the API says. Answers are
// private and never stored: they are live, and a plate's page is the owner's business.
import { Hono, type Context } from 'hono';
import { respond } from '../http/base-headers.ts';
import { apiPath } from '../../lib/api/api-paths.ts';
import { plateProblem, plateProblemHe, normalisePlate } from '../../lib/rules/plate.ts';
import { plateFormHtml, searchFormHtml } from '../../lib/layout/site-forms.ts';
import { vehiclePageModel, type FoundVehicle, type LivePage, type VehiclePageModel } from '../../lib/pages/vehicle.ts';
import { VehicleLookupData } from '../../lib/plate-answer/vehicle.ts';
import { searchPageModel, type SearchAnswer } from '../../lib/pages/search-results.ts';
import { STATUS_PATH, statusPageModel } from '../../lib/pages/status.ts';
import { ServiceStatus } from '../../lib/status/service-status.ts';
import { vehicleCalendarIcs } from '../../lib/calendar/vehicle-calendar.ts';
import { annualTestDue } from '../../lib/rules/annual-test.ts';
import { carNameOf, plateFeed } from '../feeds/plate-feed.ts';
import { ATOM_CONTENT_TYPE } from '../feeds/atom-feed.ts';
import { livePageHtml, livePageMarkdown, messageModel, type LiveFrame } from './live-page-document.ts';
import { prefersMarkdown } from './negotiate.ts';
import type { Dispatch } from './callback-result.ts';
import { markdownPathOf, vehiclePath } from '../../lib/urls/page-urls.ts';

interface LiveRouteDeps {
  dispatch: Dispatch;
  /** The layout's frame of the data version the request sees (texts, data date); null while none is loaded. */
  frame: () => LiveFrame | null;
  /** Cache-Control of a car's feed and calendar: private, for as long as a live answer is reused. */
  followCache: string;
}

const LIVE_CACHE = 'private, no-store';
/** The most results the search operation gives (its `limit`'s bound): the page shows the first ten, or all. */
const SEARCH_MAX = 25;

/** GET one of the application's own operations; `data` on success, else the status and error body. */
async function ask(c: Context, deps: LiveRouteDeps, path: string, query: Record<string, string>) {
  const url = new URL(apiPath(path), c.req.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
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

export function liveRoutes(deps: LiveRouteDeps): Hono {
  const app = new Hono();

  function render(c: Context, model: VehiclePageModel, status: number, markdown: boolean, dataDate: string | null, form = ''): Response {
    const frame = deps.frame();
    if (!frame) return c.text('The data is not loaded yet; retry shortly.', 503, { 'Retry-After': '30', 'Cache-Control': LIVE_CACHE });
    const full = { ...frame, dataDate: dataDate ?? frame.dataDate };
    const twin = markdownPathOf(model.page.path);
    const headers: Record<string, string> = { 'Cache-Control': LIVE_CACHE, Vary: 'Accept' };
    if (markdown) {
      headers['Content-Type'] = 'text/markdown; charset=utf-8';
      headers.Link = `<${model.page.path}>; rel="canonical"; type="text/html"`;
      return respond(c, livePageMarkdown(model, full), status, headers);
    }
    headers['Content-Type'] = 'text/html; charset=utf-8';
    headers.Link = `<${twin}>; rel="alternate"; type="text/markdown"`;
    return respond(c, livePageHtml(model, full, form), status, headers);
  }

  const badPlate = (c: Context, raw: string, markdown: boolean) => {
    const problem = plateProblemHe(raw) ?? '';
    return render(
      c,
      messageModel(
        page('/vehicle', 'מספר רישוי לא תקין', problem),
        `מספר הרישוי לא תקין: ${problem} כתבו 7 או 8 ספרות, אפשר עם רווחים או מקפים.`,
      ),
      400,
      markdown,
      null,
      plateFormHtml(raw),
    );
  };

  /** Why an operation gave no answer, in Hebrew: its `message` is English, for developers. */
  const unansweredHe = (status: number, what: string) =>
    status === 429 ? `נשלחו יותר מדי בקשות בזמן קצר; נסו שוב בעוד דקה.` : `${what} לא ענה כעת; נסו שוב בעוד כמה דקות.`;

  /** The live answer for a plate, or the page that says why there is none. */
  async function lookup(c: Context, raw: string, markdown: boolean): Promise<Response | FoundVehicle> {
    if (plateProblem(raw) !== null) return badPlate(c, raw, markdown);
    const plate = normalisePlate(raw);
    const { status, body, retryAfter } = await ask(c, deps, '/vehicle', { plate });
    if (status !== 200) {
      const text = unansweredHe(status, 'מאגר משרד התחבורה');
      const response = render(
        c,
        messageModel(page(vehiclePath(plate), `רכב ${plate}`, text), text),
        status >= 500 ? 503 : status,
        markdown,
        null,
        plateFormHtml(plate),
      );
      if (retryAfter) response.headers.set('Retry-After', retryAfter);
      return response;
    }
    // The operation's own output schema: an answer that breaks the contract fails here, not half-way down the page.
    const data = VehicleLookupData.parse(body?.data);
    if (!data.vehicle) {
      const text = `לא נמצא רכב עם מספר הרישוי ${plate} במאגרי משרד התחבורה. בדקו את הספרות ונסו שוב.`;
      return render(
        c,
        messageModel(page(vehiclePath(plate), `רכב ${plate} לא נמצא`, text), text),
        404,
        markdown,
        data.data_date ?? null,
        plateFormHtml(plate),
      );
    }
    return { ...data, vehicle: data.vehicle };
  }

  // The home page's plate form without JavaScript: GET /vehicle?plate=12-345-67 goes to /vehicle/1234567.
  app.get('/vehicle', (c) => {
    const raw = c.req.query('plate') ?? '';
    if (plateProblem(raw) !== null) return badPlate(c, raw, prefersMarkdown(c.req.header('accept')));
    return respond(c, null, 303, { Location: vehiclePath(normalisePlate(raw)), 'Cache-Control': LIVE_CACHE });
  });

  // The car's calendar and feed: regenerated from the live answer on every poll, private to whoever holds the URL,
  // and reusable for as long as the live answer itself is (CKAN_CACHE_TTL_SECONDS).
  const followHeaders = (contentType: string) => ({ 'Content-Type': contentType, 'Cache-Control': deps.followCache });

  app.get('/vehicle/:plate/licence.ics', async (c) => {
    const found = await lookup(c, c.req.param('plate'), false);
    if (found instanceof Response) return found;
    const v = found.vehicle;
    const frame = deps.frame();
    if (!frame) return c.text('The data is not loaded yet; retry shortly.', 503, { 'Retry-After': '30', 'Cache-Control': LIVE_CACHE });
    const nextTestDue = annualTestDue(v.licence_valid_until, v.last_annual_test, frame.annualTestMonths);
    if (!v.licence_valid_until && !nextTestDue) {
      const text = 'מאגר משרד התחבורה אינו מציין עד מתי הרישיון של רכב זה בתוקף או מתי נעשה הטסט האחרון, ולכן אין מועד להוסיף ליומן.';
      return render(c, messageModel(page(vehiclePath(found.plate), `רכב ${found.plate}`, text), text), 404, false, found.data_date ?? null);
    }
    const ics = vehicleCalendarIcs({
      licenceValidUntil: v.licence_valid_until,
      nextTestDue,
      carName: carNameOf(found),
      dataDate: found.data_date ?? frame.dataDate,
      // The site's own name, not the request's Host header, which a client chooses.
      host: new URL(frame.base).hostname,
    });
    return respond(c, ics, 200, {
      ...followHeaders('text/calendar; charset=utf-8'),
      'Content-Disposition': 'attachment; filename="licence-renewal.ics"',
    });
  });

  app.get('/vehicle/:plate/feed.atom', async (c) => {
    const found = await lookup(c, c.req.param('plate'), false);
    if (found instanceof Response) return found;
    const frame = deps.frame();
    if (!frame) return c.text('The data is not loaded yet; retry shortly.', 503, { 'Retry-After': '30', 'Cache-Control': LIVE_CACHE });
    return respond(c, plateFeed(found, frame.base, found.data_date ?? frame.dataDate), 200, followHeaders(ATOM_CONTENT_TYPE));
  });

  app.get('/vehicle/:plate{[^/]+}', async (c) => {
    const param = c.req.param('plate');
    const twin = param.endsWith('.md');
    const markdown = twin || prefersMarkdown(c.req.header('accept'));
    const found = await lookup(c, twin ? param.slice(0, -3) : param, markdown);
    if (found instanceof Response) return found;
    // One URL per car: "12-345-67" is shown at /vehicle/1234567.
    if (!twin && param !== found.plate) return respond(c, null, 301, { Location: vehiclePath(found.plate), 'Cache-Control': LIVE_CACHE });
    return render(c, vehiclePageModel(found, deps.frame()?.base ?? ''), 200, markdown, found.data_date ?? null);
  });

  app.get('/search', async (c) => {
    const markdown = prefersMarkdown(c.req.header('accept'));
    const q = (c.req.query('q') ?? '').trim();
    const all = c.req.query('all') !== undefined;
    const form = searchFormHtml(q);
    if (!q) return render(c, searchPageModel(q, null), 200, markdown, null, form);
    const { status, body } = await ask(c, deps, '/search', { query: q, limit: String(SEARCH_MAX) });
    if (status !== 200) {
      const text = unansweredHe(status, 'החיפוש');
      return render(c, messageModel(page('/search', 'חיפוש באתר', text), text), status >= 500 ? 503 : status, markdown, null, form);
    }
    const data = body!.data as SearchAnswer;
    return render(c, searchPageModel(q, data, { all, max: SEARCH_MAX }), 200, markdown, data.data_date ?? null, form);
  });

  const status = async (c: Context, markdown: boolean) => {
    const { status: code, body } = await ask(c, deps, '/status', {});
    if (code !== 200) {
      const text = unansweredHe(code, 'השירות');
      return render(c, messageModel(page(STATUS_PATH, 'מצב השירות', text), text), code >= 500 ? 503 : code, markdown, null);
    }
    const data = ServiceStatus.parse(body?.data);
    return render(c, statusPageModel(data), 200, markdown, data.data.data_date);
  };
  app.get(STATUS_PATH, (c) => status(c, prefersMarkdown(c.req.header('accept'))));
  app.get(markdownPathOf(STATUS_PATH), (c) => status(c, true));

  return app;
}
