// Delimiter and encoding detection. The ministry's dumps come comma- or pipe-delimited, in UTF-8 or (older
// ones) windows-1255; DuckDB reads only UTF-8, so windows-1255 files are transcoded to a UTF-8 temp file.
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

export type Encoding = 'utf-8' | 'windows-1255';
export interface Sniffed {
  encoding: Encoding;
  delimiter: string;
  header: string[];
  /** Some field of the sampled lines starts with a quote: the file quotes fields (RFC 4180) and is read so. */
  quoted: boolean;
}

const SAMPLE_BYTES = 1 << 20;
const DELIMITERS = [',', '|', ';', '\t'];

async function head(file: string): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SAMPLE_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** UTF-8 when the sample decodes strictly (cut at the last newline so a split character is not blamed). */
function detectEncoding(sample: Buffer): Encoding {
  const lastNewline = sample.lastIndexOf(0x0a);
  const whole = sample.length < SAMPLE_BYTES || lastNewline < 0 ? sample : sample.subarray(0, lastNewline + 1);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(whole);
    return 'utf-8';
  } catch {
    return 'windows-1255';
  }
}

/** Splits one CSV line on a delimiter, honouring double quotes. */
function splitCsvLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export async function sniff(file: string): Promise<Sniffed> {
  const sample = await head(file);
  const encoding = detectEncoding(sample);
  let text = new TextDecoder(encoding).decode(sample);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  // The header names are plain identifiers, so the delimiter is the candidate that occurs most in it.
  const delimiter = DELIMITERS.map((d) => ({ d, n: splitCsvLine(firstLine, d).length })).sort((a, b) => b.n - a.n)[0]!.d;
  const header = splitCsvLine(firstLine, delimiter).map((h) => h.trim());
  // A ministry bulk dump (|-delimited) quotes nothing and has bare quotes inside values (גפ"מ, בע"מ); a comma file
  // is RFC 4180 CSV (fetch-data's), and another delimiter is quoted only when a field starts with a quote.
  const quoted = delimiter === ',' || text.split(/\r?\n/).some((line) => line.split(delimiter).some((field) => field.startsWith('"')));
  return { encoding, delimiter, header, quoted };
}

/** Streams a windows-1255 file into UTF-8. */
export async function transcodeToUtf8(from: string, to: string): Promise<void> {
  const decoder = new TextDecoder('windows-1255');
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      done(null, Buffer.from(decoder.decode(chunk, { stream: true }), 'utf8'));
    },
    flush(done) {
      done(null, Buffer.from(decoder.decode(), 'utf8'));
    },
  });
  await pipeline(createReadStream(from), transform, createWriteStream(to));
}
