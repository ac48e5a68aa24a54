// Fills a catalogue message in a browser script, where the message formatter (intl-messageformat) is not shipped:
// plain `{name}` arguments and `{name, plural, =N {…} one {…} other {…}}` with `#` for the number, the only forms
// the messages a script shows use. The page hands the script its language's messages and Intl locale
// (data attributes written from the catalogues), so one script serves every language.
export type ScriptMessageValues = Record<string, string | number>;

/** The end of the braced block opening at `start` (its matching "}"). */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in message: ${text}`);
}

function plural(options: string, n: number, locale: string): string {
  const cases = new Map<string, string>();
  for (let i = 0; i < options.length;) {
    const key = /^\s*([=\w]+)\s*\{/.exec(options.slice(i));
    if (!key) break;
    const open = i + key[0].length - 1;
    const end = closing(options, open);
    cases.set(key[1]!, options.slice(open + 1, end));
    i = end + 1;
  }
  const chosen = cases.get(`=${n}`) ?? cases.get(new Intl.PluralRules(locale).select(n)) ?? cases.get('other') ?? '';
  return chosen.replaceAll('#', new Intl.NumberFormat(locale).format(n));
}

export function fillMessage(message: string, values: ScriptMessageValues, locale: string): string {
  let out = '';
  for (let i = 0; i < message.length;) {
    if (message[i] !== '{') {
      out += message[i++];
      continue;
    }
    const end = closing(message, i);
    const [name, kind, ...rest] = message.slice(i + 1, end).split(',');
    const value = values[name!.trim()] ?? '';
    out += kind?.trim() === 'plural' ? fillMessage(plural(rest.join(','), Number(value), locale), values, locale) : String(value);
    i = end + 1;
  }
  return out;
}
