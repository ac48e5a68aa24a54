// The rules/privacy table: the privacy page's sections, how a call-back request is erased and how long it is kept.
import { z } from 'zod';
import { API_PREFIX } from '../api/api-paths.ts';
import { Sourced, inLangs } from './rule-parts.ts';

export const PrivacyRule = Sourced.extend({
  erasure: z.object({
    method: z.literal('DELETE'),
    path: z.string().startsWith(`${API_PREFIX}/`),
    ...inLangs('text', z.string().min(1)),
  }),
  retention: z.object({ env: z.string().min(1), default_days: z.number().int().positive() }),
  sections: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z_]+$/),
        ...inLangs('title', z.string().min(1)),
        ...inLangs('text', z.string().min(1)),
      }),
    )
    .min(1),
});
export type PrivacyRule = z.infer<typeof PrivacyRule>;
