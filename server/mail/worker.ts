import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';
import type { MailAttachment } from './queue.js';
import { type Deliver, deliverFor } from './transport.js';

/** After this many failed attempts a mail is marked 'failed' (kept in the table, logged), D18. */
export const MAX_MAIL_ATTEMPTS = 10;
/** Mails one worker sends at the same time: a slow one holds its lane, the others keep going. */
export const MAIL_LANES = 4;
/**
 * While a worker sends a mail, other workers leave it alone this long. Longer than any SMTP timeout
 * (SMTP_TIMEOUT ≤ 2 minutes), and renewed every third of it while the send lasts, so a slow server can never
 * let a second worker send the same mail; if the worker dies, its connection dies with it.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/** Exponential back-off: 30 s, 1 min, 2 min … capped at 6 h (about 4 h in total before giving up). */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

interface ClaimedMail {
  id: number;
  claim: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: unknown;
  attempts: number;
  holds_secret: boolean;
}

function parseAttachments(raw: unknown): MailAttachment[] {
  const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(list) ? (list as MailAttachment[]) : [];
}

const leaseInterval = (leaseMs: number) => sql`make_interval(secs => ${leaseMs / 1000})`;

/** Takes the next due mail with FOR UPDATE SKIP LOCKED: one row, one lease, numbered by `claim`. */
async function claimNext(db: Database, leaseMs: number): Promise<ClaimedMail | undefined> {
  const { rows } = await sql<ClaimedMail>`
    UPDATE outgoing_mail SET next_attempt_at = now() + ${leaseInterval(leaseMs)}, claim = claim + 1
    WHERE id = (
      SELECT id FROM outgoing_mail
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, claim, recipient, subject, text_body, html_body, attachments, attempts, holds_secret`.execute(db);
  return rows[0];
}

/** Updates the mail only while this worker's lease is the current one. */
const ownMail = (db: Database, mail: ClaimedMail) =>
  db.updateTable('outgoing_mail').where('id', '=', mail.id).where('claim', '=', mail.claim);

/** Once a mail holding a single-use link is sent or given up, its body goes: the link must not outlive its use. */
const clearedBody = (mail: ClaimedMail, done: boolean) =>
  mail.holds_secret && done ? { text_body: '', html_body: null, attachments: null } : {};

export interface SendOptions {
  deliver?: Deliver;
  lanes?: number;
  leaseMs?: number;
}

/**
 * Sends the pending mails that are due, `lanes` at a time, each under its own lease, so several server
 * instances never send the same mail twice, a slow mail never holds the others back, and a crash mid-send only
 * delays it. Returns how many were sent. Tests call it directly to flush the queue.
 */
export async function sendDueMail(config: Config, db: Database, log: Logger, options: SendOptions | Deliver = {}) {
  const {
    deliver = deliverFor(config, log),
    lanes = MAIL_LANES,
    leaseMs = MAIL_LEASE_MS,
  } = typeof options === 'function' ? { deliver: options } : options;
  let sent = 0;
  const lane = async () => {
    for (let mail = await claimNext(db, leaseMs); mail; mail = await claimNext(db, leaseMs))
      if (await sendOne(db, log, deliver, mail, leaseMs)) sent++;
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return sent;
}

async function sendOne(
  db: Database,
  log: Logger,
  deliver: Deliver,
  mail: ClaimedMail,
  leaseMs: number,
): Promise<boolean> {
  const renew = setInterval(() => {
    ownMail(db, mail)
      .set({ next_attempt_at: sql<Date>`now() + ${leaseInterval(leaseMs)}` })
      .execute()
      .catch((err: unknown) => log.warn({ err, mailId: mail.id }, 'mail lease not renewed'));
  }, leaseMs / 3);
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
  } catch (err) {
    clearInterval(renew);
    const attempts = mail.attempts + 1;
    const failed = attempts >= MAX_MAIL_ATTEMPTS;
    await ownMail(db, mail)
      .set({
        attempts,
        last_error: String((err as Error)?.message ?? err).slice(0, 1000),
        status: failed ? 'failed' : 'pending',
        next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
        ...clearedBody(mail, failed),
      })
      .execute();
    if (failed) log.error({ err, mailId: mail.id, to: mail.recipient, attempts }, 'mail could not be sent: given up');
    else log.warn({ err, mailId: mail.id, attempts }, 'mail not sent, will retry');
    return false;
  }
  clearInterval(renew);
  await ownMail(db, mail)
    .set({
      status: 'sent',
      sent_at: new Date(),
      attempts: mail.attempts + 1,
      last_error: null,
      ...clearedBody(mail, true),
    })
    .execute();
  return true;
}

export const mailJob: Job = {
  name: 'mail.send',
  everyMs: 2000,
  run: (config, db, log) => sendDueMail(config, db, log),
};
