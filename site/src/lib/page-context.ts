// What every page template needs from the data version: the languages it renders in, its page's render context
// and the layout around it, filled the way the publish step fills them (site/publish/text-files.ts).
import info from 'virtual:site-build';
import type { Page } from '../../../lib/shards/pages.ts';
import { pageById as findPage } from '../../../lib/pages/render/site-links.ts';
import { renderContext } from '../../../lib/pages/render/render-page.ts';
import type { RenderContext } from '../../../lib/pages/render/page-renderer.ts';
import { layoutParts, type LayoutInput, type LayoutParts } from '../../../lib/layout/layout-parts.ts';
import { localizedPath, type Lang } from '../../../lib/i18n/lang.ts';
import { pageLangs } from '../../../lib/pages/translated-page-types.ts';
import { localizedPage } from '../../../lib/pages/index.ts';
import type { SinglePageType } from '../../../lib/pages/page-type.ts';
import type { PageModel } from '../../../lib/pages/page-model.ts';
import { publicApiReference } from '../../../api/public.ts';
import { siteStore } from './site-store.ts';

/** A template's props: the language it renders the page in. */
export interface LangProps {
  lang: Lang;
}

/** getStaticPaths of a template under `[...lang]/`: one page per language, its path prefix the route's parameter. */
export function langPaths(langs: readonly Lang[]) {
  return langs.map((lang) => ({
    params: { lang: localizedPath('/', lang).slice(1) || undefined },
    props: { lang } satisfies LangProps,
  }));
}

/** The languages a page of this type is written in on this site: its type's, of those the build writes (SITE_LANGS). */
export function siteLangsOf(type: Page['type']): Lang[] {
  return pageLangs(type).filter((lang) => info.langs.includes(lang));
}

function pageById(id: string): Page {
  const page = findPage({ store: siteStore() }, id);
  if (!page) throw new Error(`pages.json has no page "${id}"; the site has a template for it`);
  return page;
}

const origin = (site: URL | undefined) => String(site ?? '').replace(/\/+$/, '');

/** The render context of the page `id` in `lang`, as the publish step makes it for its pages. */
function pageContext(id: string, lang: Lang, site: URL | undefined): RenderContext {
  return renderContext(siteStore(), pageById(id), String(site ?? ''), publicApiReference(), lang);
}

/** The layout's parts around a page: what the page gives, and the data version's date, sample flag and texts. */
export function siteLayout(input: Omit<LayoutInput, 'base' | 'dataDate' | 'sample' | 'texts'>, site: URL | undefined): LayoutParts {
  const store = siteStore();
  return layoutParts({
    ...input,
    base: origin(site),
    dataDate: store.dataDate,
    sample: store.manifest.sample.generated,
    texts: store.rule('texts'),
  });
}

/** A page of a single page type (home, call-back) in `lang`, rendered by an Astro route: its render context, its page
 * model, and the layout around it. */
export function singlePage(
  pageType: SinglePageType,
  id: string,
  lang: Lang,
  site: URL | undefined,
): { ctx: RenderContext; model: PageModel; parts: LayoutParts } {
  const ctx = pageContext(id, lang, site);
  const model = pageType.build(ctx);
  if (!model) throw new Error(`the ${pageType.type} page model has no page for this data version`);
  const parts = siteLayout(
    { page: localizedPage(ctx), lang, crumbs: model.crumbs, about: model.about, offerCallback: model.offerCallback },
    site,
  );
  return { ctx, model, parts };
}
