// URL forms of a page: the canonical path has no trailing slash and its markdown twin adds ".md"
// ("/" -> "/index.md"). The build, the server and the llms files all derive twin URLs here.

export function twinPath(pagePath: string): string {
  return pagePath === '/' ? '/index.md' : `${pagePath}.md`;
}

/** The page path a twin stands for, or null when the path is not a twin path. */
export function pagePathOfTwin(path: string): string | null {
  if (!path.endsWith('.md')) return null;
  return path === '/index.md' ? '/' : path.slice(0, -3);
}

/** The HTML file written for a page path (build.format 'file'). */
export function htmlFileOf(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
