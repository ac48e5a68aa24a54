// Where the feeds and calendars live: the recall feeds of the catalog (all notices, a make's, a model's) and a
// car's own feed and calendar under its page. One place for the routes that serve them, the pages that link
// them (`<link rel="alternate">`, the plate page's "follow this car") and llms.txt.
import { MAKES_PATH, makePath, modelPath, vehiclePath } from './page-urls.ts';

export const ATOM_TYPE = 'application/atom+xml';
const FEED_FILE = 'recalls.atom';

export interface FeedLink {
  path: string;
  title: string;
}

/** Every recall notice (`make` alone: the make's; with `model`: the model's). */
export function recallFeedPath(make?: string, model?: string): string {
  if (make === undefined) return `/${FEED_FILE}`;
  return `${model === undefined ? makePath(make) : modelPath(make, model)}/${FEED_FILE}`;
}

/** One car's feed: its open recalls and status, from the live look-up. */
export function vehicleFeedPath(plate: string): string {
  return `${vehiclePath(plate)}/feed.atom`;
}

/** One car's calendar: licence expiry and the annual test, from the live look-up. */
export function vehicleCalendarPath(plate: string): string {
  return `${vehiclePath(plate)}/licence.ics`;
}

/**
 * Whether a car has a calendar: on the road with a licence date to put in it. The plate page offers the calendar,
 * the route answers it and the plate answer gives its URL by this one test, so the three agree.
 */
export function hasCalendar(vehicle: { on_the_road: boolean; licence_valid_until: string | null }): boolean {
  return vehicle.on_the_road && vehicle.licence_valid_until !== null;
}

/** The same address for a calendar app to subscribe to (it polls it) rather than import once. */
export function webcalUrl(absoluteHttpUrl: string): string {
  return absoluteHttpUrl.replace(/^https?:/, 'webcal:');
}

/** The recall feed a catalog page offers, by the page's type and path (a model year offers its model's). */
export function recallFeedOfPage(page: { type: string; path: string; title: string }): FeedLink | null {
  const parts = page.path.slice(MAKES_PATH.length + 1).split('/');
  switch (page.type) {
    case 'home':
    case 'recalls':
      return { path: recallFeedPath(), title: 'הודעות ריקול: כל ההודעות' };
    case 'make':
      return { path: recallFeedPath(parts[0]), title: `הודעות ריקול: ${page.title}` };
    case 'model':
      return { path: recallFeedPath(parts[0], parts[1]), title: `הודעות ריקול: ${page.title}` };
    case 'model_year':
      return { path: recallFeedPath(parts[0], parts[1]), title: 'הודעות ריקול של הדגם' };
    default:
      return null;
  }
}

const FEED_PATH = /^\/(?:makes\/[^/]+\/(?:[^/]+\/)?)?recalls\.atom$|^\/vehicle\/[^/]+\/(?:feed\.atom|licence\.ics)$/;

/** A feed or calendar address: answered by the application from the data, never a file of the built site. */
export function isFeedPath(path: string): boolean {
  return FEED_PATH.test(path);
}
