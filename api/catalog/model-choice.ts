// How the operations with optional make + model (+ year) read them: both or neither, a year only with both.
import type { DataStore } from '../../lib/data/data-store.ts';
import { ApiError } from '../errors.ts';
import { resolveModel, resolveModelYear } from './resolve.ts';

interface ModelChoiceInput {
  make?: string | undefined;
  model?: string | undefined;
  year?: number | undefined;
}

function requireMakeAndModel(input: ModelChoiceInput): void {
  if (input.make !== undefined && input.model === undefined) {
    throw new ApiError('missing_parameter', 'model is required with make: give both, e.g. make=toyota&model=corolla', {
      parameter: 'model',
    });
  }
  if (input.model !== undefined && input.make === undefined) {
    throw new ApiError('missing_parameter', 'make is required with model: give both, e.g. make=toyota&model=corolla', {
      parameter: 'make',
    });
  }
}

/** Resolves make + model (+ year) when given; null when none is given. 404s for unknown ones. */
export function chooseModel(data: DataStore, input: ModelChoiceInput, base: string) {
  requireMakeAndModel(input);
  if (input.make === undefined || input.model === undefined) {
    if (input.year !== undefined)
      throw new ApiError('missing_parameter', 'year needs make and model: give make, model and year together', { parameter: 'make' });
    return null;
  }
  const model = resolveModel(data, input.make, input.model, base);
  const modelYear = input.year === undefined ? null : resolveModelYear(data, model, input.year, base);
  return { ...model, modelYear };
}
