// Reads the service specification (test/fixtures/spec/service-spec.md, a copy of the contract) into checks: the
// field tables under "Resources and their fields" and the Endpoints table. The contract test is generated from
// what this returns, so a field the spec types is checked with the type the spec gives it, word for word.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SPEC_PATH = path.resolve(import.meta.dirname, '../fixtures/spec/service-spec.md');

export interface SpecField {
  name: string;
  /** As written: "string or null", "array of string", "integer or null"... */
  type: string;
  /** Enum values from a Notes cell ("Enum: new, mid, ..."). */
  enum: string[] | null;
  /** Backticked member names from a Notes cell ("Members: `code` (string), ..."), with their types when given. */
  members: { name: string; type: string | null }[];
  /** A format from a Notes cell ("Format YYYY-MM-DD"). */
  format: string | null;
  /** From a Required column; tables without one list fields every answer has. */
  required: boolean;
}

export interface SpecTable {
  title: string;
  fields: SpecField[];
}
export interface SpecEndpoint {
  method: string;
  path: string;
  operationId: string;
  params: string[];
  returns: string;
}

/** The rows of the first markdown table in `text`, as header-keyed records. */
function firstTable(text: string): Record<string, string>[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim().startsWith('|'));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (let i = start; i < lines.length && lines[i]!.trim().startsWith('|'); i++) {
    rows.push(
      lines[i]!.trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim()),
    );
  }
  const [header, , ...body] = rows;
  return body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ''])));
}

/** The text under each heading of `level`, keyed by the heading, up to the next heading of that level or higher. */
function sections(text: string, level: number): Map<string, string> {
  const marker = `${'#'.repeat(level)} `;
  const out = new Map<string, string>();
  let current: string | null = null;
  let body: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith(marker)) {
      if (current !== null) out.set(current, body.join('\n'));
      current = line.slice(marker.length).trim();
      body = [];
    } else if (/^#{1,6} /.test(line) && line.indexOf(' ') <= level) {
      if (current !== null) out.set(current, body.join('\n'));
      current = null;
    } else if (current !== null) body.push(line);
  }
  if (current !== null) out.set(current, body.join('\n'));
  return out;
}

/** `name` (type) pairs of a "Members: ..." note; a type may hold braces ("array of {year, thefts}"). */
function members(notes: string): SpecField['members'] {
  const at = notes.indexOf('Members:');
  if (at < 0) return [];
  const out: SpecField['members'] = [];
  const re = /`(\w+)`(?:\s*\(([^()]*)\))?/g;
  for (const m of notes.slice(at).matchAll(re)) out.push({ name: m[1]!, type: m[2]?.trim() ?? null });
  return out;
}

function field(row: Record<string, string>, allOptional: boolean): SpecField {
  const notes = row.Notes ?? '';
  const enumMatch = /Enum:\s*([^.|]+)/.exec(notes);
  const format = /Format\s+(\S+?)[:.]?(?:\s|$)/.exec(notes);
  return {
    name: row.Field!.replace(/`/g, ''),
    type: row.Type!,
    enum: enumMatch
      ? enumMatch[1]!
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : null,
    members: members(notes),
    format: format ? format[1]! : null,
    required: row.Required === undefined ? !allOptional : row.Required === 'yes',
  };
}

export function readSpec(file = SPEC_PATH) {
  const text = readFileSync(file, 'utf8');
  const top = sections(text, 2);
  const resources = sections(top.get('Resources and their fields') ?? '', 3);
  const tables = new Map<string, SpecTable>();
  for (const [title, body] of resources) {
    const rows = firstTable(body).filter((r) => r.Field);
    // A section without a table states its one member in a sentence: "`data.vehicle` is an object or null".
    const sentence = /`data\.(\w+)` is an? ([a-z ]+?) \(/.exec(body);
    const fields =
      rows.length > 0
        ? rows.map((r) => field(r, title.includes('all optional')))
        : sentence
          ? [{ name: sentence[1]!, type: sentence[2]!, enum: null, members: [], format: null, required: true }]
          : [];
    tables.set(title, { title, fields });
  }
  const endpoints: SpecEndpoint[] = firstTable(top.get('Endpoints') ?? '').map((r) => ({
    method: r.Method!,
    path: r.Path!,
    operationId: r.operationId!,
    params: [...(r['Query parameters'] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]!),
    returns: r['Returns in `data`']!.replace(/`/g, ''),
  }));
  return { tables, endpoints };
}

/** The field table an endpoint's "Returns in data" names ("results[]" is the search result item, "Page" the fetch page). */
export function tableFor(spec: ReturnType<typeof readSpec>, returns: string): SpecTable {
  const direct = spec.tables.get(returns);
  if (direct) return direct;
  const found = [...spec.tables.values()].find((t) => t.title.includes(`data.${returns}`) || t.title.startsWith(`${returns} (`));
  if (!found) throw new Error(`the spec has no field table for "${returns}"`);
  return found;
}

/** Why `value` does not have the spec type `type` ("string or null", "array of string", ...); null when it does. */
export function typeProblem(value: unknown, type: string): string | null {
  const alternatives = type
    .replace(/\(.*\)/s, '')
    .split(/\s+or\s+/)
    .map((t) => t.trim());
  const ok = alternatives.some((t) => {
    if (t === 'null') return value === null;
    if (t === 'string') return typeof value === 'string';
    if (t === 'integer') return Number.isInteger(value);
    if (t === 'number') return typeof value === 'number';
    if (t === 'boolean') return typeof value === 'boolean';
    if (t === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
    if (t === 'array') return Array.isArray(value);
    const of = /^array of (\w+)$/.exec(t);
    if (of) return Array.isArray(value) && value.every((v) => typeProblem(v, of[1]!) === null);
    const objects = /^array of \{([^}]*)\}$/.exec(t);
    if (objects) {
      const keys = objects[1]!.split(',').map((k) => k.trim());
      return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && keys.every((k) => k in v));
    }
    throw new Error(`the spec type "${t}" is not one this reader knows`);
  });
  return ok
    ? null
    : `expected ${type}, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value} ` +
        `${JSON.stringify(value)?.slice(0, 80)}`;
}

/** Every way `data` breaks the fields of `table`: missing required members, wrong types, values off an enum. */
export function tableProblems(data: Record<string, unknown>, table: SpecTable): string[] {
  const problems: string[] = [];
  for (const f of table.fields) {
    if (!(f.name in data)) {
      if (f.required) problems.push(`${table.title}: ${f.name} is missing`);
      continue;
    }
    const value = data[f.name];
    const wrong = typeProblem(value, f.type);
    if (wrong) problems.push(`${table.title}: ${f.name}: ${wrong}`);
    if (f.enum && typeof value === 'string' && !f.enum.includes(value))
      problems.push(`${table.title}: ${f.name}: "${value}" is not one of ${f.enum.join(', ')}`);
    if (f.format === 'YYYY-MM-DD' && typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
      problems.push(`${table.title}: ${f.name}: "${value}" is not YYYY-MM-DD`);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const m of f.members) {
        const inner = (value as Record<string, unknown>)[m.name];
        if (inner === undefined) {
          // A member the notes name is part of the object whenever the object is there.
          problems.push(`${table.title}: ${f.name}.${m.name} is missing`);
          continue;
        }
        const wrongInner = m.type ? typeProblem(inner, m.type) : null;
        if (wrongInner) problems.push(`${table.title}: ${f.name}.${m.name}: ${wrongInner}`);
      }
    }
  }
  return problems;
}
