import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../http/client';
import { disputeCalls, type DisputeCalls } from './disputes';
import { createDataProvider } from './index';
import { accountCalls, type AccountCalls, accountResources } from './pharmacyAccount';
import { fulfilmentCalls, type FulfilmentCalls } from './pharmacyFulfilment';
import { recallCalls, type RecallCalls } from './pharmacyRecalls';
import { shopCalls, type ShopCalls, shopResources } from './pharmacyShop';
import { tradeAccountCalls, type TradeAccountCalls, tradeAccountResources } from './pharmacyTradeAccount';

export { ALL_ORDERS_CAP, listPharmacyOrders } from './pharmacyAccount';
export type { BasketFillResult, FrequentProduct } from './pharmacyShop';

export type PharmacyCalls = ShopCalls & AccountCalls & FulfilmentCalls & DisputeCalls & TradeAccountCalls & RecallCalls;
export type { AccountSummary } from './pharmacyTradeAccount';
export type { PharmacyShipment } from './pharmacyFulfilment';
export type PharmacyDataProvider = DataProvider & PharmacyCalls;

/** The storefront's dataProvider: react-admin's methods over the pharmacy client, plus the custom calls. */
export function createPharmacyDataProvider(client: HttpClient): PharmacyDataProvider {
  return {
    ...createDataProvider(client, { ...shopResources, ...accountResources, ...tradeAccountResources }),
    ...shopCalls(client),
    ...accountCalls(client),
    ...fulfilmentCalls(client),
    ...disputeCalls(client),
    ...tradeAccountCalls(client),
    ...recallCalls(client),
  };
}
