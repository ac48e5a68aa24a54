// Accept-header negotiation between a page's HTML and its markdown twin (RFC 9110 q-values): markdown when
// text/markdown has q > 0 and at least text/html's best q. Wildcards (*/*, text/*) say nothing either way.

function bestQ(accept: string, mediaType: string): number {
  let best = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (type !== mediaType) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q)) best = Math.max(best, Math.min(1, Math.max(0, q)));
  }
  return best;
}

export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const markdown = bestQ(accept, 'text/markdown');
  return markdown > 0 && markdown >= bestQ(accept, 'text/html');
}
