import { useCallback } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { formatDate } from '../../contract/constants';
import { useWilayaById } from '../common/useWilayaById';

/** A list's or a promotion's scope and validity as the lists show them (fr, en, ar). */
export interface ScopedRow {
  scope: string;
  scope_ids?: number[] | null;
  valid_from?: string | null;
  valid_to?: string | null;
}

const dd = (day: string) => formatDate(`${day}T12:00:00Z`);

/** "Du 01-01-2026 au 31-03-2026", "Dès le …", "Jusqu'au …", "Sans limite". */
export function useValidityText() {
  const translate = useTranslate();
  return useCallback(
    ({ valid_from: from, valid_to: to }: ScopedRow) => {
      const t = (key: string, vars: Record<string, unknown>) => translate(`resources.priceLists.${key}`, vars);
      if (from && to) return t('between', { from: dd(from), to: dd(to) });
      if (from) return t('fromDay', { from: dd(from) });
      if (to) return t('untilDay', { to: dd(to) });
      return t('always', {});
    },
    [translate],
  );
}

/** "Grands comptes" (a group's name), "3 pharmacies", "16 — Alger, 31 — Oran", "Toutes les pharmacies". */
export function useScopeText() {
  const translate = useTranslate();
  const wilaya = useWilayaById();
  const { data: groups = [] } = useGetList<{ id: number; name: string }>('pharmacyGroups', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return useCallback(
    ({ scope, scope_ids }: ScopedRow) => {
      const ids = scope_ids ?? [];
      if (scope === 'pharmacies') return translate('resources.priceLists.pharmaciesCount', { smart_count: ids.length });
      if (scope === 'group') {
        const group = groups.find((g) => String(g.id) === String(ids[0]));
        return group?.name ?? String(ids[0] ?? '—');
      }
      if (scope === 'wilayas')
        return ids.length <= 3
          ? ids.map((id) => wilaya(id)).join(', ')
          : translate('resources.priceLists.wilayasCount', { smart_count: ids.length });
      return translate('resources.priceLists.scopes.all');
    },
    [translate, groups, wilaya],
  );
}
