// hasCalendar (which cars are offered a calendar: the plate page, the .ics route and the plate answer read it) and
// the calendar's words outside the sample, read back by ical.js. Dates are made up for each case.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { hasCalendar, vehicleCalendarIcs } from '../../../lib/calendar/vehicle-calendar.ts';

const car = (on_the_road: boolean, licence_valid_until: string | null, last_annual_test: string | null) => ({
  on_the_road,
  licence_valid_until,
  last_annual_test,
});

describe('hasCalendar', () => {
  it('is a car on the road with a licence or a last-test date', () => {
    expect(hasCalendar(car(true, '2027-04-27', '2026-05-01'))).toBe(true);
    expect(hasCalendar(car(true, null, '2026-05-01'))).toBe(true);
    expect(hasCalendar(car(true, '2025-11-20', null))).toBe(true);
  });

  it('is not a car off the road, whatever dates it kept, nor a car without either date', () => {
    expect(hasCalendar(car(false, '2027-04-27', '2026-05-01'))).toBe(false);
    expect(hasCalendar(car(false, null, null))).toBe(false);
    expect(hasCalendar(car(true, null, null))).toBe(false);
  });
});

describe('vehicleCalendarIcs', () => {
  const input = { carName: 'טויוטה COROLLA 2024', dataDate: '2026-11-20', host: 'cars.example' };

  it('outside the sample says nothing of one, and every line is a property or a folded continuation', () => {
    const text = vehicleCalendarIcs({ ...input, licenceValidUntil: '2027-01-10', nextTestDue: '2027-01-10', sample: false });
    expect(text).not.toContain('נתוני דוגמה');
    expect(text).not.toContain('Sample data');
    for (const line of text.split('\r\n').slice(0, -1)) expect(line).toMatch(/^(?:[A-Z-]+[;:]| )/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('טויוטה COROLLA 2024: רישיון וטסט');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((c) => new ICAL.Event(c).startDate.toString())).toEqual(['2027-01-10', '2027-01-10']);
  });

  it('keeps an overdue event under one UID while it moves to the next data date', () => {
    const uids = (dataDate: string) => {
      const text = vehicleCalendarIcs({ ...input, dataDate, licenceValidUntil: '2026-10-01', nextTestDue: '2026-10-01', sample: false });
      return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => {
        const e = new ICAL.Event(c);
        return [e.uid, e.startDate.toString()];
      });
    };
    const today = uids('2026-11-20');
    const tomorrow = uids('2026-11-21');
    expect(today.map(([, start]) => start)).toEqual(['2026-11-20', '2026-11-20']);
    expect(tomorrow.map(([, start]) => start)).toEqual(['2026-11-21', '2026-11-21']);
    expect(tomorrow.map(([uid]) => uid)).toEqual(today.map(([uid]) => uid));
  });

  it('gives a date still ahead on its day and one already past as overdue, each on its own', () => {
    // Made up to hold both at once: a licence already run out and a test date still ahead.
    const text = vehicleCalendarIcs({ ...input, licenceValidUntil: '2026-03-01', nextTestDue: '2027-06-01', sample: false });
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ['באיחור: הרישיון של טויוטה COROLLA 2024 פג ב־1.3.2026', '2026-11-20'],
      ['טסט שנתי: טויוטה COROLLA 2024', '2027-06-01'],
    ]);
  });
});
