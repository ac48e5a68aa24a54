// What both cards do in the host's sandboxed frame (bundled into each card's document by card-html.ts): connect
// the extension's App bridge, take the tool's input and result, choose the answer's language, write the body a card
// builds from the site's page-model code (serialise/html.ts) with the page frame's date, source, disclaimer and
// sample lines under it, and say so in a line when there is nothing to show. It calls no tool.
import { App, applyDocumentTheme, applyHostStyleVariables } from '@modelcontextprotocol/ext-apps';
import { AUTHORITY_LANG, LANG_DIR, LANG_TAG, isLang, type Lang } from '../../../../lib/i18n/lang.ts';
import { translator, type Translator } from '../../../../lib/i18n/messages.ts';
import { formatDate } from '../../../../lib/text/format.ts';
import { escapeHtml as esc } from '../../../../lib/text/escape-html.ts';

/** A tool's structured result as the card reads it: members are checked where used. */
export type Answer = Record<string, unknown>;

/** What a card shows of an answer: its title and body as HTML, and the site address its paths are relative to. */
export interface CardBody {
  title: string;
  html: string;
  /** Absent for a body with no link (a plate the registry does not have). */
  site?: string;
}

export interface CardKind {
  name: string;
  /** The card of an answer this card reads; throws on an answer it cannot read. */
  body(data: Answer, tr: Translator): CardBody;
}

const root = document.getElementById('card')!;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function show(lang: Lang, html: string): void {
  document.documentElement.lang = LANG_TAG[lang];
  document.documentElement.dir = LANG_DIR[lang];
  root.innerHTML = html;
}

/** A line in place of the card (a tool error, an answer the card cannot read): never a blank frame. */
function say(lang: Lang, ...lines: string[]): void {
  show(
    lang,
    `<p role="status">${esc(lines[0] ?? '')}</p>${lines
      .slice(1)
      .map((line) => `<p>${esc(line)}</p>`)
      .join('')}`,
  );
}

/** The page frame's lines under a card: the sample notice, the data date with the ministry source, the disclaimer. */
export function footHtml(data: Answer, tr: Translator, sample: boolean): string {
  const date = str(data.data_date);
  const disclaimer = str(data.disclaimer_localized) ?? str(tr.lang === AUTHORITY_LANG ? data.disclaimer : data.disclaimer_en);
  return (
    (sample
      ? `<p class="sample" role="note"><strong>${esc(tr.t('frame.sampleLabel'))}</strong> ${esc(tr.t('frame.sampleText'))}</p>`
      : '') +
    `<p class="foot">${esc(tr.t('cards.source', { date: date ? formatDate(date, tr.lang) : '' }))}</p>` +
    (disclaimer ? `<p class="foot">${esc(tr.t('frame.disclaimerLabel'))} ${esc(disclaimer)}</p>` : '')
  );
}

/** Links as a card's last list: [address, words] pairs, those without an address left out. */
export function linksHtml(links: readonly (readonly [unknown, string])[]): string {
  const items = links.flatMap(([href, text]) => (typeof href === 'string' ? [`<li><a href="${esc(href)}">${esc(text)}</a></li>`] : []));
  return items.length > 0 ? `<ul class="links">${items.join('')}</ul>` : '';
}

/** The site's origin, from the answer's own page address: the page models' links are site paths. */
export function siteOf(data: Answer): string {
  const url = str(data.page_url) ?? str(data.citation_url);
  if (url === null) throw new TypeError('the answer names no page');
  return new URL(url).origin;
}

type ToolResult = Parameters<NonNullable<App['ontoolresult']>>[0];

/** Connects the card and renders each result the host passes. */
export async function runCard(kind: CardKind): Promise<void> {
  /** The `lang` the tool was called with: a tool error carries no answer to read the language from. */
  let asked: unknown;
  const langOf = (data: Answer | null): Lang => [data?.lang, asked].find(isLang) ?? AUTHORITY_LANG;

  function render(result: ToolResult): void {
    const content = result?.structuredContent;
    const data = typeof content === 'object' && content !== null ? (content as Answer) : null;
    const lang = langOf(data);
    const tr = translator(lang);
    if (result?.isError) {
      const text = (result.content ?? []).flatMap((item) => (item.type === 'text' ? [item.text] : []));
      say(lang, tr.t('cards.toolError'), text.join(' '));
      return;
    }
    try {
      if (data === null) throw new TypeError('no structured result');
      const card = kind.body(data, tr);
      show(lang, `<h1>${esc(card.title)}</h1>${card.html}${footHtml(data, tr, result._meta?.sample === true)}`);
      // Site paths made whole, so each link names the page it opens (through the host, below).
      const site = card.site;
      if (site !== undefined)
        for (const a of root.querySelectorAll('a[href]')) a.setAttribute('href', new URL(a.getAttribute('href')!, site).href);
    } catch (error) {
      console.error(error);
      say(lang, tr.t('cards.unreadable'));
    }
  }

  const app = new App({ name: `israel-car-facts-${kind.name}-card`, version: '1.0.0' });
  app.ontoolinput = (params) => {
    asked = params.arguments?.lang;
  };
  app.ontoolresult = render;
  app.onhostcontextchanged = (context) => {
    if (context.theme) applyDocumentTheme(context.theme);
    if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
  };
  // Links open through the host: the sandboxed frame may not navigate, and the host may ask the user first.
  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    app.openLink({ url: anchor.href }).catch(() => {});
  });
  await app.connect();
  const context = app.getHostContext();
  if (context) app.onhostcontextchanged(context);
}
