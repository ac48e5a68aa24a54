// /terms: what the service does and does not do, how its data may be used, and what a call-back request is. Its
// words are the terms catalogue's; the disclaimer is the texts table's, and in Arabic and English it carries
// "translation; the Hebrew text governs".
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { inLang } from '../i18n/messages.ts';
import { chovaCalculator, datasetSource } from './render/official-sources.ts';
import { pageOfType } from './render/site-links.ts';
import type { Block, Inline, PageModel } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('terms');

export const termsPage: SinglePageType = {
  type: 'terms',
  path: '/terms',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['terms', ...NAME_HE.keywords],
  build,
};

/** A link inside a sentence: the text between the message's tags, to `href`. */
const linkTo =
  (href: string) =>
  (chunks: (string | Inline)[]): Inline & object => ({ text: chunks.join(''), href });

function build(ctx: RenderContext): PageModel | null {
  const { lang } = ctx;
  const hebrew = lang === AUTHORITY_LANG;
  const privacy = pageOfType(ctx, 'privacy');
  const sources = pageOfType(ctx, 'sources');
  const items = (...lines: (Inline[] | null)[]) => lines.filter((l): l is Inline[] => l !== null);
  // Another page by its title: the Hebrew page's own title, or in another language the words the frame links it by.
  const pageLink = (key: 'terms.data.sources' | 'terms.callback.privacy', page: { path: string; title: string }, title: string) =>
    ctx.rich<Inline & object>(key, { title: hebrew ? page.title : title, page: linkTo(ctx.path(page.path)) });
  const disclaimer: Block[] = hebrew
    ? [
        { kind: 'paragraph', text: [ctx.texts.disclaimer_he] },
        { kind: 'paragraph', text: [ctx.texts.disclaimer_en], lang: 'en' },
      ]
    : [
        { kind: 'paragraph', text: [inLang(ctx.texts, 'disclaimer', lang)] },
        { kind: 'paragraph', role: 'note', text: [ctx.t('common.translationNotice')] },
      ];
  return {
    page: ctx.page,
    lead: [],
    facts: [],
    sections: [
      { heading: ctx.t('terms.disclaimer.heading'), blocks: disclaimer },
      {
        heading: ctx.t('terms.does.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              [ctx.t('terms.does.facts')],
              [ctx.t('terms.does.noPrices')],
              ctx.rich<Inline & object>('terms.does.calculator', { calculator: linkTo(chovaCalculator(ctx).url) }),
              [ctx.t('terms.does.errors')],
            ],
          },
        ],
      },
      {
        heading: ctx.t('terms.data.heading'),
        blocks: [
          {
            kind: 'list',
            items: items(
              [ctx.t('terms.data.licence')],
              [ctx.t('terms.data.api')],
              sources ? pageLink('terms.data.sources', sources, ctx.t('frame.sourcesLink')) : null,
            ),
          },
        ],
      },
      {
        heading: ctx.t('terms.callback.heading'),
        blocks: [
          {
            kind: 'list',
            items: items(
              [ctx.t('terms.callback.consent')],
              [ctx.t('terms.callback.noMessages')],
              privacy ? pageLink('terms.callback.privacy', privacy, ctx.t('privacy.title')) : null,
            ),
          },
        ],
      },
    ],
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'recallNotices')],
    metadata: {},
    crumbs: [],
    offerCallback: false,
  };
}
