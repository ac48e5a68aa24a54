// The model-year page's fleet facts (fleet_history of its shard): how many of the year's cars are still on the
// road, km at the last annual test by age, ownership changes since 2017, km a year. Facts in age or count
// order, each with what it counts and its data date; a figure of too few cars says so instead of a number.
// The words are the model-year catalogue's, and so is what each figure counts (`model-year.fleet.counted.*`, the
// text the answers carry as counted_he/_ar/_en), read here in the page's language.
import { formatDate, formatInt, formatShare, offRoadWord } from '../text/format.ts';
import { FLEET_COUNTED } from '../rules/fleet-history.ts';
import type { FleetHistory } from '../shards/fleet-history.ts';
import type { Block, Inline, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';

const note = (text: Inline[]): Block => ({ kind: 'paragraph', role: 'note', text });

/** A figure's "what it counts" in the page's language, followed by its data date. */
function countedNote(ctx: RenderContext, figure: keyof typeof FLEET_COUNTED, date: string | null): Block {
  const asOf = date === null ? '' : ` ${ctx.t('model-year.fleet.asOf', { date: formatDate(date, ctx.lang) })}`;
  return note([`${FLEET_COUNTED[figure][ctx.lang]}${asOf}`]);
}

function figures(ctx: RenderContext, f: FleetHistory) {
  const tooFew = () => ctx.t('model-year.fleet.tooFew', { min: formatInt(f.min_cars) });
  return {
    orTooFew: (value: number | null, show: (n: number) => string) => (value === null ? tooFew() : show(value)),
    km: (n: number) => ctx.t('model-year.fleet.km', { n: formatInt(n) }),
    asOf: (date: string) => ctx.t('model-year.fleet.asOf', { date: formatDate(date, ctx.lang) }),
  };
}

/** A median of whole changes may fall between two (1.5). */
const changes = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function statusBlocks(ctx: RenderContext, f: FleetHistory): Block[] {
  const s = f.status;
  const { orTooFew } = figures(ctx, f);
  return [
    {
      kind: 'facts',
      items: [
        { term: ctx.t('model-year.fleet.status.onRoad'), value: [formatInt(s.on_road)] },
        { term: ctx.t('model-year.fleet.status.inactive'), value: [formatInt(s.inactive)] },
        { term: offRoadWord('cancelled', ctx.lang), value: [formatInt(s.cancelled)] },
        { term: ctx.t('model-year.fleet.status.share'), value: [orTooFew(s.share_on_road, formatShare)] },
      ],
    },
    countedNote(ctx, 'status', s.data_date),
  ];
}

function kmBlocks(ctx: RenderContext, f: FleetHistory, name: string): Block[] {
  const k = f.km_at_last_test;
  const { orTooFew, km } = figures(ctx, f);
  const readings =
    k.median_km === null
      ? ctx.t('model-year.fleet.km.readings', { cars: formatInt(k.cars_with_reading) })
      : ctx.t('model-year.fleet.km.readingsMedian', { cars: formatInt(k.cars_with_reading), km: km(k.median_km) });
  return [
    {
      kind: 'paragraph',
      text: [
        ctx.t('model-year.fleet.km.missing', {
          readings,
          without: formatInt(k.cars_without_reading),
          none: formatInt(k.cars_no_data),
        }),
      ],
    },
    ...(k.by_age.length === 0
      ? []
      : [
          {
            kind: 'table' as const,
            caption: ctx.t('model-year.fleet.km.caption', { name }),
            columns: [
              { label: ctx.t('model-year.fleet.km.age') },
              { label: ctx.t('model-year.fleet.km.cars'), num: true },
              { label: ctx.t('model-year.fleet.km.median'), num: true },
            ],
            rows: k.by_age.map((a) => [
              String(a.age_years),
              { text: formatInt(a.cars), num: true },
              { text: orTooFew(a.median_km, formatInt), num: true },
            ]),
          },
        ]),
    countedNote(ctx, 'km_at_last_test', k.data_date),
  ];
}

function ownershipBlocks(ctx: RenderContext, f: FleetHistory, name: string): Block[] {
  const o = f.ownership_changes;
  const { orTooFew } = figures(ctx, f);
  const from = String(o.first_registered_from);
  return [
    {
      kind: 'paragraph',
      text: [ctx.t('model-year.fleet.owners.summary', { cars: formatInt(o.cars), from, median: orTooFew(o.median, changes) })],
    },
    ...(o.distribution === null
      ? []
      : [
          {
            kind: 'table' as const,
            caption: ctx.t('model-year.fleet.owners.caption', { name, from }),
            columns: [
              { label: ctx.t('model-year.fleet.owners.changes') },
              { label: ctx.t('model-year.fleet.owners.cars'), num: true },
              { label: ctx.t('model-year.fleet.owners.share'), num: true },
            ],
            rows: o.distribution.map((d) => [
              d.changes === '5+' ? ctx.t('model-year.fleet.owners.fivePlus') : d.changes,
              { text: formatInt(d.cars), num: true },
              { text: formatShare(d.share), num: true },
            ]),
          },
        ]),
    countedNote(ctx, 'ownership_changes', o.data_date),
  ];
}

function kmPerYearBlocks(ctx: RenderContext, f: FleetHistory): Block[] {
  const r = f.km_per_year;
  const { km, asOf } = figures(ctx, f);
  return [
    {
      kind: 'paragraph',
      text: [
        r === null
          ? ctx.t('model-year.fleet.perYear.none')
          : ctx.t('model-year.fleet.perYear.range', {
              cars: formatInt(r.cars),
              p1: km(r.p1),
              median: km(r.median),
              p99: km(r.p99),
              asOf: asOf(r.data_date),
            }),
      ],
    },
    countedNote(ctx, 'km_per_year', null),
  ];
}

/** The sections of the fleet facts, in a fixed order. */
export function fleetHistorySections(ctx: RenderContext, f: FleetHistory, name: string): Section[] {
  return [
    { heading: ctx.t('model-year.fleet.status.heading'), blocks: statusBlocks(ctx, f) },
    { heading: ctx.t('model-year.fleet.km.heading'), blocks: kmBlocks(ctx, f, name) },
    { heading: ctx.t('model-year.fleet.owners.heading'), blocks: ownershipBlocks(ctx, f, name) },
    { heading: ctx.t('model-year.fleet.perYear.heading'), blocks: kmPerYearBlocks(ctx, f) },
  ];
}
