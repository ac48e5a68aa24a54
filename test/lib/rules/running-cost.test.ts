import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { RunningCostRule } from '../../../lib/rules/running-cost.ts';
import { runningCostEstimate } from '../../../lib/rules/running-cost.ts';

// The published table (raw/rules/running-cost.json): 14,700 km (2024, secondary); petrol 7.02 ILS/l (2026-03,
// secondary); no diesel price; electricity 0.46 ILS/kWh (2026-01, inferred); petrol l/100 km = CO2/23.4, diesel
// CO2/26.5 (inferred), electric 17 kWh/100 km, plug-in adds 8 kWh/100 km (estimate).
const rule = RunningCostRule.parse(JSON.parse(readFileSync(new URL('../../../raw/rules/running-cost.json', import.meta.url), 'utf8')));
const fee = (total: number) => [{ total, confidence: 'secondary' as const }];

describe('running-cost estimate', () => {
  it('petrol: 117 g/km -> 5 l/100 km -> 735 l -> 5,160 ILS, plus the licence fee, each with its month and confidence', () => {
    const e = runningCostEstimate(rule, { fuel: 'petrol', co2_wltp: 117, licence_fees: fee(1833) });
    expect(e.energy).toEqual([
      {
        energy: 'petrol',
        unit: 'litre',
        per_100km: 5,
        use_confidence: 'inferred',
        annual_units: 735,
        unit_price: 7.02,
        price_as_of: '2026-03',
        price_confidence: 'secondary',
        annual_cost: 5160,
      },
    ]);
    expect(e.licence_fee).toEqual({ min: 1833, max: 1833, confidence: 'secondary' });
    expect(e.annual_total).toEqual({ min: 1833 + 5160, max: 1833 + 5160 });
    expect(e).toMatchObject({
      estimate: true,
      includes_insurance: false,
      annual_km: 14700,
      annual_km_as_of: '2024',
      annual_km_confidence: 'secondary',
      missing: [],
    });
    expect(e.label_en).toContain('ESTIMATE');
    expect(e.assumptions_en[0]).toContain('14700 km per year (2024, secondary)');
  });

  it('diesel: no current pump price was found, so the fee stands and the energy part says why it is missing', () => {
    const e = runningCostEstimate(rule, { fuel: 'diesel', co2_wltp: 132.5, licence_fees: fee(1000) });
    expect(e.energy).toBeNull();
    expect(e.annual_total).toBeNull();
    expect(e.licence_fee).toEqual({ min: 1000, max: 1000, confidence: 'secondary' });
    expect(e.missing).toEqual([{ part: 'energy', reason_en: expect.stringContaining('Diesel is not price-controlled') }]);
  });

  it('electric: 17 kWh/100 km -> 2,499 kWh -> 1,150 ILS, whatever the CO2', () => {
    const e = runningCostEstimate(rule, { fuel: 'electric', co2_wltp: null, licence_fees: fee(1266 + 135) });
    expect(
      e.energy!.map((l) => [l.annual_units, l.unit_price, l.price_as_of, l.price_confidence, l.use_confidence, l.annual_cost]),
    ).toEqual([[2499, 0.46, '2026-01', 'inferred', 'estimate', 1150]]);
    expect(e.annual_total).toEqual({ min: 1401 + 1150, max: 1401 + 1150 });
  });

  it('plug-in hybrid: petrol from CO2 plus 8 kWh/100 km (1,176 kWh -> 541 ILS)', () => {
    const e = runningCostEstimate(rule, { fuel: 'plugin_hybrid', co2_wltp: 46.8, licence_fees: fee(2000) });
    // 46.8/23.4 = 2 l/100 km -> 294 l -> 2,064 ILS.
    expect(e.energy!.map((l) => [l.energy, l.annual_cost])).toEqual([
      ['petrol', 2064],
      ['electricity', 541],
    ]);
    expect(e.annual_total).toEqual({ min: 2000 + 2064 + 541, max: 2000 + 2064 + 541 });
  });

  it('gives a production year both fees it may owe as a range', () => {
    const e = runningCostEstimate(rule, {
      fuel: 'petrol',
      co2_wltp: 117,
      licence_fees: [
        { total: 1107, confidence: 'secondary' },
        { total: 1244, confidence: 'secondary' },
      ],
    });
    expect(e.licence_fee).toEqual({ min: 1107, max: 1244, confidence: 'secondary' });
    expect(e.annual_total).toEqual({ min: 1107 + 5160, max: 1244 + 5160 });
  });

  it('answers the known part and names what is missing and why, instead of guessing', () => {
    const lpg = runningCostEstimate(rule, { fuel: 'lpg', co2_wltp: 120, licence_fees: fee(1500) });
    expect(lpg.energy).toBeNull();
    expect(lpg.annual_total).toBeNull();
    expect(lpg.licence_fee?.min).toBe(1500);
    expect(lpg.missing).toEqual([{ part: 'energy', reason_en: expect.stringContaining('fuel "lpg"') }]);
    const old = runningCostEstimate(rule, { fuel: 'petrol', co2_wltp: null, licence_fees: [], licence_fee_unknown_en: 'no price group' });
    expect(old.missing).toEqual([
      { part: 'energy', reason_en: expect.stringContaining('no WLTP CO2 figure') },
      { part: 'licence_fee', reason_en: 'no price group' },
    ]);
  });

  it('refuses a price without its month and confidence', () => {
    const bad = structuredClone(rule) as unknown as { energy_prices: { as_of: string | null }[] };
    bad.energy_prices[0]!.as_of = null;
    expect(RunningCostRule.safeParse(bad).success).toBe(false);
  });
});
