import { blocks, bullets, heading, link, table } from '../blocks.ts';
import {
  CONFIDENCE_HE, countHe, OFF_ROAD_HE, formatIls, formatInt, formatShare, fuelsHe, FUEL_HE, LICENCE_FEE_BY_YEAR_NOTE_HE, registrationYearsHe, VEHICLE_CLASS_HE, yearRange,
} from '../format.ts';
import { modelSources } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { recallSection } from '../sections/recall-list.ts';
import { modelTheftSection } from '../sections/theft-figures.ts';
import { modelMetadata, pathSlugs, relatedRulePages } from '../site-links.ts';

function feeRange(min: number, max: number): string {
  return min === max ? formatIls(min) : `${formatIls(min)}–${formatIls(max)}`;
}

export const renderModel: PageRenderer = (ctx) => {
  const { make, model } = pathSlugs(ctx.page.path);
  const shard = ctx.store.model(make ?? '', model ?? '');
  if (!shard) return null;
  const m = shard.model;
  const s = shard.summary;
  const name = `${m.make_name_he} ${m.name}`;
  return {
    body: blocks(
      `${name}${m.name_he ? ` (${m.name_he})` : ''}, ${m.make_name_en} ${m.name}: ${countHe(s.cars_on_road, 'כלי רכב אחד', 'כלי רכב')} על הכביש בישראל. ` +
        `${OFF_ROAD_HE.inactive}: ${formatInt(s.cars_inactive)}. ${OFF_ROAD_HE.cancelled}: ${formatInt(s.cars_cancelled)}.`,
      heading(2, 'בקצרה'),
      bullets([
        `סוג רכב: ${VEHICLE_CLASS_HE[m.vehicle_class]}`,
        m.body_types.length > 0 ? `מרכב: ${m.body_types.join(', ')}` : null,
        `דלק: ${fuelsHe(s.fuels)}`,
        `שנות ייצור: ${yearRange(s.years.map((y) => y.year))}`,
        s.trims.length > 0 ? `רמות גימור: ${s.trims.join(', ')}` : null,
      ].filter((l): l is string => l !== null)),
      heading(2, 'לפי שנת ייצור'),
      table(['שנת ייצור', 'כלי רכב על הכביש', 'עמוד'],
        s.years.map((y) => [y.year, formatInt(y.cars_on_road), link(`${name} ${y.year}`, ctx.url(y.path))])),
      heading(2, 'מנועים'),
      table(['נפח מנוע (סמ"ק)', 'כוח סוס', 'דלק', 'כלי רכב על הכביש'],
        s.engines.map((e) => [e.engine_cc === null ? null : formatInt(e.engine_cc), e.horsepower, FUEL_HE[e.fuel], formatInt(e.cars_on_road)])),
      heading(2, 'מערכות בטיחות'),
      s.safety_systems.length === 0
        ? 'בנתוני הדגם אין מידע על מערכות בטיחות.'
        : blocks(
          'לכל מערכת: איזה חלק מכלי הרכב מהדגם שעל הכביש מגיעים איתה, לפי נתוני הדגם של משרד התחבורה.',
          table(['מערכת', 'System', 'חלק מכלי הרכב'], s.safety_systems.map((x) => [x.label_he, x.label_en, formatShare(x.share)])),
        ),
      heading(2, 'מחיר מחירון כשהרכב היה חדש'),
      s.list_price
        ? `לפי מחירוני היבואנים (מאושר: מהמאגר של משרד התחבורה): ${feeRange(s.list_price.min, s.list_price.max)} (שנות ${yearRange([s.list_price.first_year, s.list_price.last_year])}). ` +
          'זה מחיר הרכב החדש כפי שפרסם היבואן, לא מחיר ביטוח.'
        : 'אין במחירוני היבואנים מחיר לדגם הזה.',
      heading(2, 'אגרת רישוי שנתית'),
      s.licence_fee_by_year.length === 0
        ? 'אין בנתוני הדגם קבוצת מחיר, ולכן אי אפשר לחשב את האגרה.'
        : blocks(
          LICENCE_FEE_BY_YEAR_NOTE_HE,
          table(['שנת ייצור', 'רישום ראשון', 'קבוצת מחיר', 'אגרת רישוי', 'תוספת אגרת שידורים', 'ודאות'],
            s.licence_fee_by_year.flatMap((f) => f.by_registration.map((r) => [f.year, registrationYearsHe(r.first_registration_years),
              f.price_groups.join(', '), feeRange(r.fee_min, r.fee_max), formatIls(f.broadcasting_addon), CONFIDENCE_HE[r.confidence]]))),
        ),
      heading(2, 'גניבות'),
      modelTheftSection(s.thefts),
      heading(2, 'ריקולים'),
      recallSection(s.recalls, 'לא נמצאו הודעות ריקול של משרד התחבורה לדגם הזה.'),
      relatedRulePages(ctx),
    ),
    sources: modelSources(ctx, s.thefts !== null),
    metadata: {
      ...modelMetadata(m), model_name_he: m.name_he, vehicle_class: m.vehicle_class, cars_on_road: s.cars_on_road,
      sample_figures: s.thefts?.sample ?? false,
    },
  };
};
