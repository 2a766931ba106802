import type { Lang } from '../contract/constants';
import type { BlobResult, HttpClient } from '../http/client';

/** A shipment of GET /pharmacy/shipments_list (issue 28). */
export interface PharmacyShipment {
  shipment_id: number;
  order_id: number;
  order_no: string;
  created_at: string;
  carrier: string | null;
  tracking_no: string | null;
  tracking_url: string | null;
  delivered_at: string | null;
  receiver_name: string | null;
}

/** The pharmacy's fulfilment calls (issue 28), through `useDataProvider<PharmacyDataProvider>()`. */
export interface FulfilmentCalls {
  /** GET /pharmacy/shipments_list/0/{limit}?on_the_way=1: what is on its way, newest first */
  shipmentsOnTheWay(limit?: number): Promise<{ shipments: PharmacyShipment[]; total: number }>;
  /** GET /pharmacy/delivery_note/{id}: the PDF in `lang` */
  deliveryNote(shipmentId: number, lang: Lang): Promise<BlobResult>;
}

export function fulfilmentCalls(client: HttpClient): FulfilmentCalls {
  return {
    shipmentsOnTheWay: (limit = 5) =>
      client.call('GET', `/pharmacy/shipments_list/0/${limit}`, { query: { on_the_way: '1' } }),
    deliveryNote: (shipmentId, lang) =>
      client.blob('GET', `/pharmacy/delivery_note/${shipmentId}`, { query: { lang }, lang }),
  };
}
