// The rules/texts table: the disclaimer, source line, hand-off offer and consent text every answer and page carries.
import { z } from 'zod';
import { Sourced } from './rule-parts.ts';

export const TextsRule = Sourced.extend({
  disclaimer_he: z.string().min(1),
  disclaimer_ar: z.string().min(1),
  disclaimer_en: z.string().min(1),
  source_he: z.string().min(1),
  source_ar: z.string().min(1),
  source_en: z.string().min(1),
  handoff_offer_he: z.string().min(1),
  handoff_offer_ar: z.string().min(1),
  handoff_offer_en: z.string().min(1),
  consent: z.object({ version: z.string().min(1), text_he: z.string().min(1), text_en: z.string().min(1) }),
});
export type TextsRule = z.infer<typeof TextsRule>;
