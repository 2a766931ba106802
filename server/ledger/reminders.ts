import { sql } from 'kysely';
import { langFromHeader } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';
import { queueMail } from '../mail/queue.js';
import { overdueReminderMail } from '../mail/reminderMail.js';

/** Days after the due date a reminder goes (issue 30 §5). */
export const REMINDER_STEPS = [1, 15, 30] as const;
/**
 * Days a step stays sendable after its day (D101): a server stopped longer skips it, and invoices long overdue when
 * reminders were switched on get none; the next step still goes.
 */
export const REMINDER_WINDOW_DAYS = 7;
/** Invoices claimed per run at most: one transaction stays short; the next run takes the rest. */
const BATCH = 500;

/**
 * Queues the reminders due at `now` (D101): for each invoice with something left to pay, not reversed, the step whose
 * window [due + step, due + step + REMINDER_WINDOW_DAYS days) holds now, unless already sent. The rows of
 * account_reminders are claimed (INSERT … ON CONFLICT DO NOTHING) in the same transaction as the mails, so a step goes
 * once whichever instance or run claims it. One mail per pharmacy and run, listing its invoices. Answers how many mails.
 */
export async function queueOverdueReminders(config: Config, db: Database, now = new Date()): Promise<number> {
  const days = (n: number) => sql`${now}::timestamptz - make_interval(days => ${sql.lit(n)})`;
  const step = sql<number>`CASE ${sql.join(
    REMINDER_STEPS.map(
      (s) => sql`WHEN e.due_at <= ${days(s)} AND e.due_at > ${days(s + REMINDER_WINDOW_DAYS)} THEN ${sql.lit(s)}`,
    ),
    sql` `,
  )} END`;
  return db.transaction().execute(async (trx) => {
    const claimed = await sql<{ ledger_entry_id: number; pharmacy_id: number }>`
      INSERT INTO account_reminders (ledger_entry_id, step, pharmacy_id)
      SELECT d.id, d.step, d.pharmacy_id FROM (
        SELECT e.id, e.pharmacy_id, ${step} AS step
        FROM ledger_entries e
        WHERE e.kind = 'invoice'
          AND e.due_at <= ${days(REMINDER_STEPS[0])}
          AND e.due_at > ${days(REMINDER_STEPS[2] + REMINDER_WINDOW_DAYS)}
          AND e.debit > coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id), 0)
          AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
      ) d
      WHERE d.step IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM account_reminders s WHERE s.ledger_entry_id = d.id AND s.step = d.step)
      ORDER BY d.id
      LIMIT ${BATCH}
      ON CONFLICT DO NOTHING
      RETURNING ledger_entry_id, pharmacy_id`.execute(trx);
    if (!claimed.rows.length) return 0;
    // the claimed invoices with what is left of them, oldest due first
    const pharmacyIds = [...new Set(claimed.rows.map((r) => r.pharmacy_id))];
    const invoices = await trx
      .selectFrom('ledger_entries as e')
      .innerJoin('invoices as i', 'i.order_id', 'e.order_id')
      .select([
        'e.pharmacy_id',
        'i.number',
        'e.due_at',
        sql<number>`(e.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id), 0))::bigint`.as(
          'left',
        ),
      ])
      .where(
        'e.id',
        'in',
        claimed.rows.map((r) => r.ledger_entry_id),
      )
      .orderBy('e.due_at')
      .orderBy('e.id')
      .execute();
    const pharmacies = await trx
      .selectFrom('pharmacies')
      .select(['id', 'name', 'email', 'language'])
      .where('id', 'in', pharmacyIds)
      .where('deleted_at', 'is', null)
      .execute();
    const link = `${config.webUrl}/pharmacy/account`;
    let sent = 0;
    for (const p of pharmacies) {
      const own = invoices
        .filter((i) => i.pharmacy_id === p.id)
        .map((i) => ({ number: i.number, dueAt: new Date(i.due_at!), left: Number(i.left) }));
      if (!own.length) continue;
      await queueMail(trx, {
        to: p.email,
        ...overdueReminderMail(langFromHeader(p.language), { pharmacyName: p.name, invoices: own, link }),
      });
      sent += 1;
    }
    return sent;
  });
}

export const overdueReminderJob: Job = {
  name: 'overdue reminders',
  everyMs: 10 * 60_000,
  run: async (config, db, log) => {
    const sent = await queueOverdueReminders(config, db);
    if (sent) log.info({ pharmacies: sent }, 'overdue reminders queued');
    return sent;
  },
};
