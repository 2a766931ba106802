import { keepPreviousData } from '@tanstack/react-query';
import { type RaRecord, useGetList, useGetOne, type UseGetOneHookValue } from 'react-admin';
import { type Lang, PRODUCTS_PER_PAGE } from '../../contract/constants';
import { contentText } from '../../i18n/lang';
import type { Category, Product, ProductDetails } from './types';

export type { Category, Product, ProductDetails } from './types';

export const categoryName = (p: Pick<Product, 'categoryFr' | 'categoryEn' | 'categoryAr'>, lang: Lang) =>
  contentText(lang, { fr: p.categoryFr, en: p.categoryEn, ar: p.categoryAr });

/** One page of the catalogue, searched and filtered by the server (`products`: products_list with offset/limit). */
export function useProductPage(o: { search: string; category: string; page: number }) {
  return useGetList<Product>(
    'products',
    { pagination: { page: o.page, perPage: PRODUCTS_PER_PAGE }, filter: { search: o.search, category: o.category } },
    // the grid keeps showing the last page while the next one loads
    { staleTime: 60_000, placeholderData: keepPreviousData },
  );
}

export function useCategories() {
  return useGetList<Category>('categories', {}, { staleTime: 5 * 60_000 });
}

/** `product_details`, a resource of its own: the list's records (without images nor descriptions) do not stand in for it. */
export function useProductDetails(id: string | undefined) {
  // the id is sent as the URL gives it
  return useGetOne<RaRecord>(
    'product_details',
    { id: id ?? '' },
    { enabled: Boolean(id), retry: false },
  ) as UseGetOneHookValue<ProductDetails>;
}
