// Every successful REST answer: { data, meta }. meta repeats the citation and date of `data` for clients that
// read only the envelope, plus the request id, the API version and whether the data version serving the answer is
// the generated sample (its manifest's `sample.generated`), so sample figures never pass as ministry data.
import { z } from 'zod';
import type { DataStore } from '../lib/data/data-store.ts';

export const API_VERSION = '1.1.0';

export const Meta = z
  .object({
    data_date: z.string().nullable().meta({ description: 'YYYY-MM-DD: the date the data is correct to.' }),
    citation_url: z.string().nullable().meta({ description: 'Page to cite when the facts are used.' }),
    request_id: z.string(),
    api_version: z.string(),
    sample: z.boolean().meta({
      description:
        'True when the figures come from the generated sample (test data in the ministry schemas), not from the ' +
        'transport ministry: say so whenever they are used. False for real data.',
    }),
  })
  .meta({ id: 'Meta' });
export type Meta = z.infer<typeof Meta>;

/** The date and citation an answer carries, as meta repeats them. */
export function citationOf(data: { data_date?: unknown; citation_url?: unknown }): Pick<Meta, 'data_date' | 'citation_url'> {
  return {
    data_date: typeof data.data_date === 'string' ? data.data_date : null,
    citation_url: typeof data.citation_url === 'string' ? data.citation_url : null,
  };
}

/** `store` is the data version the answer was made from. */
export function metaFor(data: { data_date?: unknown; citation_url?: unknown }, requestId: string, store: DataStore): Meta {
  return { ...citationOf(data), request_id: requestId, api_version: API_VERSION, sample: store.manifest.sample.generated };
}

/** How every envelope starts; the serialized `data` follows, then metaTail. */
export const DATA_MEMBER = Buffer.from('{"data":');

/** How every envelope ends: its meta, and the closing brace. */
export function metaTail(meta: Meta): Buffer {
  return Buffer.from(`,"meta":${JSON.stringify(meta)}}`);
}

/** What metaTail says around a request id, split there: `head + id + foot` is metaTail's text for a request id of
 * the characters requestIdOf lets through (letters, digits, "_", "-", "="), which JSON writes as they are. Made
 * once per cached answer by the catalog fast path, which then writes only the id per request. */
export function metaTailAround(data: { data_date?: unknown; citation_url?: unknown }, store: DataStore): { head: string; foot: string } {
  const text = metaTail(metaFor(data, ID_MARK, store)).toString();
  const at = text.indexOf(`"request_id":"${ID_MARK}"`) + '"request_id":"'.length;
  return { head: text.slice(0, at), foot: text.slice(at + ID_MARK.length) };
}
/** A placeholder id. The member with its quotes cannot occur inside data_date or citation_url, where JSON escapes quotes. */
const ID_MARK = 'request-id';

/**
 * The whole envelope around an already serialized `data` (api/http/answer-cache.ts), as the bytes the server
 * writes: one copy of the stored answer, where a string would be measured and then encoded to UTF-8 for the socket.
 */
export function envelope(dataJson: Buffer, meta: Meta): Buffer<ArrayBuffer> {
  return Buffer.concat([DATA_MEMBER, dataJson, metaTail(meta)]) as Buffer<ArrayBuffer>;
}
