// The schema of a `*_localized` member (lib/i18n/localized-member.ts): what `lang` chooses, beside the published
// `_he` (governing), `_en` and `_ar` members. One definition, so OpenAPI and the MCP tool schemas say the same.
import { z } from 'zod';

export const LocalizedText = (what: string) =>
  z
    .string()
    .optional()
    .meta({
      description:
        `Set when the input named a lang: ${what} in that language (equal to the _he, _ar or _en member for those ` +
        "languages; for any other, from that language's own words). The _he member governs.",
    });
