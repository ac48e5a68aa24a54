// Prompt model_insurance_facts: the facts that bear on insuring one model (optionally one model year).
import { z } from 'zod';
import { completeMake, completeModel } from '../completions.ts';
import { answerRules, callbackRules, definePrompt } from './prompt-definition.ts';

export const modelInsuranceFacts = definePrompt({
  name: 'model_insurance_facts',
  title: 'Insurance-related facts about a model',
  description:
    'Gather model facts, thefts, compulsory-insurance factors, standard-policy terms and licence fee for a make and model (and year).',
  args: z.object({
    make: z.string().min(1).max(60).describe('Make: Hebrew, English or slug, e.g. toyota.'),
    model: z.string().min(1).max(80).describe('Model: Hebrew, English or slug, e.g. corolla.'),
    year: z
      .string()
      .regex(/^\d{4}$/, 'a four-digit production year, e.g. 2019')
      .optional()
      .describe('Production (model) year, optional.'),
  }),
  complete: {
    make: ({ store }, typed) => completeMake(store, typed),
    model: ({ store }, typed, given) => completeModel(store, typed, given.make),
  },
  text: ({ make, model, year }, { texts }) => {
    const car = year === undefined ? `"make": "${make}", "model": "${model}"` : `"make": "${make}", "model": "${model}", "year": ${year}`;
    return [
      `Collect the insurance-related facts about the ${make} ${model}` +
        `${year === undefined ? '' : ` of ${year}`} with the Israeli car facts tools.`,
      '',
      `1. model_info {${car}}: cars on the road, trims and engines, share of cars with each safety system, list price when new, recalls.`,
      `2. theft_by_model {"make": "${make}", "model": "${model}` +
        `"}: thefts and recoveries 2023-2025 and the rate per 1,000 cars next to the national ` +
        `rate of the same vehicle class (or that no theft is recorded, or no data).`,
      `3. explain_chova_price {${car}}: which car and driver variables drive compulsory ` +
        `(chova) insurance pricing; link the regulator's calculator, never quote a price.`,
      year === undefined
        ? '4. standard_policy_at_age: if the person gives the year or first-registration month, ' +
          'what the standard comprehensive policy guarantees at that age.'
        : `4. standard_policy_at_age {"year": ${year}` +
          `}: what the standard comprehensive policy guarantees at that age (a range when only ` +
          `the year is known).`,
      `5. explain_licence_fee {${car}}: the annual licence fee.`,
      'If a make or model is not found, the error lists the closest names: ask the person which one they meant.',
      '',
      answerRules(texts),
      '',
      callbackRules(texts),
    ].join('\n');
  },
});
