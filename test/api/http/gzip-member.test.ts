// A gzip member made of a part compressed once and a part stored per request inflates, CRC and length checked, to
// the two parts one after the other, whatever the second's length (empty, or more than one stored block holds).
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipEnd, gzipPrefix } from '../../../api/http/gzip-member.ts';

const constant = [Buffer.from('{"data":'), Buffer.from(JSON.stringify({ name: 'קורולה', text: 'a'.repeat(5000) })), Buffer.from(',"id":"')];

describe('gzip member', () => {
  it.each([
    ['a request id', 'request-1"}}'],
    ['nothing', ''],
    ['more than one stored block', `${'x'.repeat(70_000)}ש`],
  ])('inflates to the constant part and then %s', (_, rest) => {
    const prefix = gzipPrefix(constant);
    const member = Buffer.concat([prefix.bytes, gzipEnd(prefix, rest)]);
    expect(gunzipSync(member).toString()).toBe(Buffer.concat(constant).toString() + rest);
  });

  it('keeps the constant part compressed', () => {
    const prefix = gzipPrefix(constant);
    expect(prefix.bytes.length).toBeLessThan(Buffer.concat(constant).length / 10);
  });
});
