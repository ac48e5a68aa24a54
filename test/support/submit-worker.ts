// One competing writer for the concurrent-duplicate test: opens its own connection to the shared database and
// submits the request it was given.
import { parentPort, workerData } from 'node:worker_threads';
import { DurableCallbackService } from '../../api/callbacks/durable-callback-service.ts';

const { dbPath, url, secret, details, consent } = workerData;
const service = new DurableCallbackService({
  dbPath,
  operatorName: 'Test Operator',
  webhookUrl: url,
  webhookSecret: secret,
  duplicateWindowHours: 24,
  retentionDays: 90,
  perPhonePerDay: 100,
  userAgent: 'test',
  log: () => {},
});
const outcome = await service.submit(details, consent);
await service.close();
parentPort!.postMessage(outcome);
