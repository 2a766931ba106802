import { useGetList } from 'react-admin';

/** The carriers a shipping dialog offers, by name, read once the dialog is open. */
export function useCarriers(open: boolean) {
  const { data = [] } = useGetList(
    'carriers',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  return data;
}
