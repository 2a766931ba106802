import { type Kysely, sql } from 'kysely';
import type { DB, LedgerKind, PaymentMethod } from '../db/schema.js';

/**
 * The trade-account ledger (issue 30, docs/accounts.md): the one place where money is written. Entries are
 * append-only (a trigger refuses UPDATE and DELETE); a mistake is corrected by a reversing entry. A balance is
 * sum(debit) − sum(credit) of the pharmacy's entries.
 *
 * Allocation: every credit pays, at once, the debits it names first, then the pharmacy's open debits oldest due
 * first; every new debit takes the pharmacy's open credits oldest first. So a credit is left unallocated only while
 * nothing is due. Before reading what is left of an entry the writer locks it (FOR UPDATE, in id order), so two
 * writers at once never allocate beyond a debit or a credit. Ledger rows come last in the lock order of
 * docs/payments.md (payment → order → pharmacy → products → rollups → account balance → ledger entries): the
 * triggers of migration 039 update the pharmacy's `account_balances` row as each entry or allocation is written, so a
 * writer that locks entries before writing any takes that row first (holdAccount).
 *
 * Every function runs in the caller's transaction.
 */
type Trx = Kysely<DB>;

export interface Owner {
  pharmacyId: number;
  wilayaId: number;
}

interface EntryInput extends Owner {
  kind: LedgerKind;
  debit?: number;
  credit?: number;
  orderId?: number | null;
  creditNoteId?: number | null;
  method?: PaymentMethod | null;
  reference?: string | null;
  bank?: string | null;
  dueAt?: Date | null;
  reversesId?: number | null;
  createdBy?: number | null;
  at?: Date;
}

