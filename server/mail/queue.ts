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
