// Fuel class from the registry's own fuel text, for a car whose trim the model table lacks. The model table
// tells ordinary hybrids apart (pipeline/sql/macros.sql fuel_class); the registry text cannot: an ordinary hybrid
// there is plain petrol, so a "petrol" read here may be a hybrid.
import type { Fuel } from '../../lib/rules/running-cost.ts';

export function registryFuel(fuelHe: string | null): Fuel | null {
  if (fuelHe === null) return null;
  if (fuelHe.startsWith('חשמל/')) return 'plugin_hybrid';
  if (fuelHe === 'חשמל') return 'electric';
  if (fuelHe === 'בנזין') return 'petrol';
  if (fuelHe === 'דיזל') return 'diesel';
  if (fuelHe.startsWith('גפ')) return 'lpg';
  return 'other';
}
