import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { publicClient } from '../http/clients';
import { useLang } from '../i18n/useLang';

interface WilayaNames {
  code: number | string;
  name: string;
  name_ar: string;
}

/**
 * The name of a wilaya in the interface language: the lists and details carry the French name, and an
 * Arabic reader gets the `name_ar` of GET /wilayas_list (issue 15), fetched once when Arabic is on.
 */
export function useWilayaName(): (name: string | null | undefined) => string {
  const lang = useLang();
  const { data } = useQuery({
    queryKey: ['wilayas_list'],
    queryFn: () => publicClient.call<WilayaNames[]>('GET', '/wilayas_list'),
    enabled: lang === 'ar',
    staleTime: Infinity,
  });
  const arabic = useMemo(() => new Map((data ?? []).map((w) => [w.name, w.name_ar])), [data]);
  return useCallback((name) => (lang === 'ar' && name ? (arabic.get(name) ?? name) : (name ?? '')), [lang, arabic]);
}
