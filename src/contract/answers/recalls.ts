import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable } from './envelope.js';

/** A recalled lot as every answer names it (issue 29 §5, src/contract/recalls.ts). */
const recalledLotFields = {
  recall_id: Id,
  product_id: Id,
  product_ref: Type.String(),
  product_name: Type.String({
    description: 'in Arabic when the product has an Arabic name and the reader reads Arabic',
  }),
  lot: Type.String(),
  expiry: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  reason: Type.String(),
  started_at: DateTime,
};

export const ShortOrder = Type.Object({ order_id: Id, order_no: Type.String(), missing: Type.Integer() });
export type ShortOrder = Static<typeof ShortOrder>;

/** POST /admin/start_recall: payload[0]. */
export const StartedRecall = Type.Object({
  ...recalledLotFields,
  blocked_units: Type.Integer(),
  pharmacies_reached: Type.Integer(),
  short_orders: Type.Array(ShortOrder),
});
export type StartedRecall = Static<typeof StartedRecall>;

/** A recall as the admin and franchise lists read it (server/lots/recalls/views.ts); a franchisee's counts are its wilaya's. */
export const RecallView = Type.Object({
  ...recalledLotFields,
  started_by: Type.String(),
  pharmacies_reached: Type.Integer(),
  pharmacies_answered: Type.Integer(),
  quantity_shipped: Type.Integer(),
  quantity_declared: Type.Integer(),
});
export type RecallView = Static<typeof RecallView>;

export const RecallPage = Type.Object({ recalls: Type.Array(RecallView), total: Type.Integer() });
export type RecallPage = Static<typeof RecallPage>;

export const RecallWilaya = Type.Object({
  wilaya_id: Id,
  wilaya_name: Type.String(),
  pharmacies_reached: Type.Integer(),
  pharmacies_answered: Type.Integer(),
  quantity_shipped: Type.Integer(),
  quantity_declared: Type.Integer(),
});
export type RecallWilaya = Static<typeof RecallWilaya>;

export const RecallPharmacy = Type.Object({
  pharmacy_id: Id,
  name: Type.String(),
  wilaya_id: Id,
  phone: Type.String(),
  quantity_shipped: Type.Integer(),
  first_shipped_at: DateTime,
  last_shipped_at: DateTime,
  acknowledged_at: Nullable(DateTime),
  quantity_on_hand: Nullable(Type.Integer()),
  reminded_at: Nullable(DateTime),
});
export type RecallPharmacy = Static<typeof RecallPharmacy>;

/** recall_details: `[recall]` with its progress by wilaya, its pharmacies and the orders it left short. */
export const RecallDetails = Type.Object({
  ...RecallView.properties,
  by_wilaya: Type.Array(RecallWilaya),
  pharmacies: Type.Array(RecallPharmacy),
  short_orders: Type.Array(ShortOrder),
});
export type RecallDetails = Static<typeof RecallDetails>;

export const TraceLine = Type.Object({
  pharmacy_id: Id,
  pharmacy_name: Type.String(),
  wilaya_id: Id,
  wilaya_name: Type.String(),
  order_id: Id,
  order_no: Type.String(),
  shipment_id: Id,
  quantity: Type.Integer(),
  shipped_at: DateTime,
});
export type TraceLine = Static<typeof TraceLine>;

export const TracePage = Type.Object({ lines: Type.Array(TraceLine), total: Type.Integer() });

/** A recall that reached the pharmacy (GET /pharmacy/recalls, acknowledge_recall). */
export const PharmacyRecall = Type.Object({
  ...recalledLotFields,
  quantity_received: Type.Integer(),
  acknowledged_at: Nullable(DateTime),
  quantity_on_hand: Nullable(Type.Integer()),
});
export type PharmacyRecall = Static<typeof PharmacyRecall>;
