// The licence renewal date as an iCalendar file (RFC 5545): one all-day event on the day the licence runs out.
// It names the car by make, model and year only: the plate, a person's name or anything else personal never
// goes into a file that people forward and sync to calendar services.
import { createHash } from 'node:crypto';

export interface LicenceEventInput {
  /** YYYY-MM-DD: the last day the licence is valid. */
  validUntil: string;
  /** "Toyota Corolla 2024" as the page names it. */
  carName: string;
  /** YYYY-MM-DD the registry's answer is correct to; the event's stamp, so the same answer gives the same file. */
  dataDate: string;
  /** Where the event was made, for a UID unique to this service (RFC 5545 3.8.4.7). */
  host: string;
}

const compactDate = (iso: string) => iso.replaceAll('-', '');

/** RFC 5545 text escaping (3.3.11). */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\n/g, '\\n');

/** Lines longer than 75 octets are folded (3.1), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function nextDay(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export function licenceEventIcs(input: LicenceEventInput): string {
  // From the car's name and date, not its plate: a hash of 8 digits is undone by trying them all.
  const uid = createHash('sha256').update(`${input.carName}|${input.validUntil}`).digest('hex').slice(0, 32);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//israel-car-facts//licence renewal//HE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}@${input.host}`,
    `DTSTAMP:${compactDate(input.dataDate)}T000000Z`,
    `DTSTART;VALUE=DATE:${compactDate(input.validUntil)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(input.validUntil))}`,
    `SUMMARY:${escapeText(`חידוש רישיון הרכב: ${input.carName}`)}`,
    `DESCRIPTION:${escapeText('הרישיון בתוקף עד היום הזה, לפי מאגר משרד התחבורה. License valid until this day.')}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
