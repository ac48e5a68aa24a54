// What a plate answer carries of the plate's own page: its addresses (page, markdown twin, feed, calendar) and
// the attention list the page shows, so an assistant cites and relays the page's answer, not a model page's.
import { z } from 'zod';
import { LocalizedText } from '../i18n/localized-text.ts';

export const AttentionPlaceAnswer = z.object({
  name_he: z.string(),
  name_en: z.string(),
  name_localized: LocalizedText('the name'),
  url: z.string().nullable().meta({ description: "The place's official page, where one is recorded; null otherwise." }),
  phone: z.string().nullable().meta({ description: "The phone the data gives (a recall notice's importer); null otherwise." }),
});

export const AttentionItem = z
  .object({
    code: z.string().meta({
      description: 'What kind of fact: open_recalls, licence_expired, test_overdue, odometer_implausible, personal_import, ... .',
    }),
    section: z.string().meta({ description: "The id of the plate page's section that gives the fact in full." }),
    section_url: z.string().meta({ description: 'That section of the page (in the language asked).' }),
    text_he: z.string(),
    text_en: z.string(),
    text_localized: LocalizedText('the fact'),
    meaning_he: z.string().meta({ description: 'What the fact is, in one short line: a fact and where it comes from, never advice.' }),
    meaning_en: z.string(),
    meaning_localized: LocalizedText('the meaning line'),
    places: z.array(AttentionPlaceAnswer).meta({ description: 'The official places where the fact is kept or acted on.' }),
  })
  .meta({ description: "One fact of the plate page's list of facts worth noting, with what it is and where it is kept." });
export type AttentionItem = z.infer<typeof AttentionItem>;

/** The plate's page and its companions; members of a plate answer's `data`, null when the plate was not found. */
export const PLATE_PAGE_MEMBERS = {
  page_url: z.string().nullable().meta({ description: "The plate's own page (in the language asked): cite it." }),
  markdown_url: z.string().nullable().meta({ description: "The page's markdown twin." }),
  feed_url: z.string().nullable().meta({ description: "The car's Atom feed (open recalls and status; Hebrew)." }),
  calendar_url: z.string().nullable().meta({
    description: "The car's calendar (licence expiry and annual test; Hebrew); null where the page offers none (a car off the road).",
  }),
  attention: z
    .array(AttentionItem)
    .nullable()
    .meta({
      description:
        "The plate page's facts worth noting, in its order (none is a verdict on the car; the list has no ranking); " +
        'empty when the data shows none, null when the plate was not found.',
    }),
};
