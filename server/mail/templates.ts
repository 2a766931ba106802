import { formatDate, type Lang, type Role } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Mail } from './queue.js';

/** What a template makes; the caller adds the recipient: `queueMail(db, { to, ...passwordResetMail(...) })`. */
export type MailContent = Omit<Mail, 'to'> & { html: string };

export const PORTAL_NAME = 'ParaPharm DZ';
const BRAND = '#0f766e';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Layout {
  lang: Lang;
  title: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** lines under the button, e.g. validity and "ignore this mail" */
  notes?: string[];
  /** a table after the paragraphs (an order's lines and totals); its plain-text twin is `text` */
  table?: { head: string[]; rows: string[][]; foot: [label: string, amount: string][]; text: string[] };
}

/** A mail text (src/contract/messages/mail.ts), with the portal's name at hand. */
export const say = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  translate(lang, `mail.${key}`, { portal: PORTAL_NAME, ...vars });

/** One HTML layout (inline styles, table-based for mail clients) and its plain-text twin. */
export function render({ lang, title, greeting, paragraphs, action, notes = [], table }: Layout): {
  html: string;
  text: string;
} {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const start = dir === 'rtl' ? 'right' : 'left';
  const end = dir === 'rtl' ? 'left' : 'right';
  // figures and references keep their own left-to-right order inside Arabic text (issue 27, point 9)
  const cell = (
    content: string,
    align: string,
    o: { tag?: 'td' | 'th'; ltr?: boolean; bold?: boolean; span?: number } = {},
  ) => {
    const tag = o.tag ?? 'td';
    const style = `padding:6px 8px;border-bottom:1px solid #e4e7eb;font-size:14px;text-align:${align}${o.bold ? ';font-weight:700' : ''}`;
    const inner = o.ltr ? `<bdi dir="ltr" style="white-space:nowrap">${escape(content)}</bdi>` : escape(content);
    return `<${tag}${o.span ? ` colspan="${o.span}"` : ''} style="${style}">${inner}</${tag}>`;
  };
  const lines = table
    ? `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;border-collapse:collapse;color:#1f2933">` +
      `<tr>${table.head.map((h, i) => cell(h, i === 0 ? start : end, { tag: 'th' })).join('')}</tr>` +
      table.rows
        .map((r) => `<tr>${r.map((c, i) => cell(c, i === 0 ? start : end, { ltr: i > 0 })).join('')}</tr>`)
        .join('') +
      table.foot
        .map(([label, amount], i) => {
          const bold = i === table.foot.length - 1;
          return `<tr>${cell(label, end, { span: table.head.length - 1, bold })}${cell(amount, end, { ltr: true, bold })}</tr>`;
        })
        .join('') +
      `</table>`
    : '';
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;color:#1f2933">${escape(s)}</p>`;
  const small = (s: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#52606d">${escape(s)}</p>`;
  const button = action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${BRAND}">` +
      `<a href="${escape(action.url)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none">${escape(action.label)}</a>` +
      `</td></tr></table>` +
      small(say(lang, 'buttonFallback')) +
      `<p dir="ltr" style="margin:0 0 16px;font-size:13px;word-break:break-all;text-align:${dir === 'rtl' ? 'right' : 'left'}"><a href="${escape(action.url)}" style="color:${BRAND}">${escape(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#f0f4f8;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f0f4f8;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND};padding:18px 28px;font-size:20px;font-weight:700;color:#ffffff">${PORTAL_NAME}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:20px;color:#102a43">${escape(title)}</h1>
${p(greeting)}
${paragraphs.map(p).join('\n')}
${lines}
${button}
${notes.map(small).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;background:#f7f9fb;font-size:12px;line-height:1.5;color:#7b8794">${escape(say(lang, 'footer'))}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    PORTAL_NAME,
    '',
    title,
    '',
    greeting,
    '',
    ...paragraphs.flatMap((s) => [s, '']),
    ...(table ? [...table.text, ''] : []),
    ...(action ? [say(lang, 'actionLine', { label: action.label, url: action.url }), ''] : []),
    ...notes,
    '',
    '--',
    say(lang, 'footer'),
  ].join('\n');
  return { html, text };
}

export const hello = (lang: Lang, name?: string | null) =>
  name ? say(lang, 'helloName', { name }) : say(lang, 'hello');

/** The "forgot password" mail (D18): a single-use link valid for `validMinutes`. */
export function passwordResetMail(
  lang: Lang,
  o: { name?: string | null; link: string; validMinutes: number },
): MailContent {
  return {
    subject: say(lang, 'reset.subject'),
    ...render({
      lang,
      title: say(lang, 'reset.title'),
      greeting: hello(lang, o.name),
      paragraphs: [say(lang, 'reset.intro')],
      action: { label: say(lang, 'reset.action'), url: o.link },
      notes: [say(lang, 'reset.validity', { smart_count: o.validMinutes }), say(lang, 'reset.ignore')],
    }),
  };
}

/** Welcome mail of a new franchisee or pharmacy account, with a link to set the first password. */
export function accountCreatedMail(
  lang: Lang,
  o: { name?: string | null; role: Role; email: string; link: string; validDays: number },
): MailContent {
  return {
    subject: say(lang, 'created.subject'),
    ...render({
      lang,
      title: say(lang, 'created.title'),
      greeting: hello(lang, o.name),
      paragraphs: [
        say(lang, 'created.intro', { role: say(lang, `role.${o.role}`), email: o.email }),
        say(lang, 'created.start'),
      ],
      action: { label: say(lang, 'created.action'), url: o.link },
      notes: [say(lang, 'created.validity', { smart_count: o.validDays })],
    }),
  };
}

/** The invoice of an order as a PDF attachment (sent after payment or on request). */
export function invoiceMail(
  lang: Lang,
  o: { orderNo: string; pharmacyName?: string | null; pdf: Uint8Array | string; invoiceNo?: string | null },
): MailContent {
  const content = typeof o.pdf === 'string' ? o.pdf : Buffer.from(o.pdf).toString('base64');
  const filename = say(lang, 'invoice.filename', { order: o.orderNo }).replace(/[^\w.-]/g, '_');
  const order = { order: o.orderNo };
  return {
    subject: say(lang, 'invoice.subject', order),
    ...render({
      lang,
      title: say(lang, 'invoice.title', order),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [
        o.invoiceNo
          ? say(lang, 'invoice.attachedNumbered', { ...order, invoice: o.invoiceNo })
          : say(lang, 'invoice.attached', order),
        say(lang, 'invoice.thanks'),
        say(lang, 'invoice.signature'),
      ],
    }),
    attachments: [{ filename, contentType: 'application/pdf', content }],
  };
}

/** A product a pharmacy asked about is back in stock (issue 41 §3), once per request, in the pharmacy's language. */
export function backInStockMail(
  lang: Lang,
  o: { pharmacyName: string; ref: string; name: string; link: string },
): MailContent {
  const vars = { ref: o.ref, name: o.name };
  return {
    subject: say(lang, 'backInStock.subject', vars),
    ...render({
      lang,
      title: say(lang, 'backInStock.title'),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [say(lang, 'backInStock.intro', vars)],
      action: { label: say(lang, 'backInStock.action'), url: o.link },
      notes: [say(lang, 'backInStock.note')],
    }),
  };
}

/** A back-order ended unserved after BACKORDER_DAYS (issue 41 §1): told once, nothing is invoiced. */
export function backorderExpiredMail(
  lang: Lang,
  o: { pharmacyName: string; ref: string; name: string; quantity: number; days: number; link: string },
): MailContent {
  const vars = { ref: o.ref, name: o.name, quantity: o.quantity, days: o.days };
  return {
    subject: say(lang, 'backorderExpired.subject', vars),
    ...render({
      lang,
      title: say(lang, 'backorderExpired.title'),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [say(lang, 'backorderExpired.intro', vars)],
      action: { label: say(lang, 'backorderExpired.action'), url: o.link },
    }),
  };
}

/** The admins' daily list of products under the low-stock threshold (issue 16). */
export function lowStockMail(
  lang: Lang,
  o: {
    name?: string | null;
    threshold: number;
    products: { ref: string; name: string; quantity: number }[];
    link: string;
  },
): MailContent {
  const counted = { smart_count: o.products.length, threshold: o.threshold };
  return {
    subject: say(lang, 'lowStock.subject', counted),
    ...render({
      lang,
      title: say(lang, 'lowStock.title'),
      greeting: hello(lang, o.name),
      paragraphs: [
        say(lang, 'lowStock.intro', counted),
        ...o.products.map((p) => say(lang, 'lowStock.line', { ...p })),
      ],
      action: { label: say(lang, 'lowStock.action'), url: o.link },
      notes: [say(lang, 'lowStock.note')],
    }),
  };
}

/** An offline order rejected by an admin, with the reason, to the pharmacy in its language (issue 26, point 18). */
export function orderRejectedMail(
  lang: Lang,
  o: { pharmacyName: string; orderNo: string; placedAt: Date; rejectedAt: Date; amount: string; reason: string },
): MailContent {
  const order = { order: o.orderNo };
  return {
    subject: say(lang, 'rejected.subject', order),
    ...render({
      lang,
      title: say(lang, 'rejected.title', order),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [
        say(lang, 'rejected.intro', {
          ...order,
          date: formatDate(o.placedAt),
          rejectedOn: formatDate(o.rejectedAt),
          amount: o.amount,
        }),
        say(lang, 'rejected.reason', { reason: o.reason }),
        say(lang, 'rejected.nothingDue'),
      ],
    }),
  };
}

export interface ConfirmedOrder {
  pharmacyName: string;
  orderNo: string;
  placedAt: Date;
  address: string;
  /** 'offline': to be paid on delivery, awaiting sales validation; 'card': paid */
  kind: 'offline' | 'card';
  taxRate: number;
  /** amounts already written for people (formatDZD) */
  /**
   * `quantity` the units paid for; `free` the free units (UG) shipped on top, a line of their own at 0 DA; `discount`
   * the catalogue unit price and what the line's paid units cost less than at it (issue 40, D120)
   */
  lines: {
    ref: string;
    name: string;
    quantity: number;
    unitPrice: string;
    total: string;
    free?: number;
    discount?: { price: string; amount: string } | null;
  }[];
  /** the lines' discounts summed, when there are some */
  discounts?: string | null;
  /** 0 DA, as the language writes it: the free units' price */
  zero?: string;
  subtotal: string;
  tax: string;
  stampDuty: string | null;
  total: string;
  link: string;
}

/** The order confirmation, to the pharmacy in its language: the lines, the totals and what happens next (issue 27, point 2). */
export function orderConfirmedMail(lang: Lang, o: ConfirmedOrder): MailContent {
  const order = { order: o.orderNo };
  // a line's discount under its name, its free units (UG) on a line of their own at 0 DA (issue 40)
  const lines = o.lines.flatMap((l) => {
    const name = l.discount ? `${l.name} (${say(lang, 'confirmed.discount', l.discount)})` : l.name;
    const paid = l.quantity > 0 || !l.free ? [{ ...l, name }] : [];
    const free = l.free
      ? [
          {
            ref: l.ref,
            name: `${l.name} — ${say(lang, 'confirmed.freeUnits')}`,
            quantity: l.free,
            unitPrice: o.zero ?? '0',
            total: o.zero ?? '0',
          },
        ]
      : [];
    return [...paid, ...free];
  });
  const foot: [string, string][] = [
    ...(o.discounts ? [[say(lang, 'confirmed.discounts'), o.discounts] as [string, string]] : []),
    [say(lang, 'confirmed.subtotal'), o.subtotal],
    [say(lang, 'confirmed.tax', { rate: o.taxRate }), o.tax],
    ...(o.stampDuty ? [[say(lang, 'confirmed.stampDuty'), o.stampDuty] as [string, string]] : []),
    [say(lang, 'confirmed.total'), o.total],
  ];
  return {
    subject: say(lang, `confirmed.subject.${o.kind}`, order),
    ...render({
      lang,
      title: say(lang, 'confirmed.title', order),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [
        say(lang, `confirmed.intro.${o.kind}`, { ...order, date: formatDate(o.placedAt), total: o.total }),
        say(lang, `confirmed.next.${o.kind}`),
        say(lang, 'confirmed.address', { address: o.address }),
      ],
      table: {
        head: ['product', 'quantity', 'unitPrice', 'total'].map((c) => say(lang, `confirmed.col.${c}`)),
        rows: lines.map((l) => [`${l.ref} — ${l.name}`, String(l.quantity), l.unitPrice, l.total]),
        foot,
        text: [
          ...lines.map((l) => say(lang, 'confirmed.line', { ...l })),
          '',
          ...foot.map(([label, amount]) => say(lang, 'confirmed.totalLine', { label, amount })),
        ],
      },
      action: { label: say(lang, 'confirmed.action'), url: o.link },
    }),
  };
}
