// One car's feed, built at request time from its live answer (lookup_vehicle, as the plate page reads it); nothing
// is stored per plate. A reader learns of a change without the server remembering the last answer, because every
// entry's id names what it reports:
// - an open recall: one entry per recall and the date the ministry opened it for this car, dated by that date;
// - a status that needs attention (off the road, licence expired, test overdue, personal import): one entry per
//   condition and the date the data gives for it (left the road, licence expiry, last test);
// - the car's state as a whole (the open recalls, the status conditions, the licence and test dates, the ownership
//   changes, hand and a dealer holding it, in the plate page's words): one entry
//   whose id is a digest of that state, dated by the data date. It is new exactly when the state changed, so a
//   recall that closes (it leaves the ministry's open list) shows as a new state entry that no longer lists it.
// The entries name the car by make, model and year; the ids are the feed's URL with a fragment, so the plate is
// in the feed only where it already is, in the URL the reader was given.
import { createHash } from 'node:crypto';
import type { FoundVehicle } from '../../lib/pages/vehicle.ts';
import type { OpenRecall } from '../../lib/plate-answer/open-recalls.ts';
import type { Fact, Inline } from '../../lib/pages/page-model.ts';
import { leadHtml } from '../../lib/pages/serialise/html.ts';
import { formatDateHe } from '../../lib/text/format.ts';
import { absoluteUrl, vehiclePath } from '../../lib/urls/page-urls.ts';
import { vehicleFeedPath } from '../../lib/urls/feed-urls.ts';
import { atomFeed, type AtomEntry } from './atom-feed.ts';
import { attentionFacts } from '../../lib/pages/vehicle-attention.ts';
import { translator } from '../../lib/i18n/messages.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
/** The day a dataset gives (a date or a timestamp), or null when it gives none that reads as one. */
const dayOf = (value: string | null) => (value && ISO_DAY.test(value) ? value.slice(0, 10) : null);

/** A status sentence as a clause of a longer line. */
const clause = (sentence: string) => sentence.replace(/\.$/, '');
const factsHtml = (facts: Fact[]) =>
  leadHtml({ lead: [], facts, sections: [], sources: [], metadata: {}, crumbs: [], offerCallback: false });
const fact = (term: string, ...value: Inline[]): Fact => ({ term, value });
// The car's feed is Hebrew: its words are the catalogues' (the plate page's where it says the same, else `follow`).
const { t, rich } = translator('he');

export function carNameOf(found: FoundVehicle): string {
  const v = found.vehicle;
  return `${v.make.name_he} ${v.model.name_he ?? v.model.name} ${v.year}`;
}

function recallEntry(r: OpenRecall, self: string, page: string, dataDate: string): AtomEntry {
  const opened = dayOf(r.opened_date);
  const facts = [
    r.problem_he ? fact(t('vehicle.recalls.problem'), r.problem_he) : null,
    r.fix_he ? fact(t('vehicle.recalls.fix'), r.fix_he) : null,
    r.category_he ? fact(t('car-blocks.recall.category'), r.category_he) : null,
    opened ? fact(t('follow.plateFeed.recall.opened'), formatDateHe(opened)) : null,
    r.importer
      ? fact(
          t('vehicle.recalls.importer'),
          ...(r.phone
            ? rich<Inline & object>('follow.plateFeed.recall.importerPhone', { importer: r.importer, phone: { text: r.phone, dir: 'ltr' } })
            : [r.importer]),
        )
      : null,
  ].filter((f): f is Fact => f !== null);
  return {
    id: `${self}#recall-${r.recall_id}-${opened ?? 'undated'}`,
    title: r.category_he
      ? t('follow.plateFeed.recall.titleWithCategory', { id: r.recall_id, category: r.category_he })
      : t('follow.plateFeed.recall.title', { id: r.recall_id }),
    link: `${page}#recalls`,
    updated: opened ?? dataDate,
    summary: r.problem_he ?? t('follow.plateFeed.recall.summary', { id: r.recall_id }),
    contentHtml: factsHtml(facts),
  };
}

