// "Follow the recall notices": the visible block of the recalls page and of each make, model and model-year page,
// with the recall feed the page's head links (browsers no longer show a `<link rel="alternate">`), its address to
// copy and how to use it, in the page's language, pointing at the feed written in that language. The twin says
// the same (one page model). Its words are the follow catalogue's (lib/i18n/catalogues/follow/).
import { recallFeedOfPage } from '../urls/feed-urls.ts';
import { modelPath } from '../urls/page-urls.ts';
import { pageById, pathSlugs } from './render/site-links.ts';
import type { Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';

/** The name of what the page's feed follows, in the page's language: the make or model (a model year: its model). */
function scopeName(ctx: RenderContext): string | null {
  if (ctx.page.type === 'recalls') return null;
  if (ctx.page.type !== 'model_year') return ctx.pageIn(ctx.page).title;
  const { make, model } = pathSlugs(ctx.page.path);
  const modelPage = pageById(ctx, modelPath(make ?? '', model ?? '').slice(1));
  return modelPage ? ctx.pageIn(modelPage).title : null;
}

/** The block, or none on a page that offers no recall feed. */
export function recallFollowSection(ctx: RenderContext): Section[] {
  const feed = recallFeedOfPage(ctx.page, ctx.lang);
  if (!feed) return [];
  const scope = scopeName(ctx);
  const url = ctx.url(feed.path);
  return [
    {
      id: 'follow',
      heading: ctx.t('follow.block.heading'),
      blocks: [
        { kind: 'paragraph', text: [scope === null ? ctx.t('follow.block.textAll') : ctx.t('follow.block.textOf', { scope })] },
        { kind: 'list', items: [[{ text: ctx.t('follow.block.link'), href: feed.path }]] },
        { kind: 'paragraph', text: [`${ctx.t('follow.block.address')} `, { text: url, code: true, dir: 'ltr' }] },
        { kind: 'paragraph', role: 'note', text: [ctx.t('follow.block.how')] },
      ],
    },
  ];
}
