import type { RaRecord } from 'react-admin';

export interface ProductImage {
  id: number;
  path: string;
  mainImage: 0 | 1;
}

/** A product as the admin calls answer it (001 §3); money in dinars. */
export interface Product extends RaRecord {
  id: number;
  name: string;
  ref: string;
  cost: number;
  price: number;
  customer_price: number;
  quantity: number;
  /** under LOW_STOCK_THRESHOLD (issue 16) */
  low_stock?: boolean;
  category_fk: number;
  /** the laboratory (issue 40), optional */
  brand?: string | null;
  categoryFr: string;
  categoryEn: string;
  mainImage: string | null;
  default_image: string | null;
  descriptionFr?: string;
  descriptionEn?: string;
  /** '' when not translated (D64) */
  nameAr?: string;
  descriptionAr?: string;
  images?: ProductImage[];
}
