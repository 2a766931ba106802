import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../http/client';
import { clients } from '../http/clients';
import { act, type BackOfficeCalls, backOfficeCalls, keyOf } from './backOffice';
import { franchiseResourceMap } from './franchise';
import { createDataProvider } from './index';
import { areaInvoice } from './invoice';
import type { ActionMeta, ActionResult } from './useAction';

/** The franchisee's own calls (spec 000). */
export interface FranchiseCalls extends BackOfficeCalls {
  /** POST /franchise/record_collection (D96), with the action's Idempotency-Key */
  recordCollection(
    body: { pharmacyId: number; amount: number; reference: string | null },
    meta?: ActionMeta,
  ): Promise<ActionResult>;
}

export type FranchiseDataProvider = DataProvider & FranchiseCalls;

export function createFranchiseDataProvider(client: HttpClient): FranchiseDataProvider {
  return {
    ...createDataProvider(client, franchiseResourceMap),
    ...backOfficeCalls(client, 'franchise'),
    invoice: areaInvoice(client),
    recordCollection: (body, meta) =>
      act(client, 'POST', '/franchise/record_collection', { body, idempotent: keyOf(meta) }),
  };
}

/** The franchise area's one dataProvider, over the franchisee's HTTP client. */
export const franchiseDataProvider = createFranchiseDataProvider(clients.franchise);
