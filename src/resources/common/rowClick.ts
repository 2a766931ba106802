import type { Identifier } from 'react-admin';

/** A table's rowClick that opens the row's details dialog itself instead of navigating (react-admin's `false`). */
export const rowClickOpens = (onOpen: (id: number) => void) => (id: Identifier) => {
  onOpen(Number(id));
  return false as const;
};