async function insertEntry(trx: Trx, e: EntryInput): Promise<number> {
  const row = await trx
    .insertInto('ledger_entries')
    .values({
      pharmacy_id: e.pharmacyId,
      wilaya_id: e.wilayaId,
      kind: e.kind,
      debit: e.debit ?? 0,
      credit: e.credit ?? 0,
      order_id: e.orderId ?? null,
      credit_note_id: e.creditNoteId ?? null,
      method: e.method ?? null,
      reference: e.reference ?? null,
      bank: e.bank ?? null,
      due_at: e.dueAt ?? null,
      reverses_id: e.reversesId ?? null,
      created_by: e.createdBy ?? null,
      created_at: e.at ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const DAY_MS = 86_400_000;

/** The due date of an invoice issued at `issuedAt` on `termsDays` days' terms (0: on delivery, due at once). */
export const dueDateOf = (issuedAt: Date, termsDays: number) => new Date(issuedAt.getTime() + termsDays * DAY_MS);

/** An order's invoice as a debit with its due date; the pharmacy's open credits then pay it. */
export async function postInvoice(
  trx: Trx,
  i: Owner & { orderId: number; amount: number; issuedAt: Date; dueAt: Date },
): Promise<number> {
  const id = await insertEntry(trx, {
    ...i,
    kind: 'invoice',
    debit: i.amount,
    orderId: i.orderId,
    dueAt: i.dueAt,
    at: i.issuedAt,
  });
  await applyOpenCredits(trx, i.pharmacyId);
  return id;
}

/**
 * A card-paid order (settle, D14): its invoice debit and its card credit, allocated to each other at once. Nothing
 * else can pay the new invoice, so no lock is needed.
 */
export async function postCardPaidInvoice(
  trx: Trx,
  c: Owner & { orderId: number; amount: number; reference: string; paidAt: Date },
) {
  const debitId = await insertEntry(trx, {
    ...c,
    kind: 'invoice',
    debit: c.amount,
    orderId: c.orderId,
    dueAt: c.paidAt,
    at: c.paidAt,
  });
  const creditId = await insertEntry(trx, {
    ...c,
    kind: 'payment',
    credit: c.amount,
    orderId: c.orderId,
    method: 'card',
    reference: c.reference,
    at: c.paidAt,
  });
  await trx
    .insertInto('allocations')
    .values({
      pharmacy_id: c.pharmacyId,
      credit_entry_id: creditId,
      debit_entry_id: debitId,
      amount: c.amount,
      created_at: c.paidAt,
    })
    .execute();
  return { debitId, creditId };
}

export interface PaymentInput extends Owner {
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  bank: string | null;
  createdBy: number | null;
  /** invoices (their debit entries) to pay first, in this order */
  debitIds?: readonly number[];
  /** when it was received (the demo data's history); now by default */
  at?: Date;
}

/** A payment received (cash, cheque, transfer): a credit, allocated at once. Answers its entry and allocations. */
export async function postPayment(trx: Trx, p: PaymentInput) {
  const id = await insertEntry(trx, { ...p, kind: 'payment', credit: p.amount, at: p.at });
  const allocated = await allocateCredit(trx, id, p.pharmacyId, p.debitIds ?? []);
  return { entryId: id, allocated };
}

/**
 * A credit note's credit: it pays its own order's invoice first. `hold`: it is kept unallocated for the card refund
 * about to pay it back (D108); releaseHeldCredit allocates it when that refund is not made.
 */
export async function postCreditNote(
  trx: Trx,
  c: Owner & {
    creditNoteId: number;
    orderId: number;
    amount: number;
    createdBy: number | null;
    at: Date;
    hold?: boolean;
  },
) {
  if (c.amount <= 0) return null;
  const id = await insertEntry(trx, {
    ...c,
    kind: 'credit_note',
    credit: c.amount,
    creditNoteId: c.creditNoteId,
    orderId: c.orderId,
  });
  if (!c.hold) await allocateCredit(trx, id, c.pharmacyId, await invoiceEntryIds(trx, [c.orderId]));
  return id;
}

/** The credit entry of a credit note. */
async function creditEntryOf(trx: Trx, creditNoteId: number) {
  return trx
    .selectFrom('ledger_entries')
    .select(['id', 'pharmacy_id', 'order_id'])
    .where('credit_note_id', '=', creditNoteId)
    .where('kind', '=', 'credit_note')
    .executeTakeFirst();
}

/**
 * Money paid back to the card for a credit note (D108): a `refund` debit, paid first by what is left of that
 * credit note's own credit, then by the pharmacy's other open credits.
 */
export async function postRefund(
  trx: Trx,
  r: Owner & {
    creditNoteId: number;
    orderId: number;
    amount: number;
    reference?: string | null;
    createdBy: number | null;
  },
) {
  await holdAccount(trx, r.pharmacyId);
  const id = await insertEntry(trx, {
    ...r,
    kind: 'refund',
    debit: r.amount,
    creditNoteId: r.creditNoteId,
    orderId: r.orderId,
    method: 'card',
    reference: r.reference ?? null,
  });
  const credit = await creditEntryOf(trx, r.creditNoteId);
  if (credit) await allocateCredit(trx, credit.id, r.pharmacyId, [id]);
  await applyOpenCredits(trx, r.pharmacyId);
  return id;
}

/** A held credit note's credit whose card refund was not made: it pays its order's invoice, then the oldest debits. */
export async function releaseHeldCredit(trx: Trx, creditNoteId: number) {
  const credit = await creditEntryOf(trx, creditNoteId);
  if (!credit) return;
  await holdAccount(trx, credit.pharmacy_id);
  await allocateCredit(
    trx,
    credit.id,
    credit.pharmacy_id,
    credit.order_id ? await invoiceEntryIds(trx, [credit.order_id]) : [],
  );
}

/**
 * A second card charge paid back (a replaced attempt paid late, D27, D108): its card `payment` credit and the
 * `refund` debit that gives it back, allocated to each other, so the statement shows both and the balance does not move.
 */
export async function postChargeRefunded(
  trx: Trx,
  c: Owner & { orderId: number | null; amount: number; reference: string; at?: Date },
) {
  await holdAccount(trx, c.pharmacyId);
  const creditId = await insertEntry(trx, {
    ...c,
    kind: 'payment',
    credit: c.amount,
    method: 'card',
    reference: c.reference,
  });
  const debitId = await insertEntry(trx, {
    ...c,
    kind: 'refund',
    debit: c.amount,
    method: 'card',
    reference: c.reference,
  });
  await trx
    .insertInto('allocations')
    .values({
      pharmacy_id: c.pharmacyId,
      credit_entry_id: creditId,
      debit_entry_id: debitId,
      amount: c.amount,
      created_at: new Date(),
    })
    .execute();
  return { creditId, debitId };
}

/**
 * Reverses an order's invoice (the offline order was rejected): a credit of what its credit notes have not credited
 * yet (issue 37 §3: a cancellation's credit note came first), paying the invoice first, so the order's credits add
 * up to its invoice. Nothing when the order has no invoice entry, it is already reversed or wholly credited.
 */
export async function reverseInvoiceOf(trx: Trx, orderId: number, createdBy: number | null): Promise<number | null> {
  const invoice = await trx
    .selectFrom('ledger_entries as e')
    .select(['e.id', 'e.pharmacy_id', 'e.wilaya_id', 'e.debit'])
    .where('e.order_id', '=', orderId)
    .where('e.kind', '=', 'invoice')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('ledger_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))),
    )
    .executeTakeFirst();
  if (!invoice) return null;
  const notes = await trx
    .selectFrom('credit_notes')
    .select(sql<string>`coalesce(sum(total), 0)`.as('credited'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const left = Number(invoice.debit) - Number(notes.credited);
  if (left <= 0) return null;
  const id = await insertEntry(trx, {
    pharmacyId: invoice.pharmacy_id,
    wilayaId: invoice.wilaya_id,
    kind: 'reversal',
    credit: left,
    orderId,
    reversesId: invoice.id,
    createdBy,
  });
  await allocateCredit(trx, id, invoice.pharmacy_id, [invoice.id]);
  return id;
}

/**
 * Reverses a payment received (D102): each of its allocations is undone by a reversing allocation (negative, so the
 * invoices it paid are open again), a `reversal` debit of its amount is written and paid by the payment itself, then
 * the pharmacy's other open credits pay what is open. The balance is back to what it was before the payment. The
 * caller holds the pharmacy's row; the payment's row is locked here, so of two reversals at once the second finds
 * the first's entry and answers null.
 */
export async function reversePayment(trx: Trx, paymentId: number, createdBy: number | null): Promise<number | null> {
  const payment = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'pharmacy_id', 'wilaya_id', 'credit', 'reference'])
    .where('id', '=', paymentId)
    .where('kind', '=', 'payment')
    .executeTakeFirstOrThrow();
  const paid = () =>
    trx
      .selectFrom('allocations as a')
      .select(['a.id', 'a.debit_entry_id', 'a.amount'])
      .where('a.credit_entry_id', '=', paymentId)
      .where('a.amount', '>', 0)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('allocations as r').select('r.id').whereRef('r.reverses_id', '=', 'a.id'))),
      )
      .orderBy('a.id')
      .execute();
  await holdAccount(trx, payment.pharmacy_id);
  await lockEntries(trx, [paymentId, ...(await paid()).map((a) => a.debit_entry_id)]);
  const already = await trx
    .selectFrom('ledger_entries')
    .select('id')
    .where('reverses_id', '=', paymentId)
    .executeTakeFirst();
  if (already) return null;
  const allocations = await paid();
  if (allocations.length)
    await trx
      .insertInto('allocations')
      .values(
        allocations.map((a) => ({
          pharmacy_id: payment.pharmacy_id,
          credit_entry_id: paymentId,
          debit_entry_id: a.debit_entry_id,
          amount: -Number(a.amount),
          reverses_id: a.id,
          created_at: new Date(),
        })),
      )
      .execute();
  const id = await insertEntry(trx, {
    pharmacyId: payment.pharmacy_id,
    wilayaId: payment.wilaya_id,
    kind: 'reversal',
    debit: Number(payment.credit),
    reference: payment.reference,
    reversesId: paymentId,
    createdBy,
  });
  await allocateCredit(trx, paymentId, payment.pharmacy_id, [id]);
  await applyOpenCredits(trx, payment.pharmacy_id);
  return id;
}

