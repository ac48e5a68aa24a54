// Every successful REST answer: { data, meta }. meta repeats the citation and date of `data` for clients that
// read only the envelope, plus the request id and the API version.
import { z } from 'zod';

export const API_VERSION = '1.1.0';

export const Meta = z.object({
  data_date: z.string().nullable().meta({ description: 'YYYY-MM-DD: the date the data is correct to.' }),
  citation_url: z.string().nullable().meta({ description: 'Page to cite when the facts are used.' }),
  request_id: z.string(),
  api_version: z.string(),
}).meta({ id: 'Meta' });
export type Meta = z.infer<typeof Meta>;

export function envelope(data: Record<string, unknown>, requestId: string) {
  return {
    data,
    meta: {
      data_date: (data.data_date as string | null | undefined) ?? null,
      citation_url: (data.citation_url as string | null | undefined) ?? null,
      request_id: requestId,
      api_version: API_VERSION,
    } satisfies Meta,
  };
}
