import { useQuery } from '@tanstack/react-query';
import type { Lang } from '../../contract/constants';
import { clients } from '../../http/clients';

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
}

/** POST /pharmacy/product_details. */
export interface ProductDetails extends Product {
  product_id: number;
  images: { id: number; path: string; mainImage: number | boolean }[];
  descriptionFr?: string;
  descriptionEn?: string;
}

export const categoryName = (p: Pick<Product, 'categoryFr' | 'categoryEn'>, lang: Lang) =>
  (lang === 'en' ? p.categoryEn : p.categoryFr) ?? p.categoryFr ?? p.categoryEn ?? '';

/** The whole catalogue, filtered in the browser (it is small and filtering stays instant). */
export function useProducts() {
  return useQuery({
    queryKey: ['pharmacy', 'products'],
    queryFn: () => clients.pharmacy.call<Product[]>('GET', '/pharmacy/products_list'),
    staleTime: 60_000,
  });
}

export function useProductDetails(id: string | undefined) {
  return useQuery({
    queryKey: ['pharmacy', 'product', id],
    queryFn: () => clients.pharmacy.call<ProductDetails>('POST', '/pharmacy/product_details', { body: { id } }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Lower case without accents, for searching "creme" in "Crème". */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
