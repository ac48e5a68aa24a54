// One gzip member (RFC 1952) made of a part compressed once and a short part that changes with every request
// (api/http/catalog-fast-path.ts: a cached answer, then this request's id and the rest of meta). The constant part
// is deflated once and flushed to a byte boundary without ending the stream; each request appends its own part
// as a final stored (uncompressed) deflate block and the trailer, whose CRC-32 continues the constant part's.
// A client inflates the same bytes a fresh compression would give, at the cost of writing a few dozen bytes
// uncompressed, where compressing the whole answer again costs a millisecond of CPU for 20 KB.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** ID1 ID2, CM = deflate, no flags, no modification time, no extra flags, OS = Unix (as zlib writes it). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** The most bytes one stored block holds (its LEN is 16 bits). */
const STORED_MAX = 0xffff;

export interface GzipPrefix {
  /** The gzip header and the constant part, deflated and flushed (not final). */
  bytes: Buffer;
  /** CRC-32 and length of the constant part as it was before compression. */
  crc: number;
  length: number;
}

/** Compresses the constant part, at zlib's default level (the one hono/compress's CompressionStream uses). */
export function gzipPrefix(parts: readonly Uint8Array[]): GzipPrefix {
  const plain = Buffer.concat(parts);
  const deflated = deflateRawSync(plain, { finishFlush: constants.Z_SYNC_FLUSH });
  return { bytes: Buffer.concat([HEADER, deflated]), crc: crc32(plain), length: plain.length };
}

/** The rest of the member after `prefix.bytes`: `rest` as final stored blocks, then CRC-32 and length (mod 2^32). */
export function gzipEnd(prefix: GzipPrefix, rest: string): Buffer {
  const text = Buffer.from(rest);
  const blocks = Math.max(1, Math.ceil(text.length / STORED_MAX));
  const out = Buffer.allocUnsafe(blocks * 5 + text.length + 8);
  let at = 0;
  for (let block = 0; block < blocks; block++) {
    const chunk = text.subarray(block * STORED_MAX, (block + 1) * STORED_MAX);
    // BFINAL on the last block, BTYPE 00 (stored); the rest of the byte is padding to the byte boundary.
    out[at] = block === blocks - 1 ? 1 : 0;
    out.writeUInt16LE(chunk.length, at + 1);
    out.writeUInt16LE(~chunk.length & 0xffff, at + 3);
    at += 5 + chunk.copy(out, at + 5);
  }
  out.writeUInt32LE(crc32(text, prefix.crc), at);
  out.writeUInt32LE((prefix.length + text.length) >>> 0, at + 4);
  return out;
}
