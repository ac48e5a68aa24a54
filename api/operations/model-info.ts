import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { MakeParam, ModelParam, YearParam } from './params.ts';
import { FleetHistory, withCountedIn } from '../../lib/shards/fleet-history.ts';
import { LocalizedText } from '../../lib/i18n/localized-text.ts';
import { localizedMember, textIn } from '../../lib/i18n/localized-member.ts';
import { SAFETY_LABELS } from '../../lib/labels/safety-systems.ts';
import { ModelShard } from '../../lib/shards/model.ts';
import { ModelYear, Trim } from '../../lib/shards/model-year.ts';
import { RunningCostEstimate, runningCostEstimate } from '../../lib/rules/running-cost.ts';
import { chooseModel } from '../catalog/model-choice.ts';
import { DATA_ERROR_CODES } from '../errors.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

export const modelInfo = defineOperation({
  name: 'model_info',
  title: 'Model facts',
  description:
    'Facts about a model (and a model year): cars on the road, trims, engines, safety ' +
    'systems, list price, recalls, licence fee, running-cost estimate, thefts.',
  method: 'GET',
  path: '/model-info',
  tags: ['models'],
  budget: 'catalog',
  input: z.strictObject({ make: MakeParam, model: ModelParam, year: YearParam.optional() }),
  output: withCommon({
    model: ModelShard.shape.model.extend({ url: z.string() }).nullable(),
    summary: ModelShard.shape.summary
      .extend({
        safety_systems: z.array(
          ModelShard.shape.summary.shape.safety_systems.element.extend({ label_localized: LocalizedText('the system') }),
        ),
      })
      .nullable(),
    model_year: ModelYear.omit({ data_date: true, model: true })
      .extend({
        trims: z.array(Trim.extend({ running_cost_estimate: RunningCostEstimate })),
        fleet_history: FleetHistory.meta({
          description:
            "The production year's cars as the ministry's files follow them: on the road, inactive and finally " +
            'cancelled (counts and share on the road), km at the last annual test by whole years of age, ownership ' +
            'changes published since 2017 (cars first registered 2017 or later), and km a year (1st percentile, ' +
            "median, 99th percentile: the odometer rule's range). Each figure names its datasets, data date and what " +
            'it counts (counted_en); medians and shares of fewer than min_cars cars are null. Facts only, no ranking.',
        }),
        url: z.string(),
      })
      .nullable(),
    page_url: z.string(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const chosen = chooseModel(ctx.data, input, base)!;
    const modelUrl = absoluteUrl(base, chosen.shard.model.path);
    const year = chosen.modelYear;
    const costRule = ctx.data.rule('running-cost');
    const yearUrl = year ? absoluteUrl(base, `${chosen.shard.model.path}/${year.year}`) : null;
    // The language the input named, for the `*_localized` members; null when it named none.
    const lang = ctx.lang.asked ? ctx.lang.value : null;
    const summary = chosen.shard.summary;
    return {
      model: { ...chosen.shard.model, url: modelUrl },
      summary: {
        ...summary,
        safety_systems: summary.safety_systems.map((x) => ({
          ...x,
          ...localizedMember('label', x, lang, (l) => textIn(SAFETY_LABELS[x.key], l)),
        })),
      },
      model_year: year
        ? {
            year: year.year,
            cars_on_road: year.cars_on_road,
            trims: year.trims.map((t) => ({
              ...t,
              running_cost_estimate: runningCostEstimate(costRule, {
                fuel: t.fuel,
                co2_wltp: t.co2_wltp,
                licence_fees: t.licence_fee?.by_registration ?? [],
                licence_fee_unknown_en: DATA_ERROR_CODES.price_group_unknown,
              }),
            })),
            recalls: year.recalls,
            thefts: year.thefts,
            fleet_history: withCountedIn(year.fleet_history, lang),
            url: yearUrl!,
          }
        : null,
      page_url: yearUrl ?? modelUrl,
      citation_url: yearUrl ?? modelUrl,
    };
  },
});
