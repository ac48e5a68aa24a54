// Prompt renewal_offer: a person whose car insurance is up for renewal wants to understand it and may want an
// offer; the facts first, the call-back only if they ask for a quote and agree to the consent text.
import { z } from 'zod';
import { answerRules, callbackRules, definePrompt } from './prompt-definition.ts';

export const renewalOffer = definePrompt({
  name: 'renewal_offer',
  title: 'Insurance renewal: facts and, on request, a call-back',
  description:
    'Explain what matters at an insurance renewal from the open data, and arrange an ' +
    'operator call-back only if the person asks for a quote.',
  args: z.object({
    plate: z.string().min(7).max(12).optional().describe('Licence plate of the car, if the person gives it (7 or 8 digits).'),
  }),
  text: ({ plate }, { texts }) => {
    const car = plate === undefined ? '' : ` {"plate": "${plate}"}`;
    return [
      "The person's car insurance is up for renewal. Help them understand it with the Israeli " +
        'car facts tools; you do not sell or compare insurance.',
      '',
      plate === undefined
        ? '1. Ask for the licence plate (or the make, model and year) if they are willing to give it; answer with general facts otherwise.'
        : `1. lookup_vehicle${car}: the car, its age and licence status.`,
      `2. standard_policy_at_age${car}: what the regulator's standard comprehensive policy must guarantee at this car's age.`,
      `3. explain_chova_price${car}: the variables that drive compulsory (chova) insurance pricing, and the regulator's calculator link.`,
      `4. explain_licence_fee${car}: the licence fee due at renewal of the car's licence (not an insurance cost).`,
      'Then ask whether they would like an operator to call them with an insurance quote; ' +
        'if they do not ask for one, do not offer it again.',
      '',
      answerRules(texts),
      '',
      callbackRules(texts),
    ].join('\n');
  },
});
