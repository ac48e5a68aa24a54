// Recall notices: what is wrong, how it is fixed, and the production window it covers.
import { date, int, key, text, type Dataset } from './dataset.ts';

export const recallNotices = {
  name: 'recall-notices', catalogue: 'recallNotices', folder: 'recall-notices', file: 'recall-notices.csv', delimiter: ',', encoding: 'utf-8', ckan: true,
  published: [
  'RECALL_ID', 'TOZAR_CD', 'TOZAR_TEUR', 'DEGEM', 'SHNAT_RECALL', 'BUILD_BEGIN_A', 'BUILD_END_A', 'SUG_RECALL',
  'SUG_TAKALA', 'TEUR_TAKALA', 'OFEN_TIKUN', 'TKINA_EU', 'YEVUAN_TEUR', 'TELEPHONE', 'WEBSITE',
],
  columns: {
    RECALL_ID: key, TOZAR_TEUR: text, DEGEM: text, SHNAT_RECALL: int, BUILD_BEGIN_A: date, BUILD_END_A: date,
    SUG_RECALL: text, SUG_TAKALA: text, TEUR_TAKALA: text, OFEN_TIKUN: text, YEVUAN_TEUR: text, TELEPHONE: text,
    WEBSITE: text,
  },
} as const satisfies Dataset;