/** The invoice debit entries of these orders, in the orders' order. */
export async function invoiceEntryIds(trx: Trx, orderIds: readonly number[]): Promise<number[]> {
  if (!orderIds.length) return [];
  const rows = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'order_id'])
    .where('kind', '=', 'invoice')
    .where('order_id', 'in', orderIds)
    .execute();
  return orderIds.flatMap((o) => rows.filter((r) => r.order_id === o).map((r) => r.id));
}

/** Locks the pharmacy's balance row (made if it has none yet), which the ledger's triggers update. */
async function holdAccount(trx: Trx, pharmacyId: number) {
  await trx
    .insertInto('account_balances')
    .values({ pharmacy_id: pharmacyId, balance: 0, unallocated: 0 })
    .onConflict((oc) => oc.column('pharmacy_id').doUpdateSet({ pharmacy_id: pharmacyId }))
    .execute();
}

/** Locks entries in id order (the one order every ledger writer takes them in). */
async function lockEntries(trx: Trx, ids: readonly number[]) {
  if (!ids.length) return;
  await trx
    .selectFrom('ledger_entries')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

const leftOfDebit = sql<number>`(e.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id), 0))::bigint`;
const leftOfCredit = sql<number>`(e.credit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.credit_entry_id = e.id), 0))::bigint`;

/**
 * The pharmacy's debits with something left to pay, the named ones first then the oldest due first: candidates read
 * from the `open_debits` rollup (its index), whose amounts are read again from the entries once they are locked.
 */
async function openDebits(trx: Trx, pharmacyId: number, first: readonly number[]) {
  const rows = await trx
    .selectFrom('open_debits as d')
    .innerJoin('ledger_entries as e', 'e.id', 'd.entry_id')
    .select(['d.entry_id as id', 'd.left_to_pay as left'])
    .where('d.pharmacy_id', '=', pharmacyId)
    .orderBy(sql`coalesce(d.due_at, e.created_at)`)
    .orderBy('d.entry_id')
    .execute();
  const rank = (id: number) => (first.includes(id) ? first.indexOf(id) : first.length);
  return rows.map((r) => ({ id: r.id, left: Number(r.left) })).sort((a, b) => rank(a.id) - rank(b.id));
}

async function openCredits(trx: Trx, pharmacyId: number) {
  const rows = await trx
    .selectFrom((db) =>
      db
        .selectFrom('ledger_entries as e')
        .select(['e.id', leftOfCredit.as('left')])
        .where('e.pharmacy_id', '=', pharmacyId)
        .where('e.credit', '>', 0)
        .as('c'),
    )
    .selectAll()
    .where('c.left', '>', 0)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, left: Number(r.left) }));
}

