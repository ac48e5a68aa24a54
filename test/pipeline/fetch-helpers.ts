// What the fetch-data tests share: the CKAN emulator seeded with tables (each record given CKAN's `_id`, its
// first field, as the real datastore adds it), a silent log, and a folder's files as text.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { CkanEmulator, type CkanTable } from '../support/ckan-emulator.ts';

export async function startCkanEmulator(resources: Record<string, CkanTable>, setup: Partial<CkanEmulator> = {}): Promise<CkanEmulator> {
  const tables = new Map(
    Object.entries(resources).map(([id, t]): [string, CkanTable] => [
      id,
      {
        fields: [{ id: '_id', type: 'int' }, ...t.fields],
        records: t.records.map((r, i) => ({ _id: i + 1, ...r })),
      },
    ]),
  );
  const ckan = Object.assign(new CkanEmulator(tables), setup);
  return ckan.start();
}

/** A table of `rows` registry-like rows (plates from 1000001), for paging tests. */
export function plates(rows: number): CkanTable {
  return {
    fields: [
      { id: 'mispar_rechev', type: 'numeric' },
      { id: 'tozeret_nm', type: 'text' },
    ],
    records: Array.from({ length: rows }, (_, i) => ({ mispar_rechev: 1_000_001 + i, tozeret_nm: i % 3 ? 'טויוטה יפן' : 'קיה ד. קוריאה' })),
  };
}

export const quiet = () => new PassThrough().resume();

/** Collects what a run writes to its log. */
export function recorder(): PassThrough & { text(): string } {
  let text = '';
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => {
    text += c.toString('utf8');
  });
  return Object.assign(stream, { text: () => text });
}

export const snapshot = (root: string): Record<string, string> =>
  Object.fromEntries(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const f = path.join(e.parentPath, e.name);
        return [path.relative(root, f), fs.readFileSync(f, 'utf8')];
      }),
  );
