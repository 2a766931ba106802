import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import {
  CARD_PAYMENT_METHOD,
  formatDate,
  formatDateTime,
  formatDZD,
  type Lang,
  PAYMENT_TYPE,
  SUPPORT_LINE,
  toDinars,
} from '../../src/contract/constants.js';
import { AMOUNT_LABEL } from '../../src/contract/amounts.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import { amountInWords } from './amountInWords.js';
import type { InvoiceData, InvoiceLine } from './data.js';
import { opaqueLogo, withParsedFonts } from './pdfFonts.js';
import { drawPdfTable, PDF_COLOURS, type PdfColumn } from './pdfTable.js';
import { createPdfWriter } from './pdfText.js';

export { pdfSafe } from './pdfText.js';

/**
 * The invoice PDF (D17), texts in src/contract/messages/invoicePdf.ts. pdfkit's built-in Helvetica covers French
 * accents (WinAnsi); Arabic is drawn with an embedded IBM Plex Sans Arabic (pdfText.ts), and an Arabic invoice
 * is laid out right to left. Other characters are replaced. The logo is drawn when server/assets/logo.png exists.
 */

const LOGO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/logo.png');
const { brand: BRAND, ink: INK, muted: MUTED, light: LIGHT, rule: RULE } = PDF_COLOURS;
const M = 40;

/** 12 345,67 DA (fr) / 12,345.67 DA (en): formatDZD with plain spaces for the PDF fonts (never "-0,00"). */
export const money = (centimes: number, lang: Lang): string =>
  formatDZD(toDinars(centimes) || 0, lang).replace(/[\u00a0\u202f]/g, ' ');

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * What the invoice says of its payment, only what is true (issue 26, point 15): a card order is paid on the day
 * the gateway confirmed it; a cash order validated by sales is still to be collected on delivery (its paid_at is
 * the day of the validation, not of a payment); a rejected one has nothing to collect.
 */
export function paymentStatusText({ order, payment }: InvoiceData, t: Translate): string {
  if (order.state === 'rejected')
    return t('rejectedOn', {
      date: formatDate(order.rejectedAt ?? order.createdAt),
      reason: order.rejectionReason ?? '',
    });
  const validated = order.state === 'paid' || order.status === 1;
  // an offline order whose invoice was wholly paid by card from My account (D114): nothing to collect
  if (order.paymentType === PAYMENT_TYPE.CASH && !order.cardPaid) {
    if (validated) return t('collectOnDelivery', { date: formatDate(order.paidAt ?? order.createdAt) });
    return order.state === 'pending_validation' ? t('pendingValidation') : t('unpaid');
  }
  if (validated) return t('paidOn', { date: formatDate(payment?.confirmedAt ?? order.paidAt ?? order.createdAt) });
  return t('unpaid');
}

/**
 * The table's rows of the lines (issue 40 §4, D120): a line's paid units at the unit price paid, under its name the
 * catalogue price and the discount when it paid less; its free units (UG) on a line of their own at 0 DA; a credit
 * note's line on an order line with free units says what its unit price averages (D121).
 */
export function invoiceRows(lines: readonly InvoiceLine[], lang: Lang, t: Translate): string[][] {
  const rows: string[][] = [];
  for (const line of lines) {
    const notes: string[] = [];
    if (line.discount > 0 && line.basePrice !== null) {
      // amounts without a sign: "discount" says it comes off (a minus would stray in an Arabic line)
      const vars = {
        price: money(line.basePrice, lang),
        amount: money(line.discount, lang),
        promotion: money(line.percentDiscount, lang),
      };
      const withPromotion = line.percentDiscount > 0 && line.percentDiscount < line.discount;
      notes.push(t(withPromotion ? 'lineDiscountPromotion' : 'lineDiscount', vars));
    }
    if (line.averageOf)
      notes.push(
        t('creditAverage', {
          total: money(line.averageOf.total, lang),
          units: line.averageOf.units,
          free: line.averageOf.free,
        }),
      );
    if (line.quantity > 0 || line.freeQuantity === 0)
      rows.push([
        line.ref,
        [line.name, ...notes].join('\n'),
        String(line.quantity),
        money(line.unitPrice, lang),
        money(line.total, lang),
      ]);
    if (line.freeQuantity > 0)
      rows.push([
        line.ref,
        `${line.name}\n${t('freeUnits')}`,
        String(line.freeQuantity),
        money(0, lang),
        money(0, lang),
      ]);
  }
  return rows;
}

