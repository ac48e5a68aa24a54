import { blocks, heading, link, table } from '../blocks.ts';
import { countHe, formatInt, formatShare } from '../format.ts';
import { datasetSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { byRecallDate, recallCard } from '../../pages/shared-blocks.ts';
import { cardMarkdown } from '../../pages/serialise/markdown.ts';
import { pageById } from '../site-links.ts';

/** The full list is thousands of notices: the page shows the latest, each model page shows all of its own. */
const LATEST = 50;

export const renderRecalls: PageRenderer = (ctx) => {
  const { recalls, match_rate } = ctx.store.recalls;
  const perMake = new Map<string, number>();
  for (const r of recalls) perMake.set(r.make_en, (perMake.get(r.make_en) ?? 0) + 1);
  const makeRows = [...perMake].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const latest = [...recalls].sort(byRecallDate).slice(0, LATEST);
  return {
    body: blocks(
      `ריקול (קריאת שירות) הוא הודעה של היצרן או היבואן על תקלה בכלי רכב ועל הדרך לתקן אותה. במאגר משרד התחבורה ${countHe(recalls.length, 'הודעת ריקול אחת', 'הודעות ריקול')}; ` +
        `${formatShare(match_rate)} מהן שויכו לדגמים באתר, ובעמוד כל דגם מופיעות הודעות הריקול שלו.`,
      'כדי לדעת אם לרכב מסוים יש ריקול פתוח, בדקו את מספר הרישוי בעמוד הבית.',
      heading(2, 'הודעות ריקול לפי יצרן'),
      table(['יצרן (כפי שמופיע בהודעה)', 'הודעות'], makeRows.map(([make, n]) => [make, formatInt(n)])),
      heading(2, `${formatInt(latest.length)} ההודעות האחרונות`),
      latest.map((r) => {
        const modelLinks = r.models.flatMap((m) => {
          const page = pageById(ctx, `makes/${m.make_slug}/${m.model_slug}`);
          return page ? [link(page.title, ctx.url(page.path))] : [];
        });
        return blocks(cardMarkdown(recallCard(r), ctx.url), modelLinks.length > 0 && `עמודי הדגם: ${modelLinks.join(', ')}`);
      }).join('\n\n'),
    ),
    sources: [datasetSource(ctx, 'recallNotices'), datasetSource(ctx, 'openRecalls')],
    metadata: { recalls: recalls.length },
  };
};
