import type { Lang } from '../../src/contract/constants.js';
import { hello, type MailContent, render, say } from '../mail/templates.js';

/** The pharmacy's mails when a shipment leaves and when it is delivered, in its language (texts: messages/fulfilmentDocs.ts). */

export function shipmentLeftMail(
  lang: Lang,
  o: {
    orderNo: string;
    pharmacyName: string;
    carrier: string | null;
    trackingNo: string | null;
    trackingUrl: string | null;
    lines: { ref: string; name: string; quantity: number }[];
    complete: boolean;
  },
): MailContent {
  const order = { order: o.orderNo };
  const paragraphs = [
    say(lang, o.complete ? 'shipment.allLeft' : 'shipment.partLeft', order),
    ...o.lines.map((l) => say(lang, 'shipment.line', { ref: l.ref, name: l.name, quantity: l.quantity })),
  ];
  if (o.carrier) paragraphs.push(say(lang, 'shipment.carrier', { carrier: o.carrier }));
  if (o.trackingNo) paragraphs.push(say(lang, 'shipment.trackingNo', { tracking: o.trackingNo }));
  return {
    subject: say(lang, 'shipment.subject', order),
    ...render({
      lang,
      // the first of several parcels is not the whole order leaving (issue 38 §9)
      title: say(lang, o.complete ? 'shipment.title' : 'shipment.partTitle', order),
      greeting: hello(lang, o.pharmacyName),
      paragraphs,
      ...(o.trackingUrl ? { action: { label: say(lang, 'shipment.track'), url: o.trackingUrl } } : {}),
    }),
  };
}

export function deliveredMail(
  lang: Lang,
  o: { orderNo: string; pharmacyName: string; receiverName: string; complete: boolean },
): MailContent {
  const order = { order: o.orderNo };
  return {
    // a delivery that leaves some of the order still to come is not "order delivered" (issue 38 §9)
    subject: say(lang, o.complete ? 'delivered.subject' : 'delivered.partSubject', order),
    ...render({
      lang,
      title: say(lang, o.complete ? 'delivered.title' : 'delivered.partTitle', order),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [
        say(lang, o.complete ? 'delivered.all' : 'delivered.part', { ...order, receiver: o.receiverName }),
        say(lang, 'delivered.problem'),
      ],
    }),
  };
}

/** The tracking of a parcel that left without it, completed later (issue 38 §1). */
export function trackingMail(
  lang: Lang,
  o: {
    orderNo: string;
    pharmacyName: string;
    leftOn: string;
    carrier: string | null;
    trackingNo: string;
    trackingUrl: string | null;
  },
): MailContent {
  const order = { order: o.orderNo };
  const paragraphs = [say(lang, 'tracking.intro', { ...order, date: o.leftOn })];
  if (o.carrier) paragraphs.push(say(lang, 'shipment.carrier', { carrier: o.carrier }));
  paragraphs.push(say(lang, 'shipment.trackingNo', { tracking: o.trackingNo }));
  return {
    subject: say(lang, 'tracking.subject', order),
    ...render({
      lang,
      title: say(lang, 'tracking.title', order),
      greeting: hello(lang, o.pharmacyName),
      paragraphs,
      ...(o.trackingUrl ? { action: { label: say(lang, 'shipment.track'), url: o.trackingUrl } } : {}),
    }),
  };
}
