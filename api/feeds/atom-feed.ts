// An Atom document (RFC 4287) from the service's feed entries, written by the `feed` package. Dates come from the
// data (a data date, a recall's opening, a status date), never from the clock, so the same data gives the same
// bytes and a feed reader that polls sees a new entry only when the data has one.
import { Feed } from 'feed';
import { SITE_NAME_EN } from '../../lib/layout/site-identity.ts';
import { escapeHtml } from '../../lib/text/escape-html.ts';
import { LANG_TAG, type Lang } from '../../lib/i18n/lang.ts';
import { message } from '../../lib/i18n/messages.ts';

export interface AtomEntry {
  /** Stays the same for as long as the entry means the same thing: readers show an entry once per id. */
  id: string;
  title: string;
  /** Absolute URL of the page the entry is about. */
  link: string;
  /** YYYY-MM-DD: the last time the entry changed in a way a reader should see again. */
  updated: string;
  /** YYYY-MM-DD the thing reported first happened (a recall's date), where the data gives one. */
  published?: string;
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
  /** The language the feed is written in: its xml:lang, and the language it says a sample is a sample in. */
  lang: Lang;
  /** The data version is the generated sample: the subtitle and every entry say so. */
  sample: boolean;
}

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

const instant = (day: string) => new Date(`${day}T00:00:00Z`);

/** Where the feed's root element opens: the `feed` package writes no xml:lang, so it is set here. */
const FEED_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

export function atomFeed(input: AtomInput): string {
  // A feed sits in a reader for months, away from the site's banner: a sample says it is one at the top and in
  // each entry, which a reader may show alone.
  const sampleEntry = input.sample ? `<p><strong>${escapeHtml(message(input.lang, 'follow.sample.entry'))}</strong></p>` : '';
  const feed = new Feed({
    id: input.self,
    title: input.title,
    description: input.sample ? `${message(input.lang, 'follow.sample.feed')} ${input.subtitle}` : input.subtitle,
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
      ...(e.published ? { published: instant(e.published) } : {}),
      description: escapeHtml(e.summary),
      content: sampleEntry + e.contentHtml,
    });
  const xml = feed.atom1();
  if (!xml.includes(FEED_ROOT)) throw new Error('The feed package no longer writes the Atom root as expected');
  return `${xml.replace(FEED_ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANG_TAG[input.lang]}">`)}\n`;
}

/** A tag URI (RFC 4151) for an entry: unique to this site, stable across data versions. */
export function tagId(host: string, specific: string): string {
  return `tag:${host},2026:${specific}`;
}
