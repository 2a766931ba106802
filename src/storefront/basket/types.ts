import type { NextOffer } from '../../contract/answers/basket';
import type { PriceTier, ProductPromotion } from '../../contract/answers/products';
import type { BasketBackorder, Substitute } from '../../contract/answers/shortages';

/** One basket line as GET /pharmacy/get_basket_info answers it (spec 000 §3). */
export interface BasketLine {
  id: number;
  product_id: number;
  name: string;
  /** '' when not translated (D64) */
  nameAr?: string;
  selected_quantity: number;
  product_quantity: number;
  unity_price: number;
  total_price: number;
  mainImage?: string | null;
  default_image?: string | null;
  /** the earliest expiry the pharmacy would receive if it ordered now (issue 29, D82), YYYY-MM-DD */
  earliest_expiry?: string | null;
  /**
   * issue 40 (docs/pricing.md), absent from older answers: `unity_price` is the unit price paid, `list_price` the
   * price before a percentage, `base_price` the catalogue price; free units come on top of `selected_quantity`
   */
  base_price?: number;
  list_price?: number;
  discount_amount?: number;
  free_quantity?: number;
  promotion_id?: number | null;
  price_list_id?: number | null;
  tiers?: PriceTier[];
  promotions?: ProductPromotion[];
  next_offer?: NextOffer | null;
  /** issue 41 §1: units kept as a back-order at checkout, and what they would cost today (excl. tax) */
  backorder_quantity?: number;
  backorder_total?: number;
  /** issue 41 §4: what the pharmacy may still order in the quota's period; null without a quota */
  quota_left?: number | null;
  quota_period_days?: number | null;
  /** issue 41 §2: in stock, offered for a line short of stock or back-ordered */
  substitutes?: Substitute[];
}

export interface BasketInfo {
  products: BasketLine[];
  basket_id: number | null;
  basket_total_price: number;
  tax_amount: number;
  price_without_tax: number;
}

/** A basket line with the server's flags (D12: a line whose stock fell is flagged, never changed silently). */
export interface BasketLineInfo extends BasketLine {
  ref?: string;
  insufficient_stock?: boolean;
  unavailable?: boolean;
}

export interface Basket extends BasketInfo {
  products: BasketLineInfo[];
  tax_rate?: number;
  /** false while a line is flagged */
  can_checkout?: boolean;
  /** issue 40: dinars gained on the whole basket against catalogue prices (free units at their catalogue price) */
  savings?: number;
  /** issue 40: free units of the whole basket */
  free_units?: number;
  /** issue 41 §1: back-ordered products with nothing in stock now, and the back-ordered part's figures */
  backorders?: BasketBackorder[];
  backorder_total?: number;
}
