import { blocks, heading, link, table } from '../blocks.ts';
import { countHe, formatInt, fuelsHe, VEHICLE_CLASS_HE, yearRange } from '../format.ts';
import { datasetSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { pathSlugs } from '../site-links.ts';

export const renderMake: PageRenderer = (ctx) => {
  const shard = ctx.store.make(pathSlugs(ctx.page.path).make ?? '');
  if (!shard) return null;
  const { make } = shard;
  const models = [...shard.models].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    body: blocks(
      `${make.name_he} (${make.name_en}): ${countHe(make.cars_on_road, 'כלי רכב אחד', 'כלי רכב')} על הכביש בישראל ${models.length === 1 ? 'בדגם אחד' : `ב־${formatInt(models.length)} דגמים`}.`,
      heading(2, 'דגמים'),
      'לפי סדר האלף־בית של שם הדגם. בכל עמוד דגם: שנות ייצור, מנועים, מערכות בטיחות, ריקולים, גניבות ואגרת רישוי.',
      table(['דגם', 'שם בעברית', 'סוג רכב', 'כלי רכב על הכביש', 'שנות ייצור', 'דלק'],
        models.map((m) => [link(m.name, ctx.url(m.path)), m.name_he, VEHICLE_CLASS_HE[m.vehicle_class], formatInt(m.cars_on_road),
          yearRange(m.years), fuelsHe(m.fuels)])),
    ),
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
    metadata: { make: make.slug, make_name_he: make.name_he, make_name_en: make.name_en, cars_on_road: make.cars_on_road },
  };
};
