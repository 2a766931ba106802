import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime, ORDER_STATUS } from '../../contract/constants';
import { isOrderState, orderStateLabelKey } from '../../contract/orderStates';
import { useWilayaById } from '../common/useWilayaById';
import type { AuditEntry } from './types';

/** An instant as the server stores it ("2026-05-04T09:12:00.000Z"): shown in Algiers time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** The wilaya columns of the audited tables. */
const WILAYA_FIELDS = new Set(['wilaya_id', 'wilaya']);
/** An order's stored lifecycle, as the back office names it (a cash order stored `paid` is validated, D42). */
const STORED_ORDER_STATE: Record<string, string> = { pending_validation: 'awaiting_validation', paid: 'validated' };

export interface AuditWords {
  /** the field's name in the user's words ("Status", "Wilaya"), or the column's name when it has none */
  field: (field: string) => string;
  /** a value in the user's words: state and status labels, wilaya names, Algiers times */
  value: (entry: Pick<AuditEntry, 'resource'>, field: string, value: unknown) => string;
  /** every change of an entry, one line each: "Status: Pending → Approved" */
  lines: (entry: AuditEntry) => { field: string; text: string }[];
}

/** How the audit log says what changed, in people's words (issue 27 §16): for the list and its export alike. */
export function useAuditWords(): AuditWords {
  const translate = useTranslate();
  const wilaya = useWilayaById();

  const field = useCallback(
    (name: string) => translate(`resources.audit.fieldNames.${name}`, { _: name }),
    [translate],
  );

  const value = useCallback(
    (entry: Pick<AuditEntry, 'resource'>, name: string, v: unknown): string => {
      if (v === null || v === undefined || v === '') return `(${translate('resources.audit.empty_value')})`;
      if (WILAYA_FIELDS.has(name)) return wilaya(v);
      if (entry.resource === 'order' && name === 'status')
        return translate(
          Number(v) === ORDER_STATUS.PAID ? 'resources.orders.status.approved' : 'resources.orders.status.pending',
        );
      if (entry.resource === 'order' && name === 'state' && typeof v === 'string') {
        const state = STORED_ORDER_STATE[v] ?? v;
        return isOrderState(state) ? translate(orderStateLabelKey(state)) : v;
      }
      if (typeof v === 'boolean') return translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
      if (typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(Date.parse(v))) return formatDateTime(v);
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
    },
    [translate, wilaya],
  );

  const lines = useCallback(
    (entry: AuditEntry) =>
      Object.entries(entry.changes ?? {}).map(([name, c]) => ({
        field: field(name),
        text:
          entry.action === 'update'
            ? translate('resources.audit.change', {
                before: value(entry, name, c.old),
                after: value(entry, name, c.new),
              })
            : value(entry, name, entry.action === 'delete' ? c.old : c.new),
      })),
    [field, value, translate],
  );

  return { field, value, lines };
}
