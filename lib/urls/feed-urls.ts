// Where the feeds and calendars live: the recall feeds of the catalog (all notices, a make's, a model's) and a
// car's own feed and calendar under its page. One place for the routes that serve them, the pages that link
// them (`<link rel="alternate">`, the plate page's "follow this car") and llms.txt.
import { MAKES_PATH, makePath, modelPath, vehiclePath } from './page-urls.ts';
import { AUTHORITY_LANG, localizedPath, splitLangPath, type Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';

export const ATOM_TYPE = 'application/atom+xml';
const FEED_FILE = 'recalls.atom';

export interface FeedLink {
  path: string;
  title: string;
  /** The language the feed is written in: a page in another language marks its link so. */
  lang: Lang;
}

/** Every recall notice (`make` alone: the make's; with `model`: the model's), written in `lang`. */
export function recallFeedPath(make?: string, model?: string, lang: Lang = AUTHORITY_LANG): string {
  if (make === undefined) return localizedPath(`/${FEED_FILE}`, lang);
  return localizedPath(`${model === undefined ? makePath(make) : modelPath(make, model)}/${FEED_FILE}`, lang);
}

/** One car's feed: its open recalls and status, from the live look-up. */
export function vehicleFeedPath(plate: string): string {
  return `${vehiclePath(plate)}/feed.atom`;
}

/** One car's calendar: licence expiry and the annual test, from the live look-up. */
export function vehicleCalendarPath(plate: string): string {
  return `${vehiclePath(plate)}/licence.ics`;
}

/** The same address for a calendar app to subscribe to (it polls it) rather than import once. */
export function webcalUrl(absoluteHttpUrl: string): string {
  return absoluteHttpUrl.replace(/^https?:/, 'webcal:');
}

/**
 * The recall feed a catalog page offers, by the page's type and Hebrew path (a model year offers its model's), in
 * the page's language; `title`: the page's title in that language.
 */
export function recallFeedOfPage(page: { type: string; path: string; title: string }, lang: Lang = AUTHORITY_LANG): FeedLink | null {
  const parts = page.path.slice(MAKES_PATH.length + 1).split('/');
  const scoped = (path: string) => ({ path, title: message(lang, 'follow.recallFeed.titleOf', { scope: page.title }), lang });
  switch (page.type) {
    case 'home':
    case 'recalls':
      return { path: recallFeedPath(undefined, undefined, lang), title: message(lang, 'follow.recallFeed.headAll'), lang };
    case 'make':
      return scoped(recallFeedPath(parts[0], undefined, lang));
    case 'model':
      return scoped(recallFeedPath(parts[0], parts[1], lang));
    case 'model_year':
      return { path: recallFeedPath(parts[0], parts[1], lang), title: message(lang, 'follow.recallFeed.headModelYear'), lang };
    default:
      return null;
  }
}

const RECALL_FEED_PATH = /^\/(?:makes\/[^/]+\/(?:[^/]+\/)?)?recalls\.atom$/;
const VEHICLE_FEED_PATH = /^\/vehicle\/[^/]+\/(?:feed\.atom|licence\.ics)$/;

/** A feed or calendar address: answered by the application from the data, never a file of the built site. */
export function isFeedPath(path: string): boolean {
  // A recall feed is written in every language, under the language's prefix; a car's feed and calendar are Hebrew.
  return RECALL_FEED_PATH.test(splitLangPath(path).path) || VEHICLE_FEED_PATH.test(path);
}
