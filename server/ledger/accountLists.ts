import { sql } from 'kysely';
import { agedBuckets, invoiceStatus } from '../../src/contract/accounts.js';
import { type Lang, toDinars } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { clampPage } from '../queries/paging.js';
import { effectiveTerms } from './terms.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const leftOfDebit = sql<number>`(e.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id), 0))::bigint`;

/** An invoice as the lists show it (amounts in dinars). */
export interface InvoiceView {
  invoice_id: number;
  invoice_no: string;
  order_id: number;
  order_no: string;
  amount: number;
  amount_due: number;
  issued_at: string;
  due_date: string;
  status: string;
  status_label: string;
}

/**
 * A pharmacy's invoices (its invoice debits that were not reversed), those with something left to pay first, the
 * oldest due first, then the paid ones, newest first. `unpaid` keeps only the first.
 */
export async function listInvoices(
  db: Database,
  pharmacyId: number,
  page: { offset: unknown; limit: unknown },
  lang: Lang,
  o: { unpaid?: boolean; now?: Date } = {},
) {
  const { offset, limit } = clampPage(page.offset, page.limit);
  const now = o.now ?? new Date();
  const base = db
    .selectFrom((q) =>
      q
        .selectFrom('ledger_entries as e')
        .innerJoin('orders as o', 'o.id', 'e.order_id')
        .innerJoin('invoices as i', 'i.order_id', 'e.order_id')
        .select([
          'i.id as invoice_id',
          'i.number as invoice_no',
          'e.order_id',
          'o.order_no',
          'e.debit as amount',
          leftOfDebit.as('due'),
          'e.due_at',
          'e.created_at',
        ])
        .where('e.pharmacy_id', '=', pharmacyId)
        .where('e.kind', '=', 'invoice')
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('ledger_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))),
        )
        .as('v'),
    )
    .$if(!!o.unpaid, (q) => q.where('v.due', '>', 0));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql`(v.due = 0)`)
      .orderBy(sql`CASE WHEN v.due > 0 THEN v.due_at END`)
      .orderBy('v.created_at', 'desc')
      .orderBy('v.invoice_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const invoices: InvoiceView[] = rows.map((r) => {
    const status = invoiceStatus(Number(r.amount), Number(r.due), new Date(r.due_at!), now);
    return {
      invoice_id: r.invoice_id,
      invoice_no: r.invoice_no,
      order_id: r.order_id!,
      order_no: r.order_no,
      amount: toDinars(Number(r.amount)),
      amount_due: toDinars(Number(r.due)),
      issued_at: iso(r.created_at)!,
      due_date: iso(r.due_at)!,
      status,
      status_label: translate(lang, `accounts.status.${status}`),
    };
  });
  return { invoices, total: count.n };
}

/** A pharmacy's account entries, newest first by date: invoices, payments, credit notes, refunds, reversals. */
export async function listEntries(
  db: Database,
  pharmacyId: number,
  page: { offset: unknown; limit: unknown },
  lang: Lang,
) {
  const { offset, limit } = clampPage(page.offset, page.limit);
  const base = db.selectFrom('ledger_entries as e').where('e.pharmacy_id', '=', pharmacyId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('orders as o', 'o.id', 'e.order_id')
      .leftJoin('credit_notes as c', 'c.id', 'e.credit_note_id')
      .leftJoin('invoices as i', 'i.order_id', 'e.order_id')
      .select([
        'e.id',
        'e.kind',
        'e.debit',
        'e.credit',
        'e.method',
        'e.reference',
        'e.bank',
        'e.created_at',
        'o.order_no',
        'c.number as credit_note_no',
        'i.number as invoice_no',
      ])
      .select((eb) =>
        eb
          .exists(eb.selectFrom('ledger_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))
          .as('reversed'),
      )
      // by date: a card payment is dated when SATIM took it, which may come before its invoice's entry was written
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      date: iso(r.created_at)!,
      debit: toDinars(Number(r.debit)),
      credit: toDinars(Number(r.credit)),
      method: r.method,
      method_label: r.method ? translate(lang, `accounts.method.${r.method}`) : null,
      reference: r.reference,
      bank: r.bank,
      order_no: r.order_no,
      invoice_no: r.invoice_no,
      credit_note_no: r.credit_note_no,
      reversed: Boolean(r.reversed),
    })),
    total: count.n,
  };
}

