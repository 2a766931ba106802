import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider/backOffice';
import { useLang } from '../i18n/useLang';

/**
 * The name of a wilaya in the interface language: the lists and details carry the French name, and an
 * Arabic reader gets the `name_ar` of GET /wilayas_list (issue 15), fetched once when Arabic is on.
 */
export function useWilayaName(): (name: string | null | undefined) => string {
  const lang = useLang();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data } = useQuery({
    queryKey: ['wilayas_list'],
    queryFn: () => dataProvider.wilayaNames(),
    enabled: lang === 'ar',
    staleTime: Infinity,
  });
  const arabic = useMemo(() => new Map((data ?? []).map((w) => [w.name, w.name_ar])), [data]);
  return useCallback((name) => (lang === 'ar' && name ? (arabic.get(name) ?? name) : (name ?? '')), [lang, arabic]);
}
