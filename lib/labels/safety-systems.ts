// Display names of the safety systems the model table flags (keys as in lib/shards/common.ts). The Arabic names are
// literal translations by the project of the Hebrew ones (the ministry names them in Hebrew only). The names are
// the labels catalogue's (lib/i18n/catalogues/labels, `safety.*`).
import type { z } from 'zod';
import { perLang, type Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';
import { SafetySystemKey } from '../shards/common.ts';

export const SAFETY_LABELS = Object.fromEntries(
  SafetySystemKey.options.map((k) => [k, perLang((lang) => message(lang, `labels.safety.${k}`))]),
) as Record<z.infer<typeof SafetySystemKey>, Record<Lang, string>>;
