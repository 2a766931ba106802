import { useQuery } from '@tanstack/react-query';
import { clients } from '../../http/clients';

/** One basket line as GET /pharmacy/get_basket_info answers it (spec 000 §3). */
export interface BasketLine {
  id: number;
  product_id: number;
  name: string;
  selected_quantity: number;
  product_quantity: number;
  unity_price: number;
  total_price: number;
  mainImage?: string | null;
  default_image?: string | null;
}

export interface BasketInfo {
  products: BasketLine[];
  basket_id: number | null;
  basket_total_price: number;
  tax_amount: number;
  price_without_tax: number;
}

/** react-query key of the basket: invalidate it after any basket change so the top-bar badge follows. */
export const BASKET_QUERY_KEY = ['pharmacy', 'basket'] as const;

const empty: BasketInfo = { products: [], basket_id: null, basket_total_price: 0, tax_amount: 0, price_without_tax: 0 };

/** GET /pharmacy/get_basket_info; the payload may be the basket or a one-item list holding it. */
export async function fetchBasketInfo(): Promise<BasketInfo> {
  const payload = await clients.pharmacy.call<unknown>('GET', '/pharmacy/get_basket_info');
  const info = (Array.isArray(payload) ? payload[0] : payload) as Partial<BasketInfo> | undefined;
  return { ...empty, ...info, products: Array.isArray(info?.products) ? info.products : [] };
}

/** The signed-in pharmacy's basket (shared cache, fetched once for the top bar and the basket page). */
export function useBasketInfo() {
  return useQuery({ queryKey: BASKET_QUERY_KEY, queryFn: fetchBasketInfo, enabled: clients.pharmacy.hasTokens(), staleTime: 30_000 });
}

/** Number of lines in the basket, for the top-bar badge. */
export function useBasketCount(): number {
  return useBasketInfo().data?.products.length ?? 0;
}

