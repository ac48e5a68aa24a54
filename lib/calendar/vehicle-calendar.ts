// A car's calendar (RFC 5545), written by ical-generator: the day its licence runs out and the day its next
// annual test falls due, each with a reminder two weeks before. A calendar app subscribed to it (webcal://)
// polls it and gets it regenerated from the live look-up each time. It names the car by make, model and year
// only: the plate, a person's name or anything else personal never goes into a file that people forward and sync
// to calendar services.
import { createHash } from 'node:crypto';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';

export interface VehicleCalendarInput {
  /** YYYY-MM-DD: the last day the licence is valid; null when the registry gives none. */
  licenceValidUntil: string | null;
  /** YYYY-MM-DD the next annual test falls due (lib/rules/annual-test.ts); null when the registry cannot say. */
  nextTestDue: string | null;
  /** "Toyota Corolla 2024" as the page names it. */
  carName: string;
  /** YYYY-MM-DD the registry's answer is correct to; the events' stamp, so the same answer gives the same file. */
  dataDate: string;
  /** Where the events were made, for UIDs unique to this service (RFC 5545 3.8.4.7). */
  host: string;
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

export function vehicleCalendarIcs(given: VehicleCalendarInput): string {
  const input = { ...given, carName: calendarText(given.carName) };
  // Without a time zone, ical-generator writes an all-day date from its UTC day: the server's zone never moves it.
  const calendar = ical({
    prodId: { company: 'israel-car-facts', product: 'vehicle calendar', language: 'HE' },
    method: ICalCalendarMethod.PUBLISH,
    name: rfc5545Text(`${input.carName}: רישיון וטסט`),
    ttl: REFRESH_SECONDS,
  });
  const events = [
    input.licenceValidUntil && {
      kind: 'licence',
      date: input.licenceValidUntil,
      summary: `חידוש רישיון הרכב: ${input.carName}`,
      description: 'הרישיון בתוקף עד היום הזה, לפי מאגר משרד התחבורה. License valid until this day.',
    },
    input.nextTestDue && {
      kind: 'test',
      date: input.nextTestDue,
      summary: `טסט שנתי: ${input.carName}`,
      description: input.licenceValidUntil
        ? 'היום האחרון לעבור את הטסט השנתי: מעבר הטסט הוא שמחדש את הרישיון. Last day to pass the annual test, which renews the licence.'
        : 'מועד משוער: שנה אחרי הטסט השנתי האחרון לפי מאגר משרד התחבורה. Annual test due (estimated: a year after the last one).',
    },
  ];
  for (const e of events) {
    if (!e) continue;
    // From the car's name and the date, not its plate: a hash of 8 digits is undone by trying them all.
    const uid = createHash('sha256').update(`${e.kind}|${input.carName}|${e.date}`).digest('hex').slice(0, 32);
    const event = calendar.createEvent({
      id: `${uid}@${input.host}`,
      start: day(e.date),
      end: new Date(day(e.date).getTime() + DAY_MS),
      allDay: true,
      stamp: day(input.dataDate),
      summary: e.summary,
      description: e.description,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    event.createAlarm({ type: ICalAlarmType.display, trigger: REMINDER_DAYS * 24 * 60 * 60, description: e.summary });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}
