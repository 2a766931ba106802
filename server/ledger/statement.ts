import { sql } from 'kysely';
import { statementDayOf, statementPeriodProblem } from '../../src/contract/accounts.js';
import { Code } from '../../src/contract/codes.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';

const DAY_MS = 86_400_000;
/** Algiers is UTC+1 all year: its midnight is 23:00 UTC the day before. */
const ALGIERS_OFFSET_MS = 3_600_000;

export interface StatementPeriod {
  /** the Algiers days as given, YYYY-MM-DD */
  from: string;
  to: string;
  /** the instants they cover: [start, end) */
  start: Date;
  end: Date;
}

/**
 * The period of a statement from the query (`from`, `to`: Algiers days, both included): 4001 a bad start, 4002 a
 * bad end, 4003 an end before the start or a period over STATEMENT_MAX_YEARS years.
 */
export function statementPeriodOf(query: { from?: unknown; to?: unknown }): StatementPeriod {
  const problem = statementPeriodProblem(query.from, query.to);
  if (problem) throw new ApiError(Code[`V${problem.code}`], problem.message, { status: 400, vars: problem.vars });
  const from = statementDayOf(query.from)!;
  const to = statementDayOf(query.to)!;
  return {
    from: query.from as string,
    to: query.to as string,
    start: new Date(from.getTime() - ALGIERS_OFFSET_MS),
    end: new Date(to.getTime() + DAY_MS - ALGIERS_OFFSET_MS),
  };
}

export interface StatementEntry {
  id: number;
  kind: string;
  at: Date;
  debit: number;
  credit: number;
  method: string | null;
  number: string | null;
}

/**
 * What a statement shows, in centimes (D100), one query per part: the pharmacy (within `scope`), the balance before
 * the period, every entry of the period, and the invoices overdue at its end (or now, for a period not over yet)
 * with what was left of them then. Null when the pharmacy is not in the caller's scope.
 */
export async function statementOf(
  db: Database,
  pharmacyId: number,
  period: StatementPeriod,
  scope: { wilayaId?: number } = {},
  now = new Date(),
) {
  const asOf = period.end < now ? period.end : now;
  const pharmacy = await db
    .selectFrom('pharmacies')
    .select(['id', 'name', 'address1', 'rc', 'nif', 'wilaya_id'])
    .where('id', '=', pharmacyId)
    .where('deleted_at', 'is', null)
    .$if(scope.wilayaId !== undefined, (q) => q.where('wilaya_id', '=', scope.wilayaId!))
    .executeTakeFirst();
  if (!pharmacy) return null;
  const [opening, rows, overdue] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select(sql<number>`coalesce(sum(debit - credit), 0)::bigint`.as('balance'))
      .where('pharmacy_id', '=', pharmacyId)
      .where('created_at', '<', period.start)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries as e')
      .leftJoin('invoices as i', 'i.order_id', 'e.order_id')
      .leftJoin('credit_notes as c', 'c.id', 'e.credit_note_id')
      .leftJoin('ledger_entries as r', 'r.id', 'e.reverses_id')
      .select([
        'e.id',
        'e.kind',
        'e.created_at',
        'e.debit',
        'e.credit',
        'e.method',
        'e.reference',
        'i.number as invoice_no',
        'c.number as credit_note_no',
        'r.reference as reversed_reference',
        'r.id as reversed_id',
      ])
      .where('e.pharmacy_id', '=', pharmacyId)
      .where('e.created_at', '>=', period.start)
      .where('e.created_at', '<', period.end)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('ledger_entries as e')
      .leftJoin('invoices as i', 'i.order_id', 'e.order_id')
      .select([
        'e.id',
        'e.due_at',
        'i.number as invoice_no',
        sql<number>`(e.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id AND a.created_at < ${asOf}), 0))::bigint`.as(
          'left',
        ),
      ])
      .where('e.pharmacy_id', '=', pharmacyId)
      .where('e.kind', '=', 'invoice')
      .where('e.created_at', '<', asOf)
      .where('e.due_at', '<', asOf)
      .orderBy('e.due_at')
      .orderBy('e.id')
      .execute(),
  ]);
  const entries: StatementEntry[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    at: new Date(r.created_at),
    debit: Number(r.debit),
    credit: Number(r.credit),
    method: r.method,
    number:
      r.credit_note_no ??
      r.invoice_no ??
      (r.kind === 'payment'
        ? (r.reference ?? `#${r.id}`)
        : r.kind === 'reversal' && r.reversed_id
          ? (r.reversed_reference ?? `#${r.reversed_id}`)
          : null),
  }));
  const openingBalance = Number(opening.balance);
  const closingBalance = entries.reduce((s, e) => s + e.debit - e.credit, openingBalance);
  const overdueInvoices = overdue
    .map((o) => ({ id: o.id, number: o.invoice_no, dueAt: new Date(o.due_at!), left: Number(o.left) }))
    .filter((o) => o.left > 0);
  return {
    pharmacy,
    period,
    asOf,
    openingBalance,
    entries,
    closingBalance,
    overdue: overdueInvoices,
    overdueTotal: overdueInvoices.reduce((s, o) => s + o.left, 0),
  };
}

export type Statement = NonNullable<Awaited<ReturnType<typeof statementOf>>>;
