// Prompt car_checkup: everything the open data says about one car, by licence plate. The report it asks for opens
// with the facts a person deciding about a car looks at first (status, open recalls, the odometer verdict, owners
// and changes), the same facts the plate page lists for attention, before fee and dates.
import { z } from 'zod';
import { answerRules, callbackRules, definePrompt } from './prompt-definition.ts';

export const carCheckup = definePrompt({
  name: 'car_checkup',
  title: 'Car check-up by licence plate',
  description:
    'Report on one car by its plate: status, open recalls, odometer verdict, owners and changes, then licence fee, ' +
    'standard-policy terms and thefts.',
  args: z.object({
    plate: z.string().min(7).max(12).describe('Israeli licence plate: 7 or 8 digits; dashes and spaces are accepted.'),
  }),
  text: ({ plate }, { texts }) =>
    [
      `Check the car with licence plate ${plate} using the Israeli car facts tools.`,
      '',
      `1. lookup_vehicle {"plate": "${plate}"}: the car (make, model, year, trim, on the road since) and its history.`,
      `2. check_open_recall {"plate": "${plate}"}: whether a recall is open, what it is about and how it is fixed.`,
      `3. standard_policy_at_age {"plate": "${plate}` +
        `"}: what the regulator's standard comprehensive policy guarantees at this car's ` +
        `age (age counts from first registration).`,
      `4. theft_by_model {"plate": "${plate}"}: theft and recovery counts 2023-2025 and ` +
        `the rate per 1,000 cars next to the national rate of the same vehicle class (or ` +
        `that no theft is recorded, or no data).`,
      'If the plate is unknown (data.error plate_not_found), say so and ask the person to check the digits; do not guess.',
      '',
      'Report these first, each in plain words with the text the answer gives:',
      '- Status: `vehicle.status_line` (on the road, not active, cancelled, licence expired, test overdue, personal ' +
        'import) and the other conditions in `also`; a car off the road is said first, and the recall and policy ' +
        'answers say so too (`off_road`).',
      '- Open recalls: how many and what each is about (`open_recalls`), or that none is open; for a personal import, ' +
        '`open_recalls.coverage` says the list may not cover the car and where its owner can ask.',
      '- Odometer: the reading at the last annual test, km a year and the verdict with its rule (`vehicle.odometer`: ' +
        'plausible, implausible or no verdict and why). State the figures and the rule; never judge the car or a seller.',
      '- Owners: how many ownership changes since 2017 after the first registration, their months, the hand the car ' +
        'is in (`hand`: dealers are not hands; at_least when owners before 2017 are not published), past leasing, ' +
        'rental or company ownership (`fleet_past`), a dealer holding it now (`dealer_now`) and the current type ' +
        '(`vehicle.owners`, its `text_*` says it whole); no published change is not the same as one owner.',
      '- Changes: structural change, LPG added, colour change, tyres of another size (`vehicle.changes`); ' +
        'known false means the history has no row (no data), not that nothing changed.',
      'Then: the licence validity and last annual test, the exact licence fee and the running-cost estimate ' +
        '(licence fee plus fuel, never insurance), the standard-policy terms at its age and the theft figures.',
      'Where a member is null, `vehicle.missing` says why: say what could not be known.',
      '',
      answerRules(texts),
      '',
      callbackRules(texts),
    ].join('\n'),
});
