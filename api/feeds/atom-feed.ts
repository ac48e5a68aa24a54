// An Atom document (RFC 4287) from the service's feed entries, written by the `feed` package. Dates come from the
// data (a data date, a recall's opening, a status date), never from the clock, so the same data gives the same
// bytes and a feed reader that polls sees a new entry only when the data has one.
import { Feed } from 'feed';
import { SITE_NAME_EN } from '../../lib/layout/site-identity.ts';
import { escapeHtml } from '../../lib/text/escape-html.ts';

export interface AtomEntry {
  /** Stays the same for as long as the entry means the same thing: readers show an entry once per id. */
  id: string;
  title: string;
  /** Absolute URL of the page the entry is about. */
  link: string;
  /** YYYY-MM-DD. */
  updated: string;
  summary: string;
  /** HTML, absolute links only (a reader shows it away from the site). */
  contentHtml: string;
}

export interface AtomInput {
  /** The feed's own absolute URL: also its id. */
  self: string;
  /** Absolute URL of the page the feed follows. */
  page: string;
  title: string;
  subtitle: string;
  /** YYYY-MM-DD: the newest of the entries' dates, or the data date when there are none. */
  updated: string;
  entries: readonly AtomEntry[];
}

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

const instant = (day: string) => new Date(`${day}T00:00:00Z`);

export function atomFeed(input: AtomInput): string {
  const feed = new Feed({
    id: input.self,
    title: input.title,
    description: input.subtitle,
    link: input.page,
    feed: input.self,
    updated: instant(input.updated),
    generator: SITE_NAME_EN,
    author: { name: SITE_NAME_EN, link: new URL('/', input.page).href },
  });
  for (const e of input.entries)
    // The package writes titles and summaries as type="html": plain text is escaped so a "&" or "<" in a notice
    // reads as itself.
    feed.addItem({
      id: e.id,
      title: escapeHtml(e.title),
      link: e.link,
      date: instant(e.updated),
      description: escapeHtml(e.summary),
      content: e.contentHtml,
    });
  return `${feed.atom1()}\n`;
}

/** A tag URI (RFC 4151) for an entry: unique to this site, stable across data versions. */
export function tagId(host: string, specific: string): string {
  return `tag:${host},2026:${specific}`;
}
