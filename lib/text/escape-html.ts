// Text into HTML: the site's hand-written markup and the server's no-JavaScript form answer escape alike.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const NEEDS_ESCAPE = /[&<>"]/;

export const escapeHtml = (s: string) => (NEEDS_ESCAPE.test(s) ? s.replace(/[&<>"]/g, (ch) => ESCAPES[ch]!) : s);
