// Turns raw client input (a query-string object or a JSON body) into an operation's typed input, or an ApiError
// whose message names the parameter, the rule and what was sent: "year must be an integer from 1950 to 2100; got 1949".
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { closest } from '../../lib/text/closest.ts';

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
  return s;
}

/** The rule a parameter follows, in words, read from its schema's bounds. */
export function describeRule(schema: z.ZodType): string {
  const s = unwrap(schema);
  if (s instanceof z.ZodNumber) {
    const kind = s.isInt ? 'an integer' : 'a number';
    const lo = s.minValue, hi = s.maxValue;
    if (lo !== null && hi !== null && Number.isFinite(lo) && Number.isFinite(hi) && Math.abs(hi) < Number.MAX_SAFE_INTEGER) return `${kind} from ${lo} to ${hi}`;
    return kind;
  }
  if (s instanceof z.ZodString) {
    const lo = s.minLength, hi = s.maxLength;
    if (lo !== null && hi !== null) return `${lo} to ${hi} characters`;
    if (hi !== null) return `at most ${hi} characters`;
    return 'a string';
  }
  if (s instanceof z.ZodEnum) return `one of ${s.options.join(', ')}`;
  if (s instanceof z.ZodBoolean) return 'true or false';
  return 'valid';
}

function shown(value: unknown, countCharacters: boolean): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') {
    const cut = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return countCharacters ? `"${cut}" (${[...value].length} characters)` : `"${cut}"`;
  }
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 40)}…` : json;
}

function messageFor(issue: z.core.$ZodIssue, name: string, schema: z.ZodType | undefined, value: unknown): string {
  // Custom and format issues carry the schema author's own actionable message (plate, YYYY-MM).
  if (issue.code === 'custom' || issue.code === 'invalid_format') return issue.message;
  const rule = schema ? describeRule(schema) : 'valid';
  return `${name} must be ${rule}; got ${shown(value, rule.endsWith('characters'))}`;
}

export type RawInput = Record<string, unknown>;

export function isPlainObject(value: unknown): value is RawInput {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates strictly: unknown members are a 400 unknown_parameter naming the closest defined parameter. */
export function validateInput<I extends z.ZodObject>(schema: I, raw: unknown): z.infer<I> {
  if (!isPlainObject(raw)) throw new ApiError('invalid_json', 'the input must be a JSON object of parameters');
  const shape = schema.shape as Record<string, z.ZodType>;
  const known = Object.keys(shape);
  for (const key of Object.keys(raw)) {
    if (Object.hasOwn(shape, key)) continue;
    const near = closest(key, known, (k) => [k], 3);
    const hint = near.length > 0 ? `did you mean ${near.join(' or ')}? ` : '';
    throw new ApiError('unknown_parameter', `unknown parameter "${key.slice(0, 60)}"; ${hint}this operation accepts: ${known.join(', ') || 'no parameters'}`, {
      parameter: key.slice(0, 60),
      suggestions: near.map((k) => ({ value: k, label: k })),
    });
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // A schema's own message (e.g. the plate rule) explains more than a generic bound on the same parameter.
  const issues = parsed.error.issues;
  const first = issues[0]!;
  const issue = issues.find((i) => i.code === 'custom' && i.path[0] === first.path[0]) ?? first;
  const name = String(issue.path[0] ?? 'input');
  const value = raw[name];
  if (value === undefined && issue.code === 'invalid_type') {
    throw new ApiError('missing_parameter', `${name} is required: ${describeRule(shape[name] ?? z.unknown())}`, { parameter: name });
  }
  throw new ApiError('invalid_parameter', messageFor(issue, name, shape[name], value), { parameter: name });
}
