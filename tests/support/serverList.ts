import type { JsonBodyType } from 'msw';
import { answer, ok } from './storefront';

/**
 * A list the mocked pharmacy API keeps (saved addresses, cards): GET `path` answers it as it is now;
 * a change handler calls `set` with the list after the change and answers it, as the server does.
 */
export function serverList<T extends JsonBodyType>(path: string, initial: T[]) {
  let rows = initial;
  answer('get', path, () => ok(rows));
  return {
    set(next: T[]) {
      rows = next;
      return ok(rows);
    },
  };
}
