// Streams CSV rows to disk in large chunks (memory stays flat at national scale), quoting as RFC 4180 does,
// in UTF-8 or windows-1255. Writes to a temporary name and renames on close, so a crash leaves no half file.
import fs from 'node:fs';

export type Cell = string | number | null | undefined;

const CHUNK_CHARS = 1 << 20;
const CHUNK_BYTES = 1 << 22;

/** windows-1255 for the characters the ministry files use: ASCII and the Hebrew letters א..ת (0xE0..0xFA). */
function encodeWindows1255(text: string): Buffer {
  const out = Buffer.allocUnsafe(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) out[i] = code;
    else if (code >= 0x05d0 && code <= 0x05ea) out[i] = code - 0x05d0 + 0xe0;
    else
      throw new Error(
        `character U+${code.toString(16).toUpperCase()} has no windows-1255 mapping here: "${text.slice(Math.max(0, i - 10), i + 10)}"`,
      );
  }
  return out;
}

const quoteNeeded = new Map<string, RegExp>();

/**
 * One CSV line (no newline), quoting as RFC 4180 does: fields holding the delimiter, a quote or a newline; or, for
 * a bulk dump (quote false), as the ministry's dumps are written: nothing quoted, a quote inside a value left bare.
 */
export function csvLine(cells: readonly Cell[], delimiter: string, quote = true): string {
  let needsQuote = quoteNeeded.get(delimiter);
  if (!needsQuote) quoteNeeded.set(delimiter, (needsQuote = new RegExp(`["\\r\\n${delimiter === '|' ? '\\|' : delimiter}]`)));
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    const text =
      value === null || value === undefined
        ? ''
        : typeof value === 'number'
          ? String(value)
          : quote && needsQuote.test(value)
            ? `"${value.replaceAll('"', '""')}"`
            : value;
    line += i ? delimiter + text : text;
  }
  return line;
}

export class CsvWriter {
  readonly path: string;
  readonly #tmp: string;
  readonly #fd: number;
  readonly #delimiter: string;
  readonly #quote: boolean;
  /** UTF-8 lines are encoded straight into this chunk (one pass, no joined string); windows-1255 lines wait in #lines. */
  #chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  #used = 0;
  #lines: string[] = [];
  #chars = 0;
  readonly #utf8: boolean;
  rows = 0;

  constructor(
    file: string,
    header: readonly string[],
    options: { delimiter?: string; encoding?: 'utf-8' | 'windows-1255'; quote?: boolean } = {},
  ) {
    this.path = file;
    this.#tmp = `${file}.tmp`;
    this.#fd = fs.openSync(this.#tmp, 'w');
    this.#delimiter = options.delimiter ?? ',';
    this.#quote = options.quote ?? true;
    this.#utf8 = options.encoding !== 'windows-1255';
    this.#append(header.join(this.#delimiter) + '\n');
  }

  write(cells: readonly Cell[]): void {
    this.#append(csvLine(cells, this.#delimiter, this.#quote) + '\n');
    this.rows++;
  }

  #append(line: string): void {
    if (this.#utf8) {
      // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
      if (this.#used + line.length * 3 > CHUNK_BYTES) this.#flush();
      if (line.length * 3 > CHUNK_BYTES) fs.writeSync(this.#fd, line);
      else this.#used += this.#chunk.write(line, this.#used, 'utf8');
      return;
    }
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= CHUNK_CHARS) this.#flush();
  }

  #flush(): void {
    if (this.#used) fs.writeSync(this.#fd, this.#chunk, 0, this.#used);
    this.#used = 0;
    if (this.#lines.length) fs.writeSync(this.#fd, encodeWindows1255(this.#lines.join('')));
    this.#lines = [];
    this.#chars = 0;
  }

  close(): void {
    this.#flush();
    fs.closeSync(this.#fd);
    fs.renameSync(this.#tmp, this.path);
  }
}
