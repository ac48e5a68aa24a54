// A whole input file read once: its rows as the CSV reader splits them, and whether it ends where a row ends, the
// same in whatever chunks the file arrives (a quote or a newline may end one).
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWholeFile, type WholeFile } from '../../pipeline/inputs/whole-file.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'whole-file-'));
let n = 0;

/** Reads text written as a file in chunks of every size from 1 to 9 bytes and in one; all must agree. */
async function read(text: string, delimiter: string, quoted: boolean): Promise<WholeFile> {
  const file = path.join(dir, `${n++}.csv`);
  writeFileSync(file, text);
  const whole = await readWholeFile(file, delimiter, quoted);
  for (let size = 1; size <= 9; size++) expect(await readWholeFile(file, delimiter, quoted, size), `chunks of ${size}`).toEqual(whole);
  expect(whole.sha256).toBe(createHash('sha256').update(text).digest('hex'));
  return whole;
}

// A bulk dump: |-delimited, unquoted, with a bare quote inside a value (גפ"מ) that opens nothing.
const BULK = 'mispar_rechev|sug_delek_nm|tozeret_nm\n1000001|גפ"מ|טסלה ארה"ב\n1000002|בנזין|"טויוטה\n';
// An RFC 4180 file: a newline and a doubled quote inside quoted fields, and a bare quote inside an unquoted one.
const QUOTED = 'id,text,note\n1,"line one\nline two",plain\n2,"say ""hi""",5"\n3,"a,b",\n';

describe('a whole input file', () => {
  it('counts every line of an unquoted file as a row, whatever quotes its values hold', async () => {
    expect(await read(BULK, '|', false)).toMatchObject({ bytes: Buffer.byteLength(BULK), newlines: 3, rows: 3, end: 'row' });
  });

  it('counts the rows of a quoted file as the reader splits them: a newline inside quotes ends none', async () => {
    // Lines: header 1, row 1 on lines 2-3, row 2 on line 4, row 3 on line 5.
    expect(await read(QUOTED, ',', true)).toMatchObject({ newlines: 5, rows: 4, end: 'row', lastRowLine: 6 });
  });

  it('says where a file without its last newline ends mid-row', async () => {
    expect(await read(BULK.slice(0, -1), '|', false)).toMatchObject({ rows: 2, end: 'mid_row', lastRowLine: 3 });
    expect(await read(QUOTED.slice(0, -1), ',', true)).toMatchObject({ rows: 3, end: 'mid_row', lastRowLine: 5 });
  });

  it('says where a file cut inside a quoted field ends, at the line its row begins', async () => {
    // Cut after "line one\n": the field opened on line 2 never closes.
    const cut = QUOTED.slice(0, QUOTED.indexOf('line two'));
    expect(await read(cut, ',', true)).toMatchObject({ newlines: 2, rows: 1, end: 'open_quote', lastRowLine: 2 });
  });

  it('closes a quoted field on a quote that ends the file, but not on a doubled one', async () => {
    expect(await read('a,b\n1,"x"', ',', true)).toMatchObject({ rows: 1, end: 'mid_row', lastRowLine: 2 });
    expect(await read('a,b\n1,"x""', ',', true)).toMatchObject({ rows: 1, end: 'open_quote', lastRowLine: 2 });
  });
});
