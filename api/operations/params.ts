// Parameter schemas shared by the operations, with the spec's exact names and bounds (Limits table). One
// definition each, so REST validation, OpenAPI and MCP tool schemas agree.
import { z } from 'zod';
import { plateProblem } from '../../lib/rules/plate.ts';
import { apiPath, openApiPath } from '../../lib/api/api-paths.ts';
import { LANGS, TRANSLATED_LANGS } from '../../lib/i18n/lang.ts';

/**
 * A plate is text (the spec's type), but MCP clients (MCP Inspector 2, assistants) send 1000001 as a JSON number:
 * a whole number is taken as its digits. The advertised schema stays a string (JSON Schema shows the output of
 * the preprocess step).
 */
const plateDigits = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value);

export const PlateParam = z.preprocess(
  plateDigits,
  z
    .string()
    .min(7)
    .max(12)
    .superRefine((value, ctx) => {
      const problem = plateProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    })
    // On the string itself: JSON Schema reads the examples from there, not from the preprocess step.
    .meta({ description: 'Licence plate: 7 or 8 digits; dashes and spaces are accepted (7-12 characters).', examples: ['12-345-67'] }),
);

export const MakeParam = z
  .string()
  .min(1)
  .max(60)
  .meta({ description: `Make: Hebrew or English name, or its slug (as in ${apiPath('/makes')}).`, examples: ['toyota'] });

export const ModelParam = z
  .string()
  .min(1)
  .max(80)
  .meta({
    description: `Model: commercial name in Latin or Hebrew script, or its slug (as in ${openApiPath('/makes/:make/models')}).`,
    examples: ['corolla'],
  });

export const YearParam = z.coerce
  .number()
  .int()
  .min(1950)
  .max(2100)
  .meta({ description: 'Production (model) year.', examples: [2020] });

export const OnRoadSinceParam = z
  .string()
  .regex(/^\d{4}-\d{1,2}/, {
    error: 'on_road_since must be the month of first registration as YYYY-MM, e.g. 2021-03',
  })
  .meta({ description: 'Month of first registration (on the road since), YYYY-MM.', examples: ['2021-03'] });

export const VehicleClassParam = z
  .enum(['private', 'commercial'])
  .meta({ description: 'private, or commercial: vans, pickups and light trucks up to 3.5 t.', examples: ['private'] });

export const LimitParam = (max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .default(fallback)
    .meta({ description: `How many results, 1-${max}.`, examples: [fallback] });

/** The input of operations answered for one car (plate), a model (make + model) or a model year (+ year). */
export const plateOrModelInput = () =>
  z.strictObject({
    plate: PlateParam.optional(),
    make: MakeParam.optional(),
    model: ModelParam.optional(),
    year: YearParam.optional(),
  });

/**
 * The reader's language, on every operation (defineOperation adds it): it picks the page citation_url points at and
 * the language of the text members meant for people. Hebrew texts stay in their own fields and govern.
 */
export const LangParam = z.enum(LANGS).meta({
  description:
    `Language of the reader: he (default), ${TRANSLATED_LANGS.join(', ')}. Selects citation_url (the page in that ` +
    "language) and the text members for people (disclaimer_localized, every *_localized member beside a text's _he " +
    'and _en, data values); disclaimer stays Hebrew and disclaimer_en English, and each _he, _en and _ar member stays ' +
    'as it is.',
  examples: ['ar'],
});
