import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Job } from '../jobs.js';
import type { MailAttachment } from './queue.js';
import { type Deliver, deliverFor } from './transport.js';

/** After this many failed attempts a mail is marked 'failed' (kept in the table, logged), D18. */
export const MAX_MAIL_ATTEMPTS = 10;
const BATCH = 20;
/** While a worker sends a claimed batch, other workers leave it alone for this long. */
const LEASE = '5 minutes';

/** Exponential back-off: 30 s, 1 min, 2 min … capped at 6 h (about 4 h in total before giving up). */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

interface DueMail {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: unknown;
  attempts: number;
}

function parseAttachments(raw: unknown): MailAttachment[] {
  const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(list) ? (list as MailAttachment[]) : [];
}

/**
 * Sends the pending mails that are due. Rows are claimed with FOR UPDATE SKIP LOCKED and a short lease, so
 * several server instances never send the same mail twice and a crash mid-send only delays it.
 * Returns how many were sent. Tests call it directly to flush the queue.
 */
export async function sendDueMail(config: Config, db: Database, log: Logger, deliver: Deliver = deliverFor(config, log)) {
  const { rows } = await sql<DueMail>`
    UPDATE outgoing_mail SET next_attempt_at = now() + ${sql.raw(`interval '${LEASE}'`)}
    WHERE id IN (
      SELECT id FROM outgoing_mail
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at, id
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, recipient, subject, text_body, html_body, attachments, attempts`.execute(db);

  let sent = 0;
  for (const mail of rows.sort((a, b) => a.id - b.id)) {
    try {
      await deliver({
        id: mail.id,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        attachments: parseAttachments(mail.attachments).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
      await db
        .updateTable('outgoing_mail')
        .set({ status: 'sent', sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
        .where('id', '=', mail.id)
        .execute();
      sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_MAIL_ATTEMPTS;
      await db
        .updateTable('outgoing_mail')
        .set({
          attempts,
          last_error: String((err as Error)?.message ?? err).slice(0, 1000),
          status: failed ? 'failed' : 'pending',
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where('id', '=', mail.id)
        .execute();
      if (failed) log.error({ err, mailId: mail.id, to: mail.recipient, attempts }, 'mail could not be sent: given up');
      else log.warn({ err, mailId: mail.id, attempts }, 'mail not sent, will retry');
    }
  }
  return sent;
}

export const mailJob: Job = {
  name: 'send queued mail',
  everyMs: 2000,
  run: async (config, db, log) => {
    await sendDueMail(config, db, log);
  },
};
