import { formatDate, formatDZD, type Lang, toDinars } from '../../src/contract/constants.js';
import type { DisputeResolution } from '../../src/contract/disputes.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { renderCreditNote } from '../ledger/creditNotePdf.js';
import { mailPharmacy } from '../mail/queue.js';
import { hello, type MailContent, render, say } from '../mail/templates.js';

/**
 * The pharmacy's mails about its disputes (issue 38 §9), in its own language (its account's, as the order mails):
 * the back office answered it, and it was settled. Each is queued inside the transaction that writes the message or
 * the resolution, so it is sent if and only if that commits, once (texts: messages/disputeMails.ts).
 */

/**
 * Where the pharmacy finds the dispute: My orders narrowed to the order by its number (its details hold the
 * dispute), with the dispute's id for the storefront to open it.
 */
export const disputeLink = (webUrl: string, orderNo: string, disputeId: number) =>
  `${webUrl}/pharmacy/orders?filter=${encodeURIComponent(JSON.stringify({ q: orderNo }))}&dispute=${disputeId}`;

export function disputeAnsweredMail(
  lang: Lang,
  o: { pharmacyName: string; orderNo: string; disputeId: number; answer: string; answeredAt: Date; link: string },
): MailContent {
  const ids = { order: o.orderNo, dispute: o.disputeId };
  return {
    subject: say(lang, 'disputeAnswer.subject', ids),
    ...render({
      lang,
      title: say(lang, 'disputeAnswer.title', ids),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [
        say(lang, 'disputeAnswer.intro', { ...ids, date: formatDate(o.answeredAt) }),
        say(lang, 'disputeAnswer.quote', { answer: o.answer }),
        say(lang, 'disputeAnswer.reply'),
      ],
      action: { label: say(lang, 'disputeAnswer.action'), url: o.link },
    }),
  };
}

export interface SettledDispute {
  pharmacyName: string;
  orderNo: string;
  disputeId: number;
  resolution: DisputeResolution;
  reason: string;
  resolvedAt: Date;
  /** the claimed lines (a replacement sends them again) */
  lines: { ref: string; name: string; quantity: number }[];
  /** the credit note of a credit_note resolution, its PDF in the pharmacy's language */
  creditNote: { number: string; total: number; pdf: Uint8Array; toCard: boolean } | null;
  link: string;
}

export function disputeSettledMail(lang: Lang, o: SettledDispute): MailContent {
  const ids = { order: o.orderNo, dispute: o.disputeId };
  const paragraphs = [say(lang, 'disputeSettled.intro', { ...ids, date: formatDate(o.resolvedAt) })];
  if (o.resolution === 'refused') paragraphs.push(say(lang, 'disputeSettled.refused'));
  if (o.resolution === 'replacement')
    paragraphs.push(
      say(lang, 'disputeSettled.replacement'),
      ...o.lines.map((l) => say(lang, 'disputeSettled.line', { ...l })),
    );
  const note = o.creditNote;
  if (note)
    paragraphs.push(
      say(lang, 'disputeSettled.creditNote', { number: note.number, amount: formatDZD(toDinars(note.total), lang) }),
      say(lang, note.toCard ? 'disputeSettled.creditCard' : 'disputeSettled.creditAccount'),
    );
  if (o.reason) paragraphs.push(say(lang, 'disputeSettled.reason', { reason: o.reason }));
  return {
    subject: say(lang, 'disputeSettled.subject', ids),
    ...render({
      lang,
      title: say(lang, 'disputeSettled.title', ids),
      greeting: hello(lang, o.pharmacyName),
      paragraphs,
      action: { label: say(lang, 'disputeSettled.action'), url: o.link },
    }),
    ...(note
      ? {
          attachments: [
            {
              filename: say(lang, 'disputeSettled.filename', { number: note.number }).replace(/[^\w.-]/g, '_'),
              contentType: 'application/pdf',
              content: Buffer.from(note.pdf).toString('base64'),
            },
          ],
        }
      : {}),
  };
}

/** An admin's message on a dispute, to its pharmacy; inside the message's transaction. */
export async function queueDisputeAnswered(
  trx: Database,
  webUrl: string,
  disputeId: number,
  message: { body: string; created_at: Date },
): Promise<void> {
  const d = await trx
    .selectFrom('disputes as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .select(['d.pharmacy_id', 'o.order_no'])
    .where('d.id', '=', disputeId)
    .executeTakeFirstOrThrow();
  await mailPharmacy(trx, d.pharmacy_id, (lang, pharmacyName) =>
    disputeAnsweredMail(lang, {
      pharmacyName,
      orderNo: d.order_no,
      disputeId,
      answer: message.body,
      answeredAt: new Date(message.created_at),
      link: disputeLink(webUrl, d.order_no, disputeId),
    }),
  );
}

/**
 * A dispute's settlement, to its pharmacy, inside the resolution's transaction (which sees the credit note it
 * issued): its credit note's PDF drawn in the pharmacy's language and attached.
 */
export async function queueDisputeSettled(
  trx: Database,
  config: Config,
  s: Omit<SettledDispute, 'pharmacyName' | 'creditNote' | 'link'> & {
    pharmacyId: number;
    creditNote: { id: number; total: number; toCard: boolean } | null;
  },
): Promise<void> {
  const note = s.creditNote;
  await mailPharmacy(trx, s.pharmacyId, async (lang, pharmacyName) => {
    const rendered = note ? await renderCreditNote(trx, config, note.id, lang) : null;
    return disputeSettledMail(lang, {
      ...s,
      pharmacyName,
      creditNote:
        note && rendered
          ? { number: rendered.number, total: note.total, pdf: rendered.pdf, toCard: note.toCard }
          : null,
      link: disputeLink(config.webUrl, s.orderNo, s.disputeId),
    });
  });
}
