// Seeds the CKAN emulator from the committed raw/ sample: each raw/ folder with a CKAN resource id becomes that
// resource, with CKAN's field types (numeric where every value is a number, else text; every column text for a
// dataset the datastore stores as text, like the cancellation archives) and `_id` row numbers.
// Read once per process; the files are the pipeline's inputs, so both registries answer from the same rows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { RAW_SOURCES } from '../../lib/datasets/raw-sources.ts';
import { sniff } from '../../pipeline/inputs/sniff.ts';
import type { CkanField, CkanTable } from './ckan-emulator.ts';

const RAW_DIR = path.resolve(import.meta.dirname, '../../raw');
const NUMBER = /^-?\d+(?:\.\d+)?$/;

async function readTable(file: string, allText: boolean): Promise<CkanTable> {
  const { encoding, delimiter, quoted } = await sniff(file);
  const text = new TextDecoder(encoding).decode(readFileSync(file));
  // A bulk dump is unquoted with bare quotes inside values: read as the pipeline reads it.
  const rows = parse(text, { delimiter, columns: true, skip_empty_lines: true, bom: true, quote: quoted ? '"' : false }) as Record<
    string,
    string
  >[];
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  const numeric = new Set(allText ? [] : columns.filter((c) => rows.every((r) => r[c] === '' || NUMBER.test(r[c]!))));
  const fields: CkanField[] = [
    { id: '_id', type: 'int' },
    ...columns.map((id) => ({ id, type: numeric.has(id) ? ('numeric' as const) : ('text' as const) })),
  ];
  const records = rows.map((row, i) => {
    const record: Record<string, unknown> = { _id: i + 1 };
    for (const c of columns) {
      const value = row[c]!;
      record[c] = value === '' ? null : numeric.has(c) ? Number(value) : value;
    }
    return record;
  });
  return { fields, records };
}

let seeded: Promise<Map<string, CkanTable>> | null = null;

export function rawCkanTables(): Promise<Map<string, CkanTable>> {
  seeded ??= (async () => {
    const tables = new Map<string, CkanTable>();
    for (const source of Object.values(RAW_SOURCES)) {
      if (source.resource_id === null) continue;
      tables.set(source.resource_id, await readTable(path.join(RAW_DIR, source.folder, source.file), source.ckanText === true));
    }
    return tables;
  })();
  return seeded;
}
