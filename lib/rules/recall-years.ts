// Which production years a recall notice concerns: the pipeline files each notice under those model years, and
// the recall feeds link the same model-year pages.
import type { z } from 'zod';
import type { Recall } from '../shards/recalls.ts';

/**
 * A recall concerns production year Y only when Y lies inside its production window (BUILD_BEGIN_A to
 * BUILD_END_A): the registry's year is the production year, and the ministry's open-recalls-by-plate list never
 * names a car built in the year after the window. An open end of the window covers every year on that side.
 */
export function recallCoversYear(recall: Pick<z.infer<typeof Recall>, 'build_from' | 'build_to'>, year: number): boolean {
  const from = recall.build_from ? Number(recall.build_from.slice(0, 4)) : null;
  const to = recall.build_to ? Number(recall.build_to.slice(0, 4)) : null;
  return (from === null || year >= from) && (to === null || year <= to);
}
