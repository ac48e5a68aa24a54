// The members of a plate answer read from the vehicle's file and the history datasets: its status line, odometer,
// owners, changes and the registry continuation's extras. A dataset that has no row for the car gives "no data";
// one that could not be asked now leaves its members null (plate-questions.ts says which).
import type { OperationContext } from '../context.ts';
import type { RegistryVehicle } from '../registry/registry.ts';
import type { PlateAnswers } from './plate-questions.ts';
import { statusLineOf } from './status-line.ts';
import { odometerOf } from './odometer.ts';
import { odometerRangeOf } from './odometer-range.ts';
import { ownersOf } from './owners.ts';
import { changesOf } from './changes.ts';
import { extrasOf } from './extras.ts';

export function historyFacts(ctx: OperationContext, answers: PlateAnswers, vehicle: RegistryVehicle) {
  const sources = ctx.data.rule('sources');
  const dataDate = answers.found.asOf;
  const history = answers.history;
  // The language the input named, for the texts' `*_localized` members; null when it named none.
  const lang = ctx.lang.asked ? ctx.lang.value : null;
  const common = { sources, vehicle, source: vehicle.source, data_date: dataDate, lang };
  return {
    status_line: statusLineOf({
      ...common,
      rule: ctx.data.rule('vehicle-status'),
      history: history ? history.value : 'unavailable',
    }),
    odometer: history
      ? odometerOf({
          ...common,
          rule: ctx.data.rule('odometer'),
          history: history.value,
          range: odometerRangeOf(ctx, answers.found),
        })
      : null,
    owners: answers.ownership
      ? ownersOf({
          ...common,
          types: ctx.data.rule('ownership-types'),
          changes: answers.ownership.value,
          history_first_registration: history?.value?.first_registration_date ?? null,
        })
      : null,
    changes: history ? changesOf({ sources, history: history.value, data_date: dataDate, lang }) : null,
    extras: answers.extras?.value ? extrasOf({ sources, extras: answers.extras.value, data_date: dataDate }) : null,
  };
}
