import { type Lang, langFromHeader } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Holds a single-use link (reset, set-your-password): its body is cleared once sent or given up. */
  secret?: boolean;
}

/**
 * Puts a mail in the outgoing table; the mail worker sends it and retries on failure (D18).
 * Pass the transaction when the mail belongs to one, so it is sent only if the transaction commits.
 */
export async function queueMail(db: Database, mail: Mail): Promise<void> {
  await db
    .insertInto('outgoing_mail')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      holds_secret: mail.secret ?? false,
    })
    .execute();
}

/**
 * Queues a mail to a pharmacy in its own language (its account's, not the caller's): `compose` gets that language
 * and the pharmacy's name (a mail with a document drawn in that language composes it asynchronously).
 */
export async function mailPharmacy(
  db: Database,
  pharmacyId: number,
  compose: (lang: Lang, pharmacyName: string) => Omit<Mail, 'to'> | Promise<Omit<Mail, 'to'>>,
): Promise<void> {
  const pharmacy = await db
    .selectFrom('pharmacies')
    .select(['name', 'email', 'language'])
    .where('id', '=', pharmacyId)
    .executeTakeFirstOrThrow();
  await queueMail(db, { to: pharmacy.email, ...(await compose(langFromHeader(pharmacy.language), pharmacy.name)) });
}

/** Queues a mail to every admin, each in its own language: `compose` gets that language and the admin's name. Answers how many. */
export async function mailAdmins(
  db: Database,
  compose: (lang: Lang, adminName: string) => Omit<Mail, 'to'>,
): Promise<number> {
  const admins = await db
    .selectFrom('admins')
    .select(['email', 'first_name', 'last_name', 'language'])
    .orderBy('id')
    .execute();
  for (const a of admins)
    await queueMail(db, { to: a.email, ...compose(langFromHeader(a.language), `${a.first_name} ${a.last_name}`) });
  return admins.length;
}
