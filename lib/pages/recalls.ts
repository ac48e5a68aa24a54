// /recalls: the ministry's recall notices, counted by make, and the latest notices in full; each model page
// lists all of its own.
import { countHe, formatInt, formatShare } from '../text/format.ts';
import { datasetSource } from './render/official-sources.ts';
import { pageById } from './render/site-links.ts';
import type { Inline, PageModel } from './page-model.ts';
import { byRecallDate, recallCard } from './shared-blocks.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const recallsPage: SinglePageType = {
  type: 'recalls',
  path: '/recalls',
  title: 'קריאות שירות (ריקולים)',
  summary: 'הודעות הריקול של משרד התחבורה: מה התקלה ואיך מתקנים אותה.',
  keywords: ['recalls', 'recall', 'ריקול', 'קריאת שירות'],
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
      `ריקול (קריאת שירות) הוא הודעה של היצרן או היבואן על תקלה בכלי רכב ועל הדרך לתקן ` +
        `אותה. במאגר משרד התחבורה ${countHe(recalls.length, 'הודעת ריקול אחת', 'הודעות ריקול')}; ` +
        `${formatShare(match_rate)} מהן שויכו לדגמים באתר לפי שם היצרן והדגם, ובעמוד כל דגם מופיעות הודעות הריקול שלו.`,
    ],
    facts: [],
    sections: [
      {
        blocks: [
          { kind: 'paragraph', text: ['כדי לדעת אם לרכב מסוים יש ריקול פתוח, בדקו את מספר הרישוי ', { text: 'בדף הבית', href: '/' }, '.'] },
        ],
      },
      {
        heading: 'הודעות ריקול לפי יצרן',
        blocks: [
          {
            kind: 'table',
            caption: 'הודעות ריקול לפי יצרן',
            columns: [{ label: 'יצרן (כפי שמופיע בהודעה)' }, { label: 'הודעות', num: true }],
            rows: makeRows.map(([make, n]) => [
              { text: make, lang: 'en' },
              { text: formatInt(n), num: true },
            ]),
          },
        ],
      },
      {
        heading: `${formatInt(latest.length)} ההודעות האחרונות`,
        blocks: [
          {
            kind: 'cards',
            items: latest.map((r) => {
              const card = recallCard(r);
              const models = r.models.flatMap((m) => pageById(ctx, `makes/${m.make_slug}/${m.model_slug}`) ?? []);
              if (models.length === 0) return card;
              const links = models.flatMap((p, i): Inline[] => [...(i > 0 ? [', '] : []), { text: p.title, href: p.path }]);
              return { ...card, facts: [...card.facts, { term: 'עמודי הדגם', value: links }] };
            }),
          },
        ],
      },
    ],
    sources: [datasetSource(ctx, 'recallNotices'), datasetSource(ctx, 'openRecalls')],
    metadata: { recalls: recalls.length },
    crumbs: [],
    offerCallback: false,
  };
}
