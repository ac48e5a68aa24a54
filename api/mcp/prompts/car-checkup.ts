// Prompt car_checkup: everything the open data says about one car, by licence plate.
import { z } from 'zod';
import { answerRules, callbackRules, definePrompt } from './prompt-definition.ts';

export const carCheckup = definePrompt({
  name: 'car_checkup',
  title: 'Car check-up by licence plate',
  description: 'Gather the registry facts, open recalls, licence fee, standard-policy terms and theft figures for one car by its plate.',
  args: z.object({
    plate: z.string().min(7).max(12).describe('Israeli licence plate: 7 or 8 digits; dashes and spaces are accepted.'),
  }),
  text: ({ plate }, { texts }) =>
    [
      `Check the car with licence plate ${plate} using the Israeli car facts tools.`,
      '',
      `1. lookup_vehicle {"plate": "${plate}"}: make, model, year, trim, on the road since, ` +
        `licence validity, last annual test, safety systems, the exact licence fee and the ` +
        `running-cost estimate (licence fee plus fuel, never insurance).`,
      `2. check_open_recall {"plate": "${plate}"}: whether a recall is open, what it is about and how it is fixed.`,
      `3. standard_policy_at_age {"plate": "${plate}` +
        `"}: what the regulator's standard comprehensive policy guarantees at this car's ` +
        `age (age counts from first registration).`,
      `4. theft_by_model {"plate": "${plate}"}: theft and recovery counts 2023-2025 and ` +
        `the rate per 1,000 cars next to the national rate of the same vehicle class (or ` +
        `that no theft is recorded, or no data).`,
      'If the plate is unknown (data.error plate_not_found), say so and ask the person to check the digits; do not guess.',
      '',
      answerRules(texts),
      '',
      callbackRules(texts),
    ].join('\n'),
});
