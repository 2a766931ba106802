import { Type } from 'typebox';
import type { Role } from '../../src/contract/constants.js';

/**
 * Schemas the admin and franchise areas share: their OpenAPI description, paging path parameters (D10). The orders
 * lists' query comes from their table of filters (`orderListQuerySchema`, server/queries/orders/filters.ts).
 */

/** The OpenAPI description every call of a role's area shares: its tag, its summary and the role's access token. */
export const areaDoc = (role: Role, summary: string) => ({
  tags: [role],
  summary,
  security: [{ [`${role}Access`]: [] }],
});

/** `/:offset/:limit` of a paged list; the values are clamped by the list itself. */
export const pageParams = Type.Object({ offset: Type.String(), limit: Type.String() });

/** `/:<name>` holding an id, checked by the handler so that a bad one is refused with the resource's own message. */
export const idParams = <const N extends string>(name: N) =>
  Type.Object({ [name]: Type.String() } as { [K in N]: ReturnType<typeof Type.String> });

/** ?from&to of the dashboards' period, checked by periodOf. */
export const periodQuery = Type.Object({
  from: Type.Optional(Type.String({ description: 'first day, YYYY-MM-DD (UTC); default: the first of this month' })),
  to: Type.Optional(Type.String({ description: 'last day, YYYY-MM-DD (UTC), included; default: today' })),
});

/** The period of a statement of account (issue 30, D100): Algiers days, checked by the handler. */
export const statementQuery = Type.Object({
  from: Type.Optional(Type.String({ description: 'first day, YYYY-MM-DD (Algiers)' })),
  to: Type.Optional(Type.String({ description: 'last day, YYYY-MM-DD (Algiers), included' })),
});
