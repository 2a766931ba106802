import { useCallback, useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useLang } from '../../i18n/useLang';

interface WilayaRow {
  id: number;
  code: number;
  name: string;
  name_ar?: string;
}

/**
 * A wilaya's name from its id, in the interface language ("16 — Alger", "16 — الجزائر"), for the rows that carry
 * only `wilaya_id` (the orders export, the audit log). An unknown id stays its number.
 */
export function useWilayaById(): (id: unknown) => string {
  const arabic = useLang() === 'ar';
  const { data = [] } = useGetList<WilayaRow>('wilayas', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'code', order: 'ASC' },
  });
  const byId = useMemo(
    () =>
      new Map(
        data.map((w) => [String(w.id), `${String(w.code).padStart(2, '0')} — ${(arabic && w.name_ar) || w.name}`]),
      ),
    [data, arabic],
  );
  return useCallback(
    (id: unknown) => (id === null || id === undefined || id === '' ? '' : (byId.get(String(id)) ?? String(id))),
    [byId],
  );
}