export async function drawInvoice(data: InvoiceData, config: Config, lang: Lang): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `pdf.${key}`, vars);
  const { order, buyer, invoice, payment } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, bottom: M, left: M, right: M },
    bufferPages: true,
    // no default font: withParsedFonts gives it, without parsing its metrics again
    font: null as unknown as string,
    info: {
      Title: data.credit
        ? `${t('creditNote')} ${data.credit.number}`
        : `${invoice ? t('invoice') : t('proforma')} ${invoice?.number ?? order.orderNo}`,
      Author: config.company.name,
      Subject: `${t('order')} ${order.orderNo}`,
    },
  });
  withParsedFonts(doc);
  // an Arabic invoice is the mirror image of the others: positions below are those of the left-to-right page
  const w = createPdfWriter(doc, lang === 'ar');
  w.font('Helvetica');
  const logo = await opaqueLogo(LOGO);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const W = doc.page.width;
  const right = W - M;
  const roundedRect = (x: number, y: number, width: number, height: number) =>
    doc.roundedRect(w.x(x, width), y, width, height, 6);
  const kv = (label: string, value: string) => t('labelValue', { label, value });

  // Header: logo left, title and references right.
  if (logo) doc.image(logo, w.x(M, 180), M - 4, { width: 180 });
  else {
    w.font('Helvetica-Bold');
    doc.fontSize(20).fillColor(BRAND);
    w.text(config.company.name, M, M, { width: 260 });
  }
  w.font('Helvetica-Bold');
  doc.fontSize(20).fillColor(BRAND);
  w.text(data.credit ? t('creditNote') : invoice ? t('invoice') : t('proforma'), M, M - 2, {
    width: right - M,
    align: 'right',
  });
  w.font('Helvetica');
  doc.fontSize(10).fillColor(INK);
  const refs = data.credit
    ? [
        t('number', { number: data.credit.number }),
        kv(t('date'), formatDate(data.credit.issuedAt)),
        kv(t('correctsInvoice'), data.credit.invoiceNumber),
        kv(t('order'), order.orderNo),
      ]
    : [
        invoice ? t('number', { number: invoice.number }) : t('noProforma'),
        kv(t('date'), formatDate(invoice?.issuedAt ?? new Date())),
        kv(t('order'), order.orderNo),
        kv(t('orderDate'), formatDate(order.createdAt)),
      ];
  let y = M + 26;
  for (const r of refs) {
    w.text(r, M + 200, y, { width: right - M - 200, align: 'right' });
    y += 14;
  }
  y = Math.max(y, M + 60) + 10;
  doc.moveTo(M, y).lineTo(right, y).lineWidth(1.5).strokeColor(BRAND).stroke();
  y += 14;

  // Seller and buyer identities (legal mentions).
  const boxW = (right - M - 16) / 2;
  const c = config.company;
  const seller = [
    c.address,
    kv(t('phone'), c.phone),
    kv(t('email'), c.email),
    kv(t('rc'), c.rc),
    kv(t('nif'), c.nif),
    kv(t('nis'), c.nis),
    kv(t('ai'), c.ai),
    kv(t('rib'), c.rib),
  ];
  const buyerLines = [
    [buyer.address1, buyer.address2].filter(Boolean).join(', '),
    [buyer.zip, (lang === 'ar' && buyer.wilayaAr) || buyer.wilaya].filter(Boolean).join(' '),
    kv(t('phone'), buyer.phone),
    kv(t('email'), buyer.email),
    kv(t('rc'), buyer.rc),
    kv(t('nif'), buyer.nif),
    kv(t('rib'), buyer.rib),
  ];
  const party = (x: number, title: string, name: string, lines: string[]) => {
    let yy = y + 10;
    w.font('Helvetica-Bold');
    doc.fontSize(8).fillColor(BRAND);
    w.text(title, x + 10, yy, { width: boxW - 20, characterSpacing: lang === 'ar' ? 0 : 1 });
    yy += 12;
    doc.fontSize(11).fillColor(INK);
    w.text(name, x + 10, yy, { width: boxW - 20 });
    yy = doc.y + 3;
    w.font('Helvetica');
    doc.fontSize(9).fillColor(INK);
    for (const l of lines) {
      w.text(l, x + 10, yy, { width: boxW - 20 });
      yy = doc.y + 1.5;
    }
    return yy;
  };
  // measure first (draw into the page once the height is known)
  const heights = [seller, buyerLines].map((lines) => {
    w.font('Helvetica');
    doc.fontSize(9);
    return 34 + lines.reduce((h, l) => h + w.height(l, boxW - 20) + 1.5, 0) + 10;
  });
  const boxH = Math.max(...heights, 110);
  roundedRect(M, y, boxW, boxH).fill(LIGHT);
  roundedRect(M + boxW + 16, y, boxW, boxH).fill(LIGHT);
  party(M, t('seller'), c.name, seller);
  party(M + boxW + 16, t('buyer'), buyer.name, buyerLines);
  y += boxH + 14;

  // Payment and delivery.
  const info: [string, string][] = [
    [
      t('paymentMethod'),
      order.paymentType === PAYMENT_TYPE.CARD || order.cardPaid
        ? t('card', { method: CARD_PAYMENT_METHOD })
        : t('cash'),
    ],
    data.credit ? [t('creditReason'), data.credit.reason] : [t('status'), paymentStatusText(data, t)],
    [t('delivery'), order.address],
  ];
  if (payment && !data.credit) {
    info.push([
      t('transaction'),
      `${payment.orderNumber}${payment.providerOrderId ? ` (${payment.providerOrderId})` : ''}`,
    ]);
    const bits = [
      payment.approvalCode ? kv(t('approval'), payment.approvalCode) : null,
      payment.pan ? kv(t('card4'), payment.pan) : null,
    ];
    if (payment.confirmedAt) bits.push(formatDateTime(payment.confirmedAt));
    if (bits.some(Boolean)) info.push(['', bits.filter(Boolean).join('  ·  ')]);
  }
  for (const [label, value] of info) {
    w.font('Helvetica-Bold');
    doc.fontSize(9).fillColor(MUTED);
    w.text(label, M, y, { width: 130 });
    w.font('Helvetica');
    doc.fontSize(9).fillColor(INK);
    w.text(value, M + 135, y, { width: right - M - 135 });
    y = doc.y + 4;
  }
  y += 8;

  // Lines.
  const columns: PdfColumn[] = [
    { label: t('ref'), width: 70, align: 'left', oneLine: true },
    { label: t('designation'), width: 0, align: 'left' },
    { label: t('qty'), width: 40, align: 'right', oneLine: true },
    { label: t('unit'), width: 90, align: 'right', oneLine: true },
    { label: t('amount'), width: 95, align: 'right', oneLine: true },
  ];
  const rows = invoiceRows(data.lines, lang, t);
  const bottomLimit = doc.page.height - M - 40;
  y = await drawPdfTable(doc, w, { left: M, right, bottom: bottomLimit, top: M }, y, columns, rows);
  y += 10;

  // Totals.
  const label = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  // the discounts of the lines (D120): the gross HT at catalogue prices, less the discounts, is the HT the VAT is on
  const discounts = data.credit ? 0 : data.lines.reduce((sum, l) => sum + l.discount, 0);
  const totals: [string, string, boolean][] = [
    ...(discounts > 0
      ? ([
          [t('grossTotal'), money(order.priceWithoutTax + discounts, lang), false],
          [t('discounts'), money(-discounts, lang), false],
        ] as [string, string, boolean][])
      : []),
    [label(AMOUNT_LABEL.ht), money(order.priceWithoutTax, lang), false],
    [
      label(AMOUNT_LABEL.tva, { rate: String(order.taxRate).replace('.', t('decimalSeparator')) }),
      money(order.taxAmount, lang),
      false,
    ],
    [label(AMOUNT_LABEL.ttc), money(order.priceWithoutTax + order.taxAmount, lang), true],
  ];
  if (order.stampDuty > 0) {
    totals.push([label(AMOUNT_LABEL.stamp), money(order.stampDuty, lang), false]);
    totals.push([label(AMOUNT_LABEL.due), money(order.total, lang), true]);
  }
  if (order.refunded > 0) totals.push([t('refunded'), money(-order.refunded, lang), false]);
  // a card payment carries no stamp duty: given back by its credit note (D114)
  if (order.stampGivenBack && !data.credit)
    totals.push([
      t('stampGivenBack', { number: order.stampGivenBack.number }),
      money(-order.stampGivenBack.amount, lang),
      false,
    ]);
  // Arabic labels carry their French abbreviation (HT, TTC, TVA): a wider label column
  const labelW = lang === 'ar' ? 150 : 110;
  const boxTotalsW = labelW + 130;
  const rowFont = (strong: boolean) => {
    w.font(strong ? 'Helvetica-Bold' : 'Helvetica');
    doc.fontSize(strong ? 10.5 : 9.5);
  };
  const rowH = (label: string, strong: boolean) => {
    rowFont(strong);
    return Math.max(18, w.height(label, labelW) + 5);
  };
  const totalsH = totals.reduce((h, [label, , strong]) => h + rowH(label, strong), 0) + 12;
  if (y + totalsH + 60 > bottomLimit) {
    doc.addPage();
    y = M;
  }
  const tx = right - boxTotalsW;
  roundedRect(tx, y, boxTotalsW, totalsH).fill(LIGHT);
  let ty = y + 8;
  for (const [label, value, strong] of totals) {
    const h = rowH(label, strong);
    doc.fillColor(strong ? BRAND : INK);
    w.text(label, tx + 12, ty, { width: labelW });
    w.text(value, tx + labelW + 10, ty, { width: boxTotalsW - labelW - 22, align: 'right' });
    ty += h;
  }
  y += totalsH + 16;

  w.font('Helvetica-Oblique');
  doc.fontSize(9.5).fillColor(INK);
  w.text(t(data.credit ? 'creditWords' : 'words', { amount: amountInWords(order.total, lang) }), M, y, {
    width: right - M,
  });
  y = doc.y + 14;
  w.font('Helvetica');
  doc.fontSize(9).fillColor(MUTED);
  // how free units and discounts stand against the VAT (D120), on the documents that have some
  if (!data.credit && (discounts > 0 || data.lines.some((l) => l.freeQuantity > 0))) {
    w.text(t('vatBase'), M, y, { width: right - M });
    y = doc.y + 6;
  }
  const closing = data.credit
    ? t('creditThanks')
    : order.paymentType === PAYMENT_TYPE.CARD || order.cardPaid
      ? t('thanksCard', { line: SUPPORT_LINE })
      : t('thanks');
  w.text(closing, M, y, { width: right - M });

  // Footer with the seller's legal mentions on every page.
  const range = doc.bufferedPageRange();
  const legal = [c.name, c.address, ...(['rc', 'nif', 'nis', 'ai', 'rib'] as const).map((k) => `${t(k)} ${c[k]}`)].join(
    ' · ',
  );
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // the footer sits in the bottom margin: keep pdfkit from opening a page for it
    doc.page.margins.bottom = 0;
    const fy = doc.page.height - M - (lang === 'ar' ? 26 : 18);
    doc
      .moveTo(M, fy - 6)
      .lineTo(right, fy - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    w.font('Helvetica');
    doc.fontSize(7.5).fillColor(MUTED);
    w.text(legal, M, fy, { width: right - M - 70 });
    w.text(t('page', { page: i + 1, pages: range.count }), right - 70, fy, { width: 70, align: 'right' });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
