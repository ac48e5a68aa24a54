// Turns raw client input (a query-string object or a JSON body) into an operation's typed input, or an ApiError
// whose message names the parameter, the rule and what was sent: "year must be an integer from 1950 to 2100; got 1949".
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { closest } from '../../lib/text/closest.ts';

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
    // A preprocessed parameter (the plate) follows the rule of the schema it feeds.
    else if (s instanceof z.ZodPipe) s = s.out as z.ZodType;
    else return s;
  }
}

/** The rule a parameter follows, in words, read from its schema's bounds. */
function describeRule(schema: z.ZodType): string {
  const s = unwrap(schema);
  if (s instanceof z.ZodNumber) {
    const kind = s.isInt ? 'an integer' : 'a number';
    const lo = s.minValue,
      hi = s.maxValue;
    if (lo !== null && hi !== null && Number.isFinite(lo) && Number.isFinite(hi) && Math.abs(hi) < Number.MAX_SAFE_INTEGER)
      return `${kind} from ${lo} to ${hi}`;
    return kind;
  }
  if (s instanceof z.ZodString) {
    const lo = s.minLength,
      hi = s.maxLength;
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

/** The JSON type of a value, as a message names it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function messageFor(issue: z.core.$ZodIssue, name: string, schema: z.ZodType | undefined, value: unknown): string {
  // Custom and format issues carry the schema author's own actionable message (plate, YYYY-MM).
  if (issue.code === 'custom' || issue.code === 'invalid_format') return issue.message;
  const rule = schema ? describeRule(schema) : 'valid';
  if (issue.code === 'invalid_type') {
    // A value of the wrong JSON type (MCP and JSON bodies): name the type expected and the type sent.
    const expected = schema && unwrap(schema) instanceof z.ZodString ? `a string of ${rule}` : rule;
    return `${name} must be ${expected}; got ${shown(value, false)} (${jsonType(value)})`;
  }
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
    throw new ApiError(
      'unknown_parameter',
      `unknown parameter "${key.slice(0, 60)}"; ${hint}this operation accepts: ${known.join(', ') || 'no parameters'}`,
      {
        parameter: key.slice(0, 60),
        suggestions: near.map((k) => ({ value: k, label: k })),
      },
    );
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Every parameter that failed, each once, in the order of the issues: a form can then mark every wrong field
  // at once. A schema's own message (e.g. the plate rule) explains more than a generic bound on the same parameter.
  const issues = parsed.error.issues;
  const names = [...new Set(issues.map((i) => String(i.path[0] ?? 'input')))];
  const invalid = names.map((name) => {
    const own = issues.filter((i) => String(i.path[0] ?? 'input') === name);
    const issue = own.find((i) => i.code === 'custom') ?? own[0]!;
    const value = raw[name];
    if (value === undefined && issue.code === 'invalid_type') {
      const message = `${name} is required: ${describeRule(shape[name] ?? z.unknown())}`;
      return { parameter: name, code: 'missing_parameter' as const, message };
    }
    return { parameter: name, code: 'invalid_parameter' as const, message: messageFor(issue, name, shape[name], value) };
  });
  const first = invalid[0]!;
  throw new ApiError(first.code, first.message, { parameter: first.parameter, invalidParameters: invalid });
}
