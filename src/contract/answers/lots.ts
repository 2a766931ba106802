import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable } from './envelope.js';

const Expiry = Nullable(Type.String({ description: 'YYYY-MM-DD' }));

/** receive_stock: payload[0]. */
export const ReceivedLot = Type.Object({
  lot_id: Id,
  product_id: Id,
  lot: Type.String(),
  expiry: Expiry,
  on_hand: Type.Integer(),
  sellable: Type.Boolean(),
  received: Type.Integer(),
  available: Type.Integer({ description: 'the product’s quantity available to order now' }),
  backorders_served: Type.Integer({
    description: 'units of waiting back-orders this goods-in served first, as orders of their own (issue 41 §1)',
  }),
});
export type ReceivedLot = Static<typeof ReceivedLot>;

/** adjust_stock: payload[0]. */
export const AdjustedLot = Type.Object({
  lot_id: Id,
  product_id: Id,
  lot: Type.String(),
  expiry: Expiry,
  on_hand: Type.Integer(),
  change: Type.Integer(),
  reason: Type.String(),
  available: Type.Integer(),
});
export type AdjustedLot = Static<typeof AdjustedLot>;

/** product_lots: `[product]` with its lots, FEFO order (server/lots/list.ts). */
export const ProductLots = Type.Object({
  id: Id,
  ref: Type.String(),
  name: Type.String(),
  name_ar: Type.String(),
  gtin: Type.String(),
  quantity: Type.Integer(),
  lots: Type.Array(
    Type.Object({
      id: Id,
      lot: Type.String(),
      on_hand: Type.Integer(),
      sellable: Type.Boolean(),
      blocked: Type.Boolean(),
      received_at: DateTime,
      expiry: Expiry,
      shippable: Type.Boolean(),
    }),
  ),
  sellable_from: Type.Optional(
    Type.String({
      description:
        'Addition (issue 38 §4): the earliest expiry a lot received today may have and still be sellable (today in Algiers + MIN_SHELF_LIFE_DAYS), YYYY-MM-DD',
    }),
  ),
});
export type ProductLots = Static<typeof ProductLots>;

/** product_by_gtin: `[product]`. */
export const ProductByGtin = Type.Object({
  id: Id,
  ref: Type.String(),
  name: Type.String(),
  name_ar: Type.String(),
  gtin: Nullable(Type.String()),
});
export type ProductByGtin = Static<typeof ProductByGtin>;

/** expiry_watch: the lots expiring within `days` (issue 29 §4). */
export const ExpiryWatchPage = Type.Object({
  lots: Type.Array(
    Type.Object({
      lot_id: Id,
      product_id: Id,
      product_ref: Type.String(),
      product_name: Type.String(),
      lot: Type.String(),
      expiry: Type.String({ description: 'YYYY-MM-DD' }),
      days_left: Type.Integer(),
      on_hand: Type.Integer(),
      state: Type.Union([Type.Literal('expired'), Type.Literal('short'), Type.Literal('expiring')]),
    }),
  ),
  total: Type.Integer(),
  days: Type.Integer(),
});
export type ExpiryWatchPage = Static<typeof ExpiryWatchPage>;
