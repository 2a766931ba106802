import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../../src/contract/codes.js';
import type { Lang } from '../../../src/contract/constants.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/envelope.js';
import { newAttemptNumber } from '../orderNumber.js';
import { createSatimClient, SatimError } from '../satim.js';
import { abandonInvoiceRegistration, closeOpenInvoicePayments } from './settle.js';

export interface InvoiceCheckout {
  pharmacyId: number;
  invoiceIds: number[];
  lang: Lang;
  log: FastifyBaseLogger;
}

/** Where SATIM sends the browser back: the account's result pages (the attempt's id is appended by the gateway). */
export const INVOICE_RETURN_PATH = '/pharmacy/account/payment';

/**
 * pay_invoices (issue 30 §4, D98): one SATIM registration for the sum of what is left on the chosen invoices, in
 * centimes, recorded with the invoices and their amounts. Answers `{formUrl, orderNumber}` like save_order.
 */
export async function startInvoicePayment(db: Database, config: Config, c: InvoiceCheckout) {
  const startedAt = new Date();
  const satim = createSatimClient(config);
  const orderNumber = newAttemptNumber();
  const opened = await openAttempt(db, config, c, orderNumber, startedAt);
  if ('joined' in opened) return joinAttempt(db, opened.joined);
  const { attemptId, amount, numbers } = opened;
  let registered: { orderId: string; formUrl: string };
  try {
    registered = await satim.register({
      orderNumber,
      amount,
      returnUrl: `${config.webUrl}${INVOICE_RETURN_PATH}/success`,
      failUrl: `${config.webUrl}${INVOICE_RETURN_PATH}/failed`,
      description: translate(c.lang, 'accounts.pay.description', { invoices: numbers.join(', ') }).slice(0, 512),
      lang: c.lang,
      udf1: orderNumber,
      sessionTimeoutSecs: config.paymentTimeoutMinutes * 60,
    });
  } catch (err) {
    if (!(err instanceof SatimError)) throw err;
    c.log.warn(
      { orderNumber, kind: err.kind, providerCode: err.providerCode, err: err.message },
      'SATIM register.do failed (invoices)',
    );
    await abandonInvoiceRegistration(db, attemptId, err.message);
    throw new ApiError(Code.PROVIDER_ERROR, 'payment.providerUnavailable');
  }
  await db
    .updateTable('invoice_payments')
    .set({ provider_order_id: registered.orderId, form_url: registered.formUrl, updated_at: new Date() })
    .where('id', '=', attemptId)
    .execute();
  return { formUrl: registered.formUrl, orderNumber };
}

const ROUNDS = 5;
const leftOfDebit = sql<number>`(e.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id), 0))::bigint`;

/**
 * One open invoice payment per pharmacy, as one open attempt per basket (docs/payments.md, D98): the earlier open
 * ones are asked at the gateway and closed first (paid → credited; not paid → superseded), then the new one is
 * written with the pharmacy row locked. An open one found under the lock was opened meanwhile: by this same click
 * sent twice when younger than this call (answered as is), by an older call otherwise (this one goes round again).
 */
type Opened = { attemptId: number; amount: number; numbers: string[] } | { joined: number };

async function openAttempt(
  db: Database,
  config: Config,
  c: InvoiceCheckout,
  orderNumber: string,
  startedAt: Date,
): Promise<Opened> {
  const satim = createSatimClient(config);
  for (let round = 0; round < ROUNDS; round++) {
    const closed = await closeOpenInvoicePayments(db, satim, c.pharmacyId, startedAt, c.log);
    if (closed.unchecked) throw new ApiError(Code.PROVIDER_ERROR, 'payment.previousUnchecked');
    const opened = await inTransaction(db, async (trx): Promise<Opened | null> => {
      await trx.selectFrom('pharmacies').select('id').where('id', '=', c.pharmacyId).forUpdate().execute();
      const other = await trx
        .selectFrom('invoice_payments')
        .select(['id', 'created_at'])
        .where('pharmacy_id', '=', c.pharmacyId)
        .where('status', '=', 'registered')
        .executeTakeFirst();
      if (other) return other.created_at >= startedAt ? { joined: other.id } : null;
      const rows = await trx
        .selectFrom('invoices as i')
        .innerJoin('ledger_entries as e', (j) => j.onRef('e.order_id', '=', 'i.order_id').on('e.kind', '=', 'invoice'))
        .select(['i.id as invoice_id', 'i.number', 'e.id as entry_id', leftOfDebit.as('left')])
        .where('i.id', 'in', c.invoiceIds)
        .where('e.pharmacy_id', '=', c.pharmacyId)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('ledger_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))),
        )
        .execute();
      // another pharmacy's invoice answers exactly like a missing one
      if (rows.length !== c.invoiceIds.length)
        throw new ApiError(Code.NOT_FOUND, 'accounts.pay.invoiceNotFound', { status: 404 });
      const chosen = c.invoiceIds.map((id) => rows.find((r) => r.invoice_id === id)!);
      const settledOne = chosen.find((r) => Number(r.left) <= 0);
      if (settledOne)
        throw new ApiError(Code.STATE_CONFLICT, 'accounts.pay.nothingLeft', {
          vars: { invoice: settledOne.number },
          payload: { invoice_id: settledOne.invoice_id, invoice_no: settledOne.number },
        });
      const amount = chosen.reduce((s, r) => s + Number(r.left), 0);
      const attempt = await trx
        .insertInto('invoice_payments')
        .values({
          pharmacy_id: c.pharmacyId,
          order_number: orderNumber,
          amount,
          status: 'registered',
          lang: c.lang,
          expires_at: new Date(startedAt.getTime() + config.paymentTimeoutMinutes * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('invoice_payment_items')
        .values(
          chosen.map((r, position) => ({
            invoice_payment_id: attempt.id,
            position,
            invoice_id: r.invoice_id,
            debit_entry_id: r.entry_id,
            amount: Number(r.left),
          })),
        )
        .execute();
      return { attemptId: attempt.id, amount, numbers: chosen.map((r) => r.number) };
    });
    if (opened) return opened;
  }
  throw new ApiError(Code.SERVER_ERROR, 'server.busyTryAgain', { status: 503 });
}

const JOIN_WAIT_MS = 20_000;
const JOIN_POLL_MS = 25;

/** The answer of the call that opened the attempt this one joined, once its registration at the gateway is over. */
async function joinAttempt(db: Database, attemptId: number) {
  const deadline = Date.now() + JOIN_WAIT_MS;
  for (;;) {
    const a = await db
      .selectFrom('invoice_payments')
      .select(['status', 'form_url', 'order_number'])
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    if (a.form_url && a.status === 'registered') return { formUrl: a.form_url, orderNumber: a.order_number };
    if (a.status === 'error') throw new ApiError(Code.PROVIDER_ERROR, 'payment.providerUnavailable');
    if (a.status !== 'registered')
      throw new ApiError(Code.STATE_CONFLICT, 'accounts.pay.replaced', { payload: { orderNumber: a.order_number } });
    if (Date.now() > deadline) throw new ApiError(Code.SERVER_ERROR, 'server.busyTryAgain', { status: 503 });
    await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
  }
}
