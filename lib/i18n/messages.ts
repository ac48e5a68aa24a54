// Messages in a language: a catalogue's ICU MessageFormat text (intl-messageformat) filled with values. Plurals
// go through Intl.PluralRules of the language (Arabic's six forms: zero, one, two, few, many, other), never
// through string concatenation. Numbers reach a message already formatted (lib/text/format.ts), so a figure
// reads the same wherever it stands; only a plural's count is a number.
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { catalogue, type Area, type MessageKey } from './catalogues.ts';
import { INTL_LOCALE, perLang, type Lang } from './lang.ts';

export type MessageValues = Record<string, string | number>;
/** A message's text with tags (`<home>...</home>`) handed back as parts: strings, and what each tag made. */
export type RichValues<T> = Record<string, string | number | T | ((chunks: (string | T)[]) => T)>;

export interface Translator {
  lang: Lang;
  /** The message as text. */
  t(key: MessageKey, values?: MessageValues): string;
  /** The message as parts: the text around the values and tags that are not text (links, isolated runs). */
  rich<T extends object>(key: MessageKey, values: RichValues<T>): (string | T)[];
}

// Per language, keyed by the message key itself: a page asks for hundreds of messages, tens of thousands of pages
// are built, and a key built from language and message ("he:frame.x") would be a new string to hash each time.
const compiled: Record<Lang, Map<MessageKey, IntlMessageFormat>> = perLang(() => new Map());
/**
 * Messages made only of text and plain `{name}` arguments (most of them), as their parts: filling one is joining
 * strings, where intl-messageformat's formatter walks its AST and builds a part object for every piece (at national
 * scale an eighth of the site build's time). Null for a message with plurals, selects, tags or formats.
 */
const templates: Record<Lang, Map<MessageKey, Template | null>> = perLang(() => new Map());
/** A plain message's parts: text as it is, `{ arg }` for a value. */
type Template = (string | { arg: string })[];
/** The text of each message that takes no values, formatted once. */
const plain: Record<Lang, Map<MessageKey, string>> = perLang(() => new Map());

function format(lang: Lang, key: MessageKey): IntlMessageFormat {
  let mf = compiled[lang].get(key);
  if (!mf) {
    const dot = key.indexOf('.');
    const area = key.slice(0, dot) as Area;
    const text = catalogue(area, lang)[key.slice(dot + 1)];
    if (text === undefined) throw new Error(`message ${key} is missing from lib/i18n/catalogues/${area}/${lang}.json`);
    mf = new IntlMessageFormat(text, INTL_LOCALE[lang], undefined, { ignoreTag: false });
    compiled[lang].set(key, mf);
  }
  return mf;
}

function templateOf(lang: Lang, key: MessageKey): Template | null {
  let template = templates[lang].get(key);
  if (template === undefined) {
    const ast = format(lang, key).getAst();
    template = ast.every((el) => el.type === TYPE.literal || el.type === TYPE.argument)
      ? ast.map((el) => (el.type === TYPE.literal ? el.value : { arg: el.value }))
      : null;
    templates[lang].set(key, template);
  }
  return template;
}

/** A plain message filled as intl-messageformat fills it (a value as String(value)); null to leave it to the formatter. */
function filled(template: Template, values: MessageValues): string | null {
  let out = '';
  for (const part of template) {
    if (typeof part === 'string') out += part;
    // A missing value: the formatter's own error names it.
    else if (!(part.arg in values)) return null;
    else out += String(values[part.arg]);
  }
  return out;
}

function text(lang: Lang, key: MessageKey, values: MessageValues | undefined): string {
  if (values !== undefined) {
    const template = templateOf(lang, key);
    return (template && filled(template, values)) ?? String(format(lang, key).format(values));
  }
  let done = plain[lang].get(key);
  if (done === undefined) {
    done = String(format(lang, key).format());
    plain[lang].set(key, done);
  }
  return done;
}

const translators = new Map<Lang, Translator>();

/** The translator of a language (one per language, its compiled messages shared). */
export function translator(lang: Lang): Translator {
  let tr = translators.get(lang);
  if (!tr) {
    tr = {
      lang,
      t: (key, values) => text(lang, key, values),
      rich: <T extends object>(key: MessageKey, values: RichValues<T>) => {
        const out = format(lang, key).format<T>(values as never);
        const parts = Array.isArray(out) ? out : [out];
        // Adjacent strings are joined, so a message's text stays one run.
        return parts.reduce<(string | T)[]>((acc, p) => {
          const last = acc.at(-1);
          if (typeof p === 'string' && typeof last === 'string') acc[acc.length - 1] = last + p;
          else acc.push(p as string | T);
          return acc;
        }, []);
      },
    };
    translators.set(lang, tr);
  }
  return tr;
}

/** A message in a language, for the few callers without a translator at hand. */
export function message(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return translator(lang).t(key, values);
}

/**
 * The `_<lang>` member of a rule table's text: rule tables in raw/rules hold each text in every language of LANGS.
 * Not for an answer or a shard, which publish only the member languages (localized-member.ts: answerIn).
 */
export function inLang<K extends string, T extends Partial<Record<`${K}_${Lang}`, unknown>>>(
  // A member of some language missing from T's type (an answer's `_ru`) is a compile error here, not an undefined.
  obj: T & { [P in Exclude<`${K}_${Lang}`, keyof T>]: never },
  key: K,
  lang: Lang,
): T[`${K}_he`] {
  return obj[`${key}_${lang}`] as T[`${K}_he`];
}
