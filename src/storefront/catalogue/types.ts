import type { Substitute } from '../../contract/answers/shortages';
import type { PriceTier, ProductPromotion } from '../../contract/answers/products';

/** A product of GET /pharmacy/products_list (spec 000 §3). */
export interface Product {
  id: number;
  ref?: string;
  name: string;
  price: number;
  customer_price?: number;
  /** stock */
  quantity: number;
  mainImage?: string | null;
  default_image?: string | null;
  category_id?: number;
  categoryFr?: string;
  categoryEn?: string;
  /** the Arabic name and category, '' when not translated (D64); an Arabic reader's `name` is already the Arabic one */
  nameAr?: string;
  categoryAr?: string;
  /** the earliest expiry a pharmacy would receive now, YYYY-MM-DD (issue 29, D82) */
  earliest_expiry?: string | null;
  /**
   * issue 40 (docs/pricing.md): `price` is already what this pharmacy pays for one unit today, `base_price` the
   * catalogue price; older answers lack these, read as no pricing information
   */
  base_price?: number;
  tiers?: PriceTier[];
  promotions?: ProductPromotion[];
}

/** POST /pharmacy/product_details. */
export interface ProductDetails extends Product {
  product_id: number;
  /** issue 41 (docs/shortages.md), absent from older answers */
  quota_left?: number | null;
  quota_period_days?: number | null;
  substitutes?: Substitute[];
  availability_request_id?: number | null;
  images: { id: number; path: string; mainImage: number | boolean }[];
  descriptionFr?: string;
  descriptionEn?: string;
  descriptionAr?: string;
}

/** A category of the catalogue's filter (GET /pharmacy/categories_list). */
export interface Category {
  id: number;
  nameFr: string;
  nameEn: string;
  nameAr?: string;
}
