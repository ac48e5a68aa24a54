import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { RunningCostRule } from '../../../lib/rules/rule-schemas.ts';
import { runningCostEstimate } from '../../../lib/rules/running-cost.ts';

// The published table: 15,000 km; petrol 7.2 ILS/l, diesel 7.0 ILS/l, electricity 0.64 ILS/kWh;
// petrol l/100 km = CO2/23.4, diesel CO2/26.5, electric 17 kWh/100 km, plug-in adds 8 kWh/100 km.
const rule = RunningCostRule.parse(JSON.parse(readFileSync(new URL('../../../raw/rules/running-cost.json', import.meta.url), 'utf8')));

describe('running-cost estimate', () => {
  it('petrol: 117 g/km -> 5 l/100 km -> 750 l -> 5,400 ILS, plus the licence fee', () => {
    const e = runningCostEstimate(rule, { fuel: 'petrol', co2_wltp: 117, licence_fee_total: 1833 });
    expect(e.energy).toEqual([{ energy: 'petrol', unit: 'litre', per_100km: 5, annual_units: 750, unit_price: 7.2, annual_cost: 5400 }]);
    expect(e.annual_total).toBe(1833 + 5400);
    expect(e.estimate).toBe(true);
    expect(e.includes_insurance).toBe(false);
    expect(e.label_en).toContain('ESTIMATE');
    expect(e.assumptions_en[0]).toContain('15000 km a year');
  });

  it('diesel: 132.5 g/km -> 5 l/100 km at 7.0 -> 5,250 ILS', () => {
    const e = runningCostEstimate(rule, { fuel: 'diesel', co2_wltp: 132.5, licence_fee_total: 1000 });
    expect(e.energy![0]!.annual_cost).toBe(5250);
    expect(e.annual_total).toBe(6250);
  });

  it('electric: 17 kWh/100 km -> 2,550 kWh -> 1,632 ILS, whatever the CO2', () => {
    const e = runningCostEstimate(rule, { fuel: 'electric', co2_wltp: null, licence_fee_total: 1266 + 135 });
    expect(e.energy).toEqual([{ energy: 'electricity', unit: 'kWh', per_100km: 17, annual_units: 2550, unit_price: 0.64, annual_cost: 1632 }]);
    expect(e.annual_total).toBe(1401 + 1632);
  });

  it('plug-in hybrid: petrol from CO2 plus 8 kWh/100 km (1,200 kWh -> 768 ILS)', () => {
    const e = runningCostEstimate(rule, { fuel: 'plugin_hybrid', co2_wltp: 46.8, licence_fee_total: 2000 });
    // 46.8/23.4 = 2 l/100 km -> 300 l -> 2,160 ILS.
    expect(e.energy!.map((l) => [l.energy, l.annual_cost])).toEqual([['petrol', 2160], ['electricity', 768]]);
    expect(e.annual_total).toBe(2000 + 2160 + 768);
  });

  it('states what it cannot estimate instead of guessing', () => {
    const lpg = runningCostEstimate(rule, { fuel: 'lpg', co2_wltp: 120, licence_fee_total: 1500 });
    expect(lpg.energy).toBeNull();
    expect(lpg.annual_total).toBeNull();
    expect(lpg.assumptions_en.join(' ')).toContain('no energy estimate for fuel "lpg"');
    const noCo2 = runningCostEstimate(rule, { fuel: 'petrol', co2_wltp: null, licence_fee_total: null });
    expect(noCo2.energy).toBeNull();
    expect(noCo2.assumptions_en.join(' ')).toContain('licence fee unknown');
  });
});
