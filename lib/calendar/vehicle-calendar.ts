// A car's calendar (RFC 5545), written by ical-generator: the day its licence runs out and the day its next
// annual test falls due, each with a reminder two weeks before. A calendar app subscribed to it (webcal://)
// polls it and gets it regenerated from the live look-up each time. It names the car by make, model and year
// only: the plate, a person's name or anything else personal never goes into a file that people forward and sync
// to calendar services. Its words are the follow catalogue's Hebrew (lib/i18n/catalogues/follow/), with English
// beside them where an app shows a description.
import { createHash } from 'node:crypto';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { message } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/catalogues.ts';
import { formatDateHe } from '../text/format.ts';

/** What a calendar needs to know of a car: whether it is on the road, and the registry's two dates. */
export interface CalendarDates {
  on_the_road: boolean;
  licence_valid_until: string | null;
  last_annual_test: string | null;
}

/**
 * Whether a car has a calendar: it is on the road and the registry gives its licence expiry or its last test (the
 * next test is then known, lib/rules/annual-test.ts). A car off the road has no dates to keep: the plate page
 * offers it no calendar, the answer says so, and its address is 410 Gone.
 */
export function hasCalendar(v: CalendarDates): boolean {
  return v.on_the_road && (v.licence_valid_until !== null || v.last_annual_test !== null);
}

export interface VehicleCalendarInput {
  /** YYYY-MM-DD: the last day the licence is valid; null when the registry gives none. */
  licenceValidUntil: string | null;
  /** YYYY-MM-DD the next annual test falls due (lib/rules/annual-test.ts); null when the registry cannot say. */
  nextTestDue: string | null;
  /** "Toyota Corolla 2024" as the page names it. */
  carName: string;
  /**
   * YYYY-MM-DD the registry's answer is correct to: the events' stamp, so the same answer gives the same file, and
   * the day a date already past is shown as overdue on.
   */
  dataDate: string;
  /** Where the events were made, for UIDs unique to this service (RFC 5545 3.8.4.7). */
  host: string;
  /** The data version is the generated sample: the calendar's name, description and every event say so. */
  sample: boolean;
}

/** How long before each date its reminder goes off. */
export const REMINDER_DAYS = 14;
/** How often a subscribed calendar app is asked to poll (REFRESH-INTERVAL, RFC 7986): the data changes daily. */
export const REFRESH_SECONDS = 12 * 60 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The car's name as calendar text: its words come from the registry, and calendar services (Google Calendar,
 * Outlook on the web) show event text as HTML, so angle brackets are written as entities; a real make or model
 * name has none. */
const calendarText = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** RFC 5545 TEXT escaping (3.3.11) for the calendar's NAME and X-WR-CALNAME, which ical-generator writes as given
 * (it escapes event properties itself): a line break there would start a property of the sender's choosing. */
const rfc5545Text = (text: string) => text.replace(/[\\;,]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const he = (key: MessageKey, values?: Record<string, string>) => message('he', key, values);

interface CalendarEvent {
  kind: 'licence' | 'test';
  date: string;
  summary: string;
  description: string;
}

/**
 * A date still ahead is an event on that day with its reminder. A date already past is not written as a past
 * event, which a calendar app shows nowhere a person looks: it is one "overdue" event on the data's own day
 * (moving with each new data date until the registry shows the renewal), and no reminder, the date having come.
 */
function eventOf(
  kind: CalendarEvent['kind'],
  date: string,
  input: VehicleCalendarInput,
  upcoming: string,
): CalendarEvent & { overdue: boolean } {
  const car = input.carName;
  if (date >= input.dataDate)
    return { kind, date, summary: he(`follow.calendar.${kind}.summary`, { car }), description: upcoming, overdue: false };
  const dates = { car, date: formatDateHe(date), asOf: formatDateHe(input.dataDate), iso: date, asOfIso: input.dataDate };
  return {
    kind,
    date: input.dataDate,
    summary: he(`follow.calendar.overdue.${kind}.summary`, dates),
    description: he(`follow.calendar.overdue.${kind}.description`, dates),
    overdue: true,
  };
}

export function vehicleCalendarIcs(given: VehicleCalendarInput): string {
  const input = { ...given, carName: calendarText(given.carName) };
  const name = he('follow.calendar.name', { car: input.carName });
  const sample = input.sample ? `\n\n${he('follow.sample.calendar')}` : '';
  // Without a time zone, ical-generator writes an all-day date from its UTC day: the server's zone never moves it.
  const calendar = ical({
    prodId: { company: 'israel-car-facts', product: 'vehicle calendar', language: 'HE' },
    method: ICalCalendarMethod.PUBLISH,
    name: rfc5545Text(input.sample ? he('follow.sample.calendarName', { name }) : name),
    // One line: ical-generator writes X-WR-CALDESC without escaping a line break.
    description: input.sample
      ? `${he('follow.calendar.description', { car: input.carName })} ${he('follow.sample.calendar')}`
      : he('follow.calendar.description', { car: input.carName }),
    ttl: REFRESH_SECONDS,
  });
  const events = [
    input.licenceValidUntil && eventOf('licence', input.licenceValidUntil, input, he('follow.calendar.licence.description')),
    input.nextTestDue &&
      eventOf(
        'test',
        input.nextTestDue,
        input,
        he(input.licenceValidUntil ? 'follow.calendar.test.dueByLicence' : 'follow.calendar.test.estimated'),
      ),
  ];
  for (const e of events) {
    if (!e) continue;
    // From the car's name and the date it is about, not its plate: a hash of 8 digits is undone by trying them all.
    // An overdue event keeps its UID while it moves from one data date to the next.
    const about = e.overdue ? `overdue|${e.kind === 'licence' ? input.licenceValidUntil : input.nextTestDue}` : e.date;
    const uid = createHash('sha256').update(`${e.kind}|${input.carName}|${about}`).digest('hex').slice(0, 32);
    const event = calendar.createEvent({
      id: `${uid}@${input.host}`,
      start: day(e.date),
      end: new Date(day(e.date).getTime() + DAY_MS),
      allDay: true,
      stamp: day(input.dataDate),
      summary: e.summary,
      description: e.description + sample,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    if (!e.overdue) event.createAlarm({ type: ICalAlarmType.display, trigger: REMINDER_DAYS * 24 * 60 * 60, description: e.summary });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}
