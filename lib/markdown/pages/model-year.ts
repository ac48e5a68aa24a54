import { blocks, bullets, heading, link, table } from '../blocks.ts';
import { countHe, fuelUseMissingHe, formatDecimal, formatIls, formatInt, FUEL_HE, registrationFeesHe, trimFeeNoteHe } from '../format.ts';
import { modelSources } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { recallSection } from '../sections/recall-list.ts';
import { THEFT_SAMPLE_NOTICE } from '../sections/sample-notice.ts';
import { productionYearThefts } from '../sections/theft-figures.ts';
import { modelMetadata, pathSlugs, relatedRulePages } from '../site-links.ts';

export const renderModelYear: PageRenderer = (ctx) => {
  const { make, model, year } = pathSlugs(ctx.page.path);
  const shard = ctx.store.modelYear(make ?? '', model ?? '', year ?? 0);
  if (!shard) return null;
  const m = shard.model;
  // Safety-system names are published once, with the model's shares.
  const modelShard = ctx.store.model(m.make_slug, m.slug);
  const labels = new Map(modelShard?.summary.safety_systems.map((x) => [x.key, x.label_he]) ?? []);
  const sampleThefts = modelShard?.summary.thefts?.sample ?? true;
  const name = `${m.make_name_he} ${m.name} ${shard.year}`;
  const trims = [...shard.trims].sort((a, b) => (a.trim < b.trim ? -1 : a.trim > b.trim ? 1 : a.model_code_name < b.model_code_name ? -1 : 1));
  return {
    body: blocks(
      `${name} (${m.make_name_en} ${m.name}, שנת ייצור ${shard.year}): ${countHe(shard.cars_on_road, 'כלי רכב אחד', 'כלי רכב')} על הכביש בישראל. ` +
        `${link(`לכל שנות הייצור של ${m.make_name_he} ${m.name}`, ctx.url(m.path))}.`,
      heading(2, 'גרסאות'),
      table(['גרסה', 'קוד דגם', 'מרכב', 'דלק', 'נפח מנוע (סמ"ק)', 'כוח סוס', 'כריות אוויר', 'כלי רכב על הכביש'],
        trims.map((t) => [t.trim, t.model_code_name, t.body, FUEL_HE[t.fuel], t.engine_cc === null ? null : formatInt(t.engine_cc),
          t.horsepower, t.airbags, formatInt(t.cars_on_road)])),
      heading(2, 'אגרת רישוי ומחיר מחירון'),
      `${trimFeeNoteHe(shard.year)} צריכת הדלק היא הערכה בלבד, מחושבת מפליטת הפחמן הדו־חמצני (WLTP), ואינה נתון של היצרן. ` +
        'מחיר המחירון הוא של היבואן כשהרכב היה חדש (מאושר: מהמאגר של משרד התחבורה).',
      table(['גרסה', 'קבוצת מחיר', 'אגרת רישוי כולל תוספת שידורים', 'מחיר מחירון כשהיה חדש', 'צריכת דלק משוערת (ליטר ל־100 ק"מ)'],
        trims.map((t) => [t.trim, t.price_group, t.licence_fee && registrationFeesHe(t.licence_fee.by_registration, (o) => formatIls(o.total)),
          t.list_price === null ? null : formatIls(t.list_price),
          t.fuel_use_l_per_100km_estimate === null ? fuelUseMissingHe(t.fuel, t.co2_wltp) : `כ־${formatDecimal(t.fuel_use_l_per_100km_estimate, 1)} (הערכה)`])),
      heading(2, 'מערכות בטיחות לפי גרסה'),
      bullets(trims.map((t) => `${t.trim}: ${t.safety_systems.length === 0 ? 'אין מידע על מערכות בטיחות' : t.safety_systems.map((k) => labels.get(k) ?? k.replace(/_/g, ' ')).join(', ')}`)),
      heading(2, 'גניבות'),
      blocks(shard.thefts && sampleThefts && THEFT_SAMPLE_NOTICE, productionYearThefts(shard.thefts)),
      heading(2, 'ריקולים'),
      recallSection(shard.recalls, 'לא נמצאו הודעות ריקול של משרד התחבורה לדגם בשנת הייצור הזו.'),
      relatedRulePages(ctx),
    ),
    sources: modelSources(ctx, shard.thefts !== null),
    metadata: { ...modelMetadata(m), year: shard.year, cars_on_road: shard.cars_on_road, sample_figures: sampleThefts && shard.thefts !== null },
  };
};
