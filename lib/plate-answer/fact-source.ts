// Where one fact of a plate answer comes from: the catalogue key of its dataset (raw/rules/sources.json), the CKAN
// resource id and the data date, so each fact can be checked against its published file.
import { z } from 'zod';

export const FactSource = z
  .object({
    dataset: z.string().meta({ description: 'Catalogue key of the dataset (as on /sources).' }),
    resource_id: z.string().nullable().meta({ description: 'CKAN resource id on data.gov.il; null when the catalogue lists none.' }),
    data_date: z.string().meta({ description: 'YYYY-MM-DD of the data the fact was read from.' }),
  })
  .meta({ description: 'The dataset, resource and data date a fact comes from.' });
export type FactSource = z.infer<typeof FactSource>;
