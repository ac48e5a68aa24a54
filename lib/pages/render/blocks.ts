// Markdown building blocks shared by the page renderers.

/** A cell's text on one line. The tests for a pipe and a line break first: most cells hold neither, and the regular
 * expressions cost a site build at national scale (hundreds of thousands of cells a second) a few per cent. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return String(value);
  return inertText(oneLine(value.includes('|') ? value.replace(/\|/g, '\\|') : value));
}

const oneLine = (text: string) => (text.includes('\n') ? text.replace(/\s*\n\s*/g, ' ') : text);

/** A GitHub-flavoured table; empty or null cells show a dash. */
export function table(headers: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const line = (cells: readonly (string | number | null | undefined)[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${oneLine(item)}`).join('\n');
}

export function link(text: string, url: string): string {
  return `[${text.replace(/([[\]])/g, '\\$1')}](${url})`;
}

export function heading(level: 1 | 2 | 3, text: string): string {
  return `${'#'.repeat(level)} ${inertText(text)}`;
}

/** A "<" that would open an HTML tag, comment or declaration in CommonMark, written as "&lt;": a page's text may
 * come from a registry, and a twin is rendered by readers that pass raw HTML on. "a < b" is left as it is. */
export function inertText(text: string): string {
  return text.includes('<') ? text.replace(/<(?=[A-Za-z/!?])/g, '&lt;') : text;
}

/** Joins blocks with one blank line between them, skipping empty ones. */
export function blocks(...parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n');
}
