// The plate card (lookup_vehicle, check_open_recall), run in the host's frame: the car's page model
// (lib/pages/vehicle.ts vehiclePageModel, built from the same plate answer the page is built from) cut to the
// sections a card shows, in the page's order, written by the page's HTML serialiser. check_open_recall's answer
// carries no car record, only its recalls, status and the page's attention list: its card is the page's
// attention and recall sections built by the same functions from those members.
import type { Lang } from '../../../../lib/i18n/lang.ts';
import type { Translator } from '../../../../lib/i18n/messages.ts';
import type { FoundVehicle } from '../../../../lib/pages/vehicle.ts';
import { attentionListSection, openRecallsSection, vehiclePageModel } from '../../../../lib/pages/vehicle.ts';
import { answerText, type AttentionFact } from '../../../../lib/pages/vehicle-attention.ts';
import type { AttentionItem } from '../../../../lib/plate-answer/attention.ts';
import type { OpenRecalls } from '../../../../lib/plate-answer/open-recalls.ts';
import type { StatusLine } from '../../../../lib/plate-answer/status-line.ts';
import { escapeHtml as esc } from '../../../../lib/text/escape-html.ts';
import type { PageModel, Section } from '../../../../lib/pages/page-model.ts';
import { leadHtml, sectionsHtml } from '../../../../lib/pages/serialise/html.ts';
import { linksHtml, runCard, siteOf, type Answer, type CardBody } from './card-frame.ts';

/** The page's sections a card shows: status, what to look at first, recalls, dates, odometer, owners, follow. */
const CARD_SECTIONS: ReadonlySet<string> = new Set(['status', 'attention', 'recalls', 'licence', 'odometer', 'owners', 'follow']);

/** An attention item of the answer in the card's language: the page's fact, in the words the answer gives it. */
function attentionFact(item: AttentionItem, lang: Lang): AttentionFact {
  const pick = (he: string, en: string, local: string | undefined) => local ?? (lang === 'he' ? he : en);
  return {
    code: item.code as AttentionFact['code'],
    section: item.section as AttentionFact['section'],
    text: pick(item.text_he, item.text_en, item.text_localized),
    meaning: pick(item.meaning_he, item.meaning_en, item.meaning_localized),
    places: item.places.map((p) => ({ name: pick(p.name_he, p.name_en, p.name_localized), url: p.url, phone: p.phone })),
  };
}

function notFound(data: Answer, tr: Translator): CardBody {
  const plate = String(data.plate);
  return {
    title: tr.t('vehicle.error.notFoundTitle', { plate }),
    html: `<p role="status">${esc(tr.t('vehicle.error.notFound', { plate }))}</p>`,
  };
}

const pageLinks = (data: Answer, tr: Translator) =>
  linksHtml([
    [data.page_url, tr.t('cards.pageLink')],
    [data.markdown_url, tr.t('frame.markdownVersion')],
  ]);

/** lookup_vehicle's answer for a car the registry has: the page's own model, cut to the card's sections. */
function carCard(answer: FoundVehicle, data: Answer, tr: Translator): CardBody {
  const site = siteOf(data);
  const model = vehiclePageModel(answer, site, tr.lang);
  const sections = model.sections.filter((s) => s.id !== undefined && CARD_SECTIONS.has(s.id));
  return { title: model.page.title, html: leadHtml(model) + sectionsHtml({ ...model, sections }) + pageLinks(data, tr), site };
}

/** check_open_recall's answer: its status when off the road, the page's attention list and recall section. */
function recallCard(data: Answer, tr: Translator): CardBody {
  const plate = String(data.plate);
  const model = data.model as { make_name_he: string; make_name_en: string | null; name: string } | null;
  const make = model ? (tr.lang === 'he' ? model.make_name_he : (model.make_name_en ?? model.make_name_he)) : '';
  const car = [make, model?.name, data.year].filter((part) => part !== undefined && part !== null && part !== '').join(' ');
  const offRoad = data.off_road as Pick<StatusLine, 'text_he' | 'text_en' | 'text_ar'> | null;
  const sections: Section[] = [
    attentionListSection(
      tr.lang,
      plate,
      (data.attention as AttentionItem[]).map((item) => attentionFact(item, tr.lang)),
    ),
    openRecallsSection(tr.lang, data.open_recalls as OpenRecalls | null),
  ];
  const page: Omit<PageModel, 'page'> = {
    lead: offRoad ? [{ text: answerText(offRoad, tr.lang), strong: true }] : [],
    ...(offRoad ? { leadTone: 'warn' as const } : {}),
    facts: [],
    sections,
    sources: [],
    metadata: {},
    crumbs: [],
    offerCallback: false,
  };
  const follow = linksHtml([
    [data.feed_url, tr.t('vehicle.follow.feed')],
    [data.calendar_url, tr.t('vehicle.follow.ics')],
  ]);
  return {
    title: tr.t('vehicle.title', { plate, car }),
    html: leadHtml(page) + sectionsHtml(page) + pageLinks(data, tr) + follow,
    site: siteOf(data),
  };
}

function plateCard(data: Answer, tr: Translator): CardBody {
  if (typeof data.plate !== 'string') throw new TypeError('not a plate answer');
  const error = data.error as { code?: string } | undefined;
  // A plate the registry does not have: the answer has no page, no list, no car.
  if (error?.code === 'plate_not_found' || data.vehicle === null) return notFound(data, tr);
  if (!Array.isArray(data.attention)) throw new TypeError('not a plate answer');
  if (typeof data.vehicle === 'object') return carCard(data as FoundVehicle, data, tr);
  if ('has_open_recall' in data) return recallCard(data, tr);
  throw new TypeError('not a plate answer');
}

await runCard({ name: 'plate', body: plateCard });
