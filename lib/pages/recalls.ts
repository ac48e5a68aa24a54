// /recalls: the ministry's recall notices, counted by make, and the latest notices in full; each model page
// lists all of its own. Its words are the recalls catalogue's (lib/i18n/catalogues/recalls/).
import { formatInt, formatShare } from '../text/format.ts';
import { datasetSource } from './render/official-sources.ts';
import { pageById } from './render/site-links.ts';
import type { Inline, PageModel } from './page-model.ts';
import { byRecallDate, recallCard } from './shared-blocks.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { recallFollowSection } from './recall-follow.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('recalls');

export const recallsPage: SinglePageType = {
  type: 'recalls',
  path: '/recalls',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['recalls', 'recall', ...NAME_HE.keywords],
  build,
};

/** The full list is thousands of notices: the page shows the latest, each model page shows all of its own. */
const LATEST = 50;

function build(ctx: RenderContext): PageModel | null {
  const { recalls, match_rate } = ctx.store.recalls;
  const perMake = new Map<string, number>();
  for (const r of recalls) perMake.set(r.make_en, (perMake.get(r.make_en) ?? 0) + 1);
  const makeRows = [...perMake].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const latest = [...recalls].sort(byRecallDate).slice(0, LATEST);
  return {
    page: ctx.page,
    lead: [
      ctx.t('recalls.lead', {
        notices: ctx.t('recalls.notices', { count: recalls.length, n: formatInt(recalls.length) }),
        share: formatShare(match_rate),
      }),
    ],
    facts: [],
    sections: [
      {
        blocks: [
          {
            kind: 'paragraph',
            text: ctx.rich<Inline & object>('recalls.checkPlate', { home: (chunks) => ({ text: chunks.join(''), href: ctx.path('/') }) }),
          },
        ],
      },
      {
        heading: ctx.t('recalls.byMake.heading'),
        blocks: [
          {
            kind: 'table',
            caption: ctx.t('recalls.byMake.caption'),
            columns: [{ label: ctx.t('recalls.byMake.make') }, { label: ctx.t('recalls.byMake.count'), num: true }],
            rows: makeRows.map(([make, n]) => [
              { text: make, lang: 'en' },
              { text: formatInt(n), num: true },
            ]),
          },
        ],
      },
      {
        heading: ctx.t('recalls.latest.heading', { count: latest.length, n: formatInt(latest.length) }),
        blocks: [
          {
            kind: 'cards',
            items: latest.map((r) => {
              const card = recallCard(r, ctx);
              const models = r.models.flatMap((m) => pageById(ctx, `makes/${m.make_slug}/${m.model_slug}`) ?? []);
              if (models.length === 0) return card;
              const links = models.flatMap((p, i): Inline[] => [
                ...(i > 0 ? [ctx.t('car-blocks.list', { first: '', second: '' })] : []),
                { text: ctx.pageIn(p).title, href: ctx.path(p.path) },
              ]);
              return { ...card, facts: [...card.facts, { term: ctx.t('recalls.modelPages'), value: links }] };
            }),
          },
        ],
      },
      ...recallFollowSection(ctx),
    ],
    sources: [datasetSource(ctx, 'recallNotices'), datasetSource(ctx, 'openRecalls')],
    metadata: { recalls: recalls.length },
    crumbs: [],
    offerCallback: false,
  };
}