/** Amounts left, read after the rows are locked. */
async function leftOf(trx: Trx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await trx
    .selectFrom('ledger_entries as e')
    .select([
      'e.id',
      sql<number>`(CASE WHEN e.debit > 0 THEN ${leftOfDebit} ELSE ${leftOfCredit} END)::bigint`.as('left'),
    ])
    .where('e.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.left)]));
}

/**
 * Allocates what is left of a credit: the named debits first (only the pharmacy's own), then the oldest due.
 * Answers the allocations written.
 */
export async function allocateCredit(trx: Trx, creditId: number, pharmacyId: number, first: readonly number[]) {
  const candidates = await openDebits(trx, pharmacyId, first);
  await lockEntries(trx, [creditId, ...candidates.map((c) => c.id)]);
  const left = await leftOf(trx, [creditId, ...candidates.map((c) => c.id)]);
  let credit = left.get(creditId) ?? 0;
  const written: { debitEntryId: number; amount: number }[] = [];
  for (const c of candidates) {
    if (credit <= 0) break;
    const amount = Math.min(credit, left.get(c.id) ?? 0);
    if (amount <= 0) continue;
    written.push({ debitEntryId: c.id, amount });
    credit -= amount;
  }
  if (written.length)
    await trx
      .insertInto('allocations')
      .values(
        written.map((w) => ({
          pharmacy_id: pharmacyId,
          credit_entry_id: creditId,
          debit_entry_id: w.debitEntryId,
          amount: w.amount,
          created_at: new Date(),
        })),
      )
      .execute();
  return written;
}

/** The pharmacy's open credits, oldest first, pay its open debits (after a new debit). */
export async function applyOpenCredits(trx: Trx, pharmacyId: number): Promise<void> {
  // Most accounts hold no unallocated credit: the balance row says so without reading every credit. The caller
  // wrote an entry first, so its trigger holds that row for this transaction and no credit can come in meanwhile.
  const held = await trx
    .selectFrom('account_balances')
    .select('unallocated')
    .where('pharmacy_id', '=', pharmacyId)
    .executeTakeFirst();
  if (!held || Number(held.unallocated) <= 0) return;
  const credits = await openCredits(trx, pharmacyId);
  for (const c of credits) {
    const written = await allocateCredit(trx, c.id, pharmacyId, []);
    if (!written.length) break;
  }
}