/**
 * The feed of a car lookup_vehicle found. `dataDate`: the answer's, or the data version's when it gives none;
 * `sample`: the data version is the generated sample.
 */
export function plateFeed(found: FoundVehicle, base: string, dataDate: string, sample: boolean): string {
  const v = found.vehicle;
  const self = absoluteUrl(base, vehicleFeedPath(found.plate));
  const page = absoluteUrl(base, vehiclePath(found.plate));
  const open = v.open_recalls?.recalls ?? [];
  const conditions = [v.status_line, ...v.status_line.also].filter((c) => c.code !== 'on_road');
  const entries: AtomEntry[] = open.map((r) => recallEntry(r, self, page, dataDate));
  for (const c of conditions) {
    const date = dayOf(c.date);
    entries.push({
      id: `${self}#status-${c.code}-${date ?? 'undated'}`,
      title: c.text_he,
      link: `${page}#status`,
      updated: date && date <= dataDate ? date : dataDate,
      summary: c.text_he,
      contentHtml: factsHtml([
        fact(t('follow.plateFeed.status'), c.text_he),
        ...(date ? [fact(t('follow.plateFeed.date'), formatDateHe(date))] : []),
      ]),
    });
  }
  const state = {
    open: v.open_recalls === null ? null : open.map((r) => r.recall_id).sort((a, b) => a - b),
    status: [v.status_line, ...v.status_line.also].map((c) => `${c.code}|${c.date ?? ''}`),
    licence: v.licence_valid_until,
    test: v.last_annual_test,
    owners:
      v.owners === null
        ? null
        : {
            changes: v.owners.changes_since_2017,
            hand: [v.owners.hand.number, v.owners.hand.basis],
            dealer: v.owners.dealer_now?.since ?? null,
          },
  };
  // The ownership facts the page's attention list names (past fleet ownership, a dealer now), in its words.
  const ownership = attentionFacts(v)
    .filter((f) => f.section === 'owners' && f.code !== 'ownership_changes')
    .map((f) => (typeof f.text === 'string' ? f.text : f.text.text));
  const digest = createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 16);
  const recallsHe =
    state.open === null
      ? t('follow.plateFeed.recallsUnchecked')
      : state.open.length === 0
        ? t('follow.plateFeed.recallsNone')
        : t('follow.plateFeed.recallsOpen', { ids: state.open.join(', ') });
  const said = { status: clause(v.status_line.text_he), recalls: recallsHe };
  entries.push({
    id: `${self}#state-${digest}`,
    title: t('follow.plateFeed.state.title', said),
    link: page,
    updated: dataDate,
    summary: t('follow.plateFeed.state.summary', said),
    contentHtml: factsHtml([
      fact(t('follow.plateFeed.status'), [v.status_line, ...v.status_line.also].map((c) => c.text_he).join('; ')),
      fact(t('follow.plateFeed.recalls'), recallsHe),
      fact(t('vehicle.licence.validUntil'), v.licence_valid_until ? formatDateHe(v.licence_valid_until) : t('vehicle.notGiven')),
      fact(t('vehicle.licence.lastTest'), v.last_annual_test ? formatDateHe(v.last_annual_test) : t('vehicle.notGiven')),
      fact(t('vehicle.owners.heading'), v.owners ? [v.owners.text_he, ...ownership].join(' ') : t('follow.plateFeed.ownersUnchecked')),
      fact(t('follow.plateFeed.asOf'), formatDateHe(dataDate)),
      fact(t('follow.plateFeed.howToRead'), t('follow.plateFeed.howToReadText')),
    ]),
  });
  entries.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.id < b.id ? -1 : 1));
  return atomFeed({
    self,
    page,
    title: t('follow.plateFeed.title', { car: carNameOf(found) }),
    subtitle: t('follow.plateFeed.subtitle'),
    updated: entries.reduce((max, e) => (e.updated > max ? e.updated : max), entries[0]!.updated),
    entries,
    lang: 'he',
    sample,
  });
}
