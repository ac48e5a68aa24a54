// Where the change log of the data versions is published: its page (and twin) and its Atom feed (RFC 4287).
import { message } from '../i18n/messages.ts';
import type { FeedLink } from './feed-urls.ts';

export const CHANGES_PATH = '/changes';
/** The Atom feed of the same entries as the page; served per request from the data version served. */
export const CHANGES_FEED_PATH = '/changes.atom';

/**
 * The change log's feed, named in the head of the pages about it (the log itself and the home page) by the log's
 * Hebrew title, the feed being Hebrew; else null.
 */
export function changesFeedOfPage(page: { type: string }): FeedLink | null {
  if (page.type !== 'changes' && page.type !== 'home') return null;
  return { path: CHANGES_FEED_PATH, title: message('he', 'changes.title'), lang: 'he' };
}
