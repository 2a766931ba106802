import type { PharmacyRecall } from '../contract/recalls';
import type { HttpClient } from '../http/client';

// apart from ./recalls (the back office's): the storefront's first page loads only these few lines

export type { PharmacyRecall } from '../contract/recalls';

const single = <T>(payload: unknown): T => (Array.isArray(payload) ? payload[0] : payload) as T;

/** The pharmacy's recall calls, through `useDataProvider<PharmacyDataProvider>()`; refusals throw ApiError. */
export interface RecallCalls {
  /** GET /pharmacy/recalls */
  recalls(): Promise<PharmacyRecall[]>;
  /** POST /pharmacy/acknowledge_recall */
  acknowledgeRecall(recallId: number, quantityOnHand: number): Promise<PharmacyRecall>;
}

export const recallCalls = (client: HttpClient): RecallCalls => ({
  recalls: async () => (await client.call<{ recalls: PharmacyRecall[] }>('GET', '/pharmacy/recalls')).recalls,
  acknowledgeRecall: async (recallId, quantityOnHand) =>
    single<PharmacyRecall>(
      await client.call('POST', '/pharmacy/acknowledge_recall', {
        body: { recallId, quantity_on_hand: quantityOnHand },
        idempotent: true,
      }),
    ),
});
