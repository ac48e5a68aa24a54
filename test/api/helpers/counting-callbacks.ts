// A call-back service that stores nothing and counts the requests it is given: for tests that check a request is
// refused before it could be stored (free-text rules, duplicate JSON keys).
import { noStoreHealth, type CallbackService } from '../../../api/callbacks/callback-service.ts';

export function countingCallbacks(): CallbackService & { submitted: number } {
  return {
    operatorName: 'Test Operator',
    deliveryConfigured: true,
    submitted: 0,
    async submit() {
      this.submitted++;
      return { status: 'received', request_id: `r${this.submitted}` };
    },
    erase: async () => false,
    purgeExpired: async () => 0,
    health: async () => noStoreHealth(90),
    close: async () => {},
  };
}
