import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { VehicleStatusRule } from '../../../lib/rules/vehicle-status.ts';
import { vehicleStatus, type StatusInput } from '../../../lib/rules/vehicle-status.ts';

// raw/rules/vehicle-status.json: overdue when the licence expired and the last test is more than 12 months old.
const rule = VehicleStatusRule.parse(JSON.parse(readFileSync(new URL('../../../raw/rules/vehicle-status.json', import.meta.url), 'utf8')));

const base: StatusInput = {
  status: 'active',
  source: 'registry',
  off_road_since: null,
  on_road_since: '2019-03',
  licence_valid_until: '2027-03-01',
  last_test_date: '2026-02-20',
  data_date: '2026-11-20',
  history: { first_registration_date: '2019-03-14', origin_he: 'יבוא סדיר' },
};
const status = (over: Partial<StatusInput>) => vehicleStatus(rule, { ...base, ...over });

describe('vehicle status line', () => {
  it('an active car with a valid licence is on the road, with no other condition and no note', () => {
    expect(status({})).toMatchObject({ code: 'on_road', date: null, also: [], notes: [], text_en: rule.lines.on_road.en });
  });

  it('a licence that ran out before the data date is the line, dated, while the last test is within 12 months', () => {
    const s = status({ licence_valid_until: '2026-03-01', last_test_date: '2026-02-20' });
    expect(s).toMatchObject({ code: 'licence_expired', date: '2026-03-01', confidence: 'confirmed', also: [] });
    expect(s.text_he).toContain('1.3.2026');
    expect(s.text_en).toBe('The licence expired on 2026-03-01, before the data date.');
    expect(s.text_ar).toBe('انتهت رخصة المركبة في 1.3.2026، قبل تاريخ البيانات.');
  });

  it('a licence expiring on the data date itself has not expired', () => {
    expect(status({ licence_valid_until: '2026-11-20' }).code).toBe('on_road');
  });

  it('an expired licence and a last test more than 12 months back: test overdue (inferred) first, the expiry after it', () => {
    const s = status({ licence_valid_until: '2025-11-28', last_test_date: '2024-11-14' });
    expect(s).toMatchObject({ code: 'test_overdue', date: '2024-11-14', confidence: 'inferred' });
    expect(s.also.map((c) => [c.code, c.date])).toEqual([['licence_expired', '2025-11-28']]);
  });

  it('exactly 12 months after the last test is not yet more than 12 months', () => {
    expect(status({ licence_valid_until: '2026-11-01', last_test_date: '2025-11-20' }).code).toBe('licence_expired');
    expect(status({ licence_valid_until: '2026-11-01', last_test_date: '2025-11-19' }).code).toBe('test_overdue');
  });

  it('no test date: an expired licence does not make an overdue test', () => {
    expect(status({ licence_valid_until: '2025-01-01', last_test_date: null }).also).toEqual([]);
  });

  it('a car off the road owes no licence: inactive without a date, cancelled with and without one', () => {
    const inactive = status({ status: 'inactive', source: 'inactive', licence_valid_until: '2020-01-01' });
    expect(inactive).toMatchObject({ code: 'not_active', date: null, also: [], text_en: rule.lines.not_active.en });
    const cancelled = status({ status: 'cancelled', source: 'cancelled_2010_2016', off_road_since: '2014-06-30' });
    expect(cancelled).toMatchObject({ code: 'cancelled', date: '2014-06-30' });
    expect(cancelled.text_he).toContain('30.6.2014');
    expect(status({ status: 'cancelled', source: 'cancelled' }).text_en).toBe(rule.lines.cancelled.en);
  });

  it('a personal import is its line when nothing weighs more, and follows an expired licence', () => {
    expect(status({ source: 'personal_import', history: { first_registration_date: '2019-03-14', origin_he: 'יבוא אישי' } })).toMatchObject(
      {
        code: 'personal_import',
        notes: [],
      },
    );
    const s = status({ source: 'personal_import', licence_valid_until: '2026-06-01' });
    expect([s.code, ...s.also.map((c) => c.code)]).toEqual(['licence_expired', 'personal_import']);
  });

  it('says when the vehicle history has no row, and says nothing of it when it could not be asked', () => {
    expect(status({ history: null }).notes.map((n) => n.code)).toEqual(['no_history_row']);
    expect(status({ history: undefined }).notes).toEqual([]);
  });

  it('notes a first registration the two datasets disagree on, by month', () => {
    const s = status({ history: { first_registration_date: '2019-04-02', origin_he: null } });
    expect(s.notes).toHaveLength(1);
    expect(s.notes[0]!.text_en).toBe(
      'The datasets disagree on the first registration: 2019-03 in the registry, 2019-04-02 in the vehicle history.',
    );
    expect(s.notes[0]!.text_he).toContain('3/2019');
  });

  it('a registry that gives the year only disagrees with the history on the year alone, never as January', () => {
    const yearOnly = { status: 'cancelled' as const, source: 'cancelled' as const, on_road_since: '2019' };
    expect(status({ ...yearOnly, history: { first_registration_date: '2019-04-02', origin_he: null } }).notes).toEqual([]);
    const s = status({ ...yearOnly, history: { first_registration_date: '2020-01-10', origin_he: null } });
    expect(s.notes[0]!.text_en).toBe(
      'The datasets disagree on the first registration: 2019 in the registry, 2020-01-10 in the vehicle history.',
    );
    expect(s.notes[0]!.text_he).toContain('2019 (שנה בלבד, ללא חודש)');
    expect(s.notes[0]!.text_ar).toBe(
      'قواعد البيانات لا تتفق على موعد التسجيل الأول: في قاعدة بيانات المركبات 2019 (السنة فقط، دون الشهر)، ' +
        'وفي قاعدة بيانات التاريخ 10.1.2020.',
    );
  });

  it('notes an origin of personal import on a car found in the main registry', () => {
    const s = status({ history: { first_registration_date: '2019-03-01', origin_he: 'יבוא אישי ' } });
    expect(s.notes.map((n) => n.code)).toEqual(['personal_import_in_registry']);
    expect(s.code).toBe('on_road');
  });
});
