// The text a reader of a built page meets, as a list of lines: its <title>, then every text node of its <body> and
// the attribute text a reader is shown or read (alt, aria-label, placeholder, title), in document order, each with
// its white space collapsed. Markup, ids, classes and scripts are left out, so a page rendered another way (Astro
// or the publish step, other markup around the same words) reads the same; a changed word does not.
const SHOWN_ATTRIBUTES = ['alt', 'aria-label', 'placeholder', 'title'] as const;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? `0${name.slice(1)}` : name.slice(1)));
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const collapse = (text: string) => decode(text).replace(/\s+/g, ' ').trim();

function attributeLines(tag: string): string[] {
  const lines: string[] = [];
  for (const name of SHOWN_ATTRIBUTES) {
    const value = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
    const text = value && collapse(value[1] ?? value[2] ?? '');
    if (text) lines.push(`[${name}] ${text}`);
  }
  return lines;
}

export function pageTextLines(html: string): string[] {
  const clean = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '');
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(clean)?.[1];
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(clean)?.[1] ?? '';
  const lines = title === undefined ? [] : [`[title] ${collapse(title)}`];
  for (const [, text, tag] of body.matchAll(/([^<]*)(<[^>]*>)?/g)) {
    const words = collapse(text ?? '');
    if (words) lines.push(words);
    if (tag) lines.push(...attributeLines(tag));
  }
  return lines;
}
