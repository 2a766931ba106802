import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Lang, PRODUCTS_PER_PAGE } from '../../contract/constants';
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

/** A category of the catalogue's filter (GET /pharmacy/categories_list). */
export interface Category {
  id: number;
  nameFr: string;
  nameEn: string;
}

/** One page of the catalogue, searched and filtered by the server (GET /pharmacy/products_list with offset/limit). */
export function useProductPage(o: { search: string; category: string; page: number }) {
  const query: Record<string, string | number> = { offset: (o.page - 1) * PRODUCTS_PER_PAGE, limit: PRODUCTS_PER_PAGE };
  if (o.search.trim()) query.search = o.search.trim();
  if (o.category) query.category = o.category;
  return useQuery({
    queryKey: ['pharmacy', 'products', query],
    queryFn: () => clients.pharmacy.call<{ products: Product[]; total: number }>('GET', '/pharmacy/products_list', { query }),
    staleTime: 60_000,
    // the grid keeps showing the last page while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: ['pharmacy', 'categories'],
    queryFn: () => clients.pharmacy.call<Category[]>('GET', '/pharmacy/categories_list'),
    staleTime: 5 * 60_000,
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
