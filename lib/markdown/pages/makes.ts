import { blocks, link, table } from '../blocks.ts';
import { countHe, formatInt } from '../format.ts';
import { datasetSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';

/** Hebrew alphabetical order: a list of names, not an order of merit. */
function byHebrewName<T extends { name_he: string; slug: string }>(a: T, b: T): number {
  return a.name_he < b.name_he ? -1 : a.name_he > b.name_he ? 1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

export const renderMakes: PageRenderer = (ctx) => {
  const makes = [...ctx.store.makes].sort(byHebrewName);
  return {
    body: blocks(
      `${countHe(makes.length, 'יצרן אחד', 'יצרנים')} שיש להם כלי רכב פרטיים או מסחריים קלים על הכביש בישראל, לפי סדר האלף־בית. ` +
        'יצרן שהמשרד רושם בכמה שמות (לפי ארץ הייצור) מופיע פעם אחת.',
      table(['יצרן', 'Make', 'כלי רכב על הכביש', 'דגמים', 'עמוד'],
        makes.map((m) => [m.name_he, m.name_en, formatInt(m.cars_on_road), formatInt(m.model_count), link(m.name_he, ctx.url(m.path))])),
    ),
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
    metadata: { makes: makes.length },
  };
};
