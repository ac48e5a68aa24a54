// Display names of the safety systems the model table flags (keys as in lib/shards/common.ts). The Arabic names are
// literal translations by the project of the Hebrew ones (the ministry names them in Hebrew only). The names are
// the labels catalogue's (lib/i18n/catalogues/labels, `safety.*`).
import type { z } from 'zod';
import { message } from '../i18n/messages.ts';
import { SafetySystemKey } from '../shards/common.ts';

export const SAFETY_LABELS = Object.fromEntries(
  SafetySystemKey.options.map((k) => [
    k,
    { he: message('he', `labels.safety.${k}`), ar: message('ar', `labels.safety.${k}`), en: message('en', `labels.safety.${k}`) },
  ]),
) as Record<z.infer<typeof SafetySystemKey>, { he: string; ar: string; en: string }>;
