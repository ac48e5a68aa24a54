// One pass over a whole input file: its sha256 (the run's fingerprint), its lines and its rows, and whether it
// ends where a row ends. Rows are counted as the CSV reader splits them: in a quoted file a newline inside a
// quoted field is part of the value, and a quote opens a field only at its start (a bare quote inside a value,
// גפ"מ, is a character); in an unquoted file every newline ends a row.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export interface WholeFile {
  sha256: string;
  bytes: number;
  /** Newlines in the file: its last line is line `newlines + 1` when the file does not end with one. */
  newlines: number;
  /** Rows, the header included: newlines outside quoted fields. */
  rows: number;
  /** How the file ends: after a newline ending a row, mid-row (no newline after its last line), inside a quoted field. */
  end: 'row' | 'mid_row' | 'open_quote';
  /** The line on which the last (unfinished when endsWithRow is false) row begins. */
  lastRowLine: number;
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/** Newlines in buf[from, to). */
function newlinesIn(buf: Buffer, from: number, to: number): number {
  let n = 0;
  for (let i = buf.indexOf(NEWLINE, from); i !== -1 && i < to; i = buf.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

/** The row counter's state carried from one chunk to the next. */
class Rows {
  newlines = 0;
  rows = 0;
  lastRowLine = 1;
  inQuotes = false;
  /** Inside a quoted field, the chunk ended on a quote: the next byte says whether it closed the field or was "". */
  quoteAtEnd = false;
  previous = NEWLINE;
  readonly #delimiter: number;
  readonly #quoted: boolean;

  constructor(delimiter: string, quoted: boolean) {
    this.#delimiter = delimiter.charCodeAt(0);
    this.#quoted = quoted;
  }

  /** Counts the rows ended in buf[from, to), all outside quotes. */
  #rowsEnded(buf: Buffer, from: number, to: number): void {
    const n = newlinesIn(buf, from, to);
    if (n === 0) return;
    this.newlines += n;
    this.rows += n;
    this.lastRowLine = this.newlines + 1;
  }

  add(buf: Buffer): void {
    let i = 0;
    if (this.quoteAtEnd) {
      this.quoteAtEnd = false;
      if (buf[0] === QUOTE) i = 1;
      else this.inQuotes = false;
    }
    while (i < buf.length) {
      if (this.inQuotes) {
        const q = buf.indexOf(QUOTE, i);
        const end = q === -1 ? buf.length : q;
        this.newlines += newlinesIn(buf, i, end);
        if (q === -1) break;
        if (q === buf.length - 1) {
          this.quoteAtEnd = true;
          break;
        }
        // "" inside a quoted field is one quote; any other byte after the quote follows the closed field.
        if (buf[q + 1] === QUOTE) i = q + 2;
        else {
          this.inQuotes = false;
          i = q + 1;
        }
        continue;
      }
      const q = this.#quoted ? buf.indexOf(QUOTE, i) : -1;
      const end = q === -1 ? buf.length : q;
      this.#rowsEnded(buf, i, end);
      if (q === -1) break;
      const before = q === 0 ? this.previous : buf[q - 1];
      if (before === this.#delimiter || before === NEWLINE) this.inQuotes = true;
      i = q + 1;
    }
    if (buf.length > 0) this.previous = buf[buf.length - 1]!;
  }
}

/** Reads the file once, hashing and counting as it goes, in chunks of chunkBytes (a quote may end one chunk). */
export async function readWholeFile(file: string, delimiter: string, quoted: boolean, chunkBytes = 1 << 20): Promise<WholeFile> {
  const hash = createHash('sha256');
  const rows = new Rows(delimiter, quoted);
  let bytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: chunkBytes })) {
    const buf = chunk as Buffer;
    hash.update(buf);
    rows.add(buf);
    bytes += buf.length;
  }
  // A quote that ended the file inside a quoted field closed it.
  const inQuotes = rows.inQuotes && !rows.quoteAtEnd;
  return {
    sha256: hash.digest('hex'),
    bytes,
    newlines: rows.newlines,
    rows: rows.rows,
    end: inQuotes ? 'open_quote' : rows.previous === NEWLINE ? 'row' : 'mid_row',
    lastRowLine: rows.lastRowLine,
  };
}
