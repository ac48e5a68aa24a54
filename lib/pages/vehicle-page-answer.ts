// What a plate answer (REST and MCP) carries of the plate's page: its addresses and its attention list, built by
// the page's own functions, so the answer an assistant relays is the page's answer in the same words.
import type { Vehicle } from '../plate-answer/vehicle.ts';
import type { AttentionItem } from '../plate-answer/attention.ts';
import { attentionFacts, type AttentionFact } from './vehicle-attention.ts';
import type { Inline } from './page-model.ts';
import { translator } from '../i18n/messages.ts';
import { localizedPath, type Lang } from '../i18n/lang.ts';
import { absoluteUrl, markdownPathOf, vehiclePath } from '../urls/page-urls.ts';
import { vehicleCalendarPath, vehicleFeedPath } from '../urls/feed-urls.ts';
import { hasCalendar } from '../calendar/vehicle-calendar.ts';

const plain = (i: Inline) => (typeof i === 'string' ? i : i.text);

/** The plate's page and twin in `lang`, its feed, and its calendar where the page offers one. */
export function plateUrls(plate: string, v: Vehicle, base: string, lang: Lang) {
  const page = localizedPath(vehiclePath(plate), lang);
  return {
    page_url: absoluteUrl(base, page),
    markdown_url: absoluteUrl(base, markdownPathOf(page)),
    feed_url: absoluteUrl(base, vehicleFeedPath(plate)),
    calendar_url: hasCalendar(v) ? absoluteUrl(base, vehicleCalendarPath(plate)) : null,
  };
}

/**
 * The page's attention list in Hebrew and English, and in `lang` when the input named one (`*_localized`). The
 * three lists are the same facts in the same order: only their words differ.
 */
export function attentionAnswer(plate: string, v: Vehicle, base: string, lang: Lang | null): AttentionItem[] {
  const he = attentionFacts(v, translator('he'));
  const en = attentionFacts(v, translator('en'));
  const local: AttentionFact[] | null = lang ? attentionFacts(v, translator(lang)) : null;
  const page = localizedPath(vehiclePath(plate), lang ?? 'he');
  return he.map((f, i) => ({
    code: f.code,
    section: f.section,
    section_url: absoluteUrl(base, `${page}#${f.section}`),
    text_he: plain(f.text),
    text_en: plain(en[i]!.text),
    ...(local ? { text_localized: plain(local[i]!.text) } : {}),
    meaning_he: plain(f.meaning),
    meaning_en: plain(en[i]!.meaning),
    ...(local ? { meaning_localized: plain(local[i]!.meaning) } : {}),
    places: f.places.map((p, j) => ({
      name_he: plain(p.name),
      name_en: plain(en[i]!.places[j]!.name),
      ...(local ? { name_localized: plain(local[i]!.places[j]!.name) } : {}),
      url: p.url,
      phone: p.phone,
    })),
  }));
}
