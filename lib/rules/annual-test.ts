// When a car's next annual test falls due, for its calendar. Passing the test is what renews the licence, so it is
// due by the licence's last day; a year after the last test is right only for a car in its yearly cycle (a new
// car's first licence runs years past its first test date: sample plate 10000002), so that is the fallback when
// the registry gives no licence date.
import { addMonths } from './vehicle-age.ts';

/** YYYY-MM-DD, or null when the registry gives neither date. `months`: the vehicle-status rule's test cycle. */
export function annualTestDue(licenceValidUntil: string | null, lastTest: string | null, months: number): string | null {
  if (licenceValidUntil) return licenceValidUntil.slice(0, 10);
  return lastTest ? addMonths(lastTest.slice(0, 10), months) : null;
}
