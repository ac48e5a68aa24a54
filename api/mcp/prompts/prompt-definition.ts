// What a prompt file defines, and the answer rules every prompt ends with (disclaimer, citations, the
// call-back only on request with the consent text quoted verbatim). Argument completers receive the scope of
// the request, because they read that request's data version.
import type { z } from 'zod';
import type { DataStore } from '../../../lib/data/data-store.ts';
import type { TextsRule } from '../../../lib/rules/texts.ts';

export interface PromptScope {
  store: DataStore;
  texts: TextsRule;
  baseUrl: string;
}

export interface PromptDefinition<A extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  args: A;
  /** Completers for some arguments: what was typed so far and the other arguments given so far. */
  complete?: Record<string, (scope: PromptScope, typed: string, given: Record<string, string>) => string[]>;
  text(args: z.infer<A>, scope: PromptScope): string;
}

export function definePrompt<A extends z.ZodObject>(prompt: PromptDefinition<A>): PromptDefinition<A> {
  return prompt;
}

export function answerRules(texts: TextsRule): string {
  return [
    'When you answer:',
    '- Use only facts the tools returned; cite each `citation_url` (or result `url`) and give the `data_date`.',
    `- Relay the disclaimer from the answers: "${texts.disclaimer_he}" (${texts.disclaimer_en})`,
    '- Do not rank or recommend cars, insurers or policies, never call a model dangerous, and give no insurance prices.',
  ].join('\n');
}

export function callbackRules(texts: TextsRule): string {
  return [
    'The call-back (request_quote_callback):',
    '- Offer it only if the person asks for an insurance quote. Do not call it on your own initiative.',
    `- If they want one, first show this consent text verbatim and ask whether they agree: ` +
      `"${texts.consent.text_he}" (in English: ${texts.consent.text_en})`,
    '- Call the tool with consent true only after the person explicitly agreed in this ' +
      'conversation; never assume, infer or pre-fill consent.',
    '- Send only details the person gave you (name and phone, and the car if they gave ' +
      'it). Tell them it is a contact request, not a quote, and that they may ask for deletion.',
  ].join('\n');
}