/**
 * Receivables per pharmacy (the admin's, or a franchisee's wilaya): balance, overdue, aged buckets that add up to
 * the balance (agedBuckets), terms and limit. The pharmacies that owe most first. Read on the ledger's rollups
 * (migration 039, D103): the page is read in the order of `account_balances_by_balance` (every pharmacy has its row),
 * then only its pharmacies' open debits are summed.
 */
export async function listReceivables(
  db: Database,
  config: Pick<Config, 'credit'>,
  page: { offset: unknown; limit: unknown },
  o: { wilayaId?: number; now?: Date } = {},
) {
  const { offset, limit } = clampPage(page.offset, page.limit);
  const now = o.now ?? new Date();
  const base = db
    .selectFrom('account_balances as b')
    .innerJoin('pharmacies as p', 'p.id', 'b.pharmacy_id')
    .where('p.deleted_at', 'is', null)
    .$if(o.wilayaId !== undefined, (q) => q.where('p.wilaya_id', '=', o.wilayaId!));
  const [rows, count] = await Promise.all([
    base
      .select(['p.id', 'p.name', 'p.wilaya_id', 'p.payment_terms_days', 'p.credit_limit', 'b.balance', 'b.unallocated'])
      .orderBy('b.balance', 'desc')
      .orderBy('b.pharmacy_id')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const open = await openDebitsAged(
    db,
    rows.map((r) => r.id),
    now,
  );
  const pharmacies = rows.map((r) => {
    const terms = effectiveTerms(r, config);
    const balance = Number(r.balance ?? 0);
    const o = open.get(r.id);
    const aging = agedBuckets(
      {
        d0_30: Number(o?.d0_30 ?? 0),
        d31_60: Number(o?.d31_60 ?? 0),
        d61_90: Number(o?.d61_90 ?? 0),
        d90_plus: Number(o?.d90_plus ?? 0),
      },
      Number(r.unallocated ?? 0),
    );
    return {
      id: r.id,
      pharmacy_id: r.id,
      name: r.name,
      wilaya_id: r.wilaya_id,
      payment_terms_days: terms.paymentTermsDays,
      credit_limit: toDinars(terms.creditLimit),
      available_credit: toDinars(Math.max(0, terms.creditLimit - balance)),
      balance: toDinars(balance),
      overdue: toDinars(Number(o?.overdue ?? 0)),
      aging: {
        d0_30: toDinars(aging.d0_30),
        d31_60: toDinars(aging.d31_60),
        d61_90: toDinars(aging.d61_90),
        d90_plus: toDinars(aging.d90_plus),
      },
    };
  });
  return { pharmacies, total: count.n };
}

/**
 * What these pharmacies' open debits leave to pay, by age past their due date (a debit without one, a refund or a
 * reversal, is due at once and counts in 0–30), and their overdue invoices.
 */
async function openDebitsAged(db: Database, pharmacyIds: readonly number[], now: Date) {
  // "more than n days past due" is "due before now − n days": plain comparisons on the covering index's columns
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const [d30, d60, d90] = [before(30), before(60), before(90)];
  const bucket = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(d.left_to_pay) FILTER (WHERE ${condition}), 0)::bigint`;
  const rows = await db
    .selectFrom('open_debits as d')
    .select([
      'd.pharmacy_id',
      sql<number>`coalesce(sum(d.left_to_pay) FILTER (WHERE d.kind = 'invoice' AND d.due_at < ${now}), 0)::bigint`.as(
        'overdue',
      ),
      bucket(sql`d.due_at IS NULL OR d.due_at >= ${d30}`).as('d0_30'),
      bucket(sql`d.due_at < ${d30} AND d.due_at >= ${d60}`).as('d31_60'),
      bucket(sql`d.due_at < ${d60} AND d.due_at >= ${d90}`).as('d61_90'),
      bucket(sql`d.due_at < ${d90}`).as('d90_plus'),
    ])
    .where(sql<boolean>`d.pharmacy_id = ANY(${[...pharmacyIds]}::int[])`)
    .groupBy('d.pharmacy_id')
    .execute();
  return new Map(rows.map((r) => [r.pharmacy_id, r]));
}
