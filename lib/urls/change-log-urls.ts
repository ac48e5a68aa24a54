// Where the change log of the data versions is published: its page (and twin) and its Atom feed (RFC 4287).

export const CHANGES_PATH = '/changes';
/** The Atom feed of the same entries as the page; served per request from the data version served. */
export const CHANGES_FEED_PATH = '/changes.atom';
