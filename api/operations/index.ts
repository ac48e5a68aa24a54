// The explicit list of operations: REST routes, OpenAPI and MCP tools are generated from it, in this order.
// Adding an operation is its file plus one line here.
import type { Operation } from './define-operation.ts';
import { modelInfo } from './model-info.ts';
import { theftByModel } from './theft-by-model.ts';
import { standardPolicyAtAge } from './standard-policy-at-age.ts';
import { explainChovaPrice } from './explain-chova-price.ts';
import { explainLicenceFee } from './explain-licence-fee.ts';
import { listMakes } from './list-makes.ts';
import { listModels } from './list-models.ts';
import { listModelYears } from './list-model-years.ts';
import { searchModels } from './search-models.ts';
import { search } from './search.ts';
import { fetchPage } from './fetch.ts';
import { lookupVehicle } from './lookup-vehicle.ts';
import { checkOpenRecall } from './check-open-recall.ts';
import { requestQuoteCallback } from './request-quote-callback.ts';
import { deleteQuoteRequest } from './delete-quote-request.ts';
import { dataQuality } from './data-quality.ts';
import { dataChanges } from './data-changes.ts';
import { serviceStatus } from './service-status.ts';

export const operations: readonly Operation[] = [
  search,
  fetchPage,
  lookupVehicle,
  checkOpenRecall,
  modelInfo,
  theftByModel,
  standardPolicyAtAge,
  explainChovaPrice,
  explainLicenceFee,
  listMakes,
  listModels,
  listModelYears,
  searchModels,
  requestQuoteCallback,
  deleteQuoteRequest,
  dataQuality,
  dataChanges,
  serviceStatus,
] as unknown as readonly Operation[];
