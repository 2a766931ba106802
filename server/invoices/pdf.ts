import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { CARD_PAYMENT_METHOD, formatDate, formatDZD, type Lang, PAYMENT_TYPE, SUPPORT_LINE, toDinars } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import { amountInWords } from './amountInWords.js';
import type { InvoiceData } from './data.js';
import { opaqueLogo, withParsedFonts } from './pdfFonts.js';

/**
 * The invoice PDF (D17). pdfkit's built-in Helvetica covers French accents (WinAnsi), so no system font is
 * needed; characters outside WinAnsi are replaced. The logo is drawn when server/assets/logo.png exists.
 */

const LOGO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/logo.png');
const BRAND = '#0f766e';
const INK = '#1f2933';
const MUTED = '#52606d';
const LIGHT = '#f1f5f4';
const RULE = '#d5dde0';
const M = 40;

const L = {
  fr: {
    invoice: 'FACTURE',
    proforma: 'FACTURE PRO FORMA',
    number: 'N°',
    date: 'Date',
    order: 'Commande',
    orderDate: 'Date de commande',
    seller: 'VENDEUR',
    buyer: 'CLIENT',
    delivery: 'Adresse de livraison',
    paymentMethod: 'Mode de paiement',
    card: `Carte ${CARD_PAYMENT_METHOD} (paiement en ligne SATIM)`,
    cash: 'Paiement à la livraison (espèces ou TPE)',
    status: 'Statut',
    paidOn: 'Payée le %s',
    pendingValidation: 'En attente de validation par le service commercial',
    unpaid: 'Non payée',
    transaction: 'Transaction SATIM',
    approval: "Code d'autorisation",
    card4: 'Carte',
    ref: 'Réf.',
    designation: 'Désignation',
    qty: 'Qté',
    unit: 'P.U. HT',
    amount: 'Montant HT',
    totalHt: 'Total HT',
    vat: 'TVA %s %',
    totalTtc: 'Total TTC',
    stamp: 'Droit de timbre',
    due: 'Net à payer',
    refunded: 'Remboursé',
    words: 'Arrêtée la présente facture à la somme de : %s.',
    phone: 'Tél.',
    email: 'E-mail',
    page: 'Page %s / %s',
    thanks: 'Merci de votre confiance.',
    thanksCard: `Merci de votre confiance. Assistance paiement SATIM : ${SUPPORT_LINE}.`,
    noProforma: 'Document sans valeur fiscale : la commande n’est pas réglée.',
  },
  en: {
    invoice: 'INVOICE',
    proforma: 'PRO FORMA INVOICE',
    number: 'No.',
    date: 'Date',
    order: 'Order',
    orderDate: 'Order date',
    seller: 'SELLER',
    buyer: 'CUSTOMER',
    delivery: 'Delivery address',
    paymentMethod: 'Payment method',
    card: `${CARD_PAYMENT_METHOD} card (SATIM online payment)`,
    cash: 'Payment on delivery (cash or card terminal)',
    status: 'Status',
    paidOn: 'Paid on %s',
    pendingValidation: 'Awaiting validation by the sales department',
    unpaid: 'Unpaid',
    transaction: 'SATIM transaction',
    approval: 'Approval code',
    card4: 'Card',
    ref: 'Ref.',
    designation: 'Description',
    qty: 'Qty',
    unit: 'Unit price excl. tax',
    amount: 'Amount excl. tax',
    totalHt: 'Total excl. tax',
    vat: 'VAT %s %',
    totalTtc: 'Total incl. tax',
    stamp: 'Stamp duty',
    due: 'Amount due',
    refunded: 'Refunded',
    words: 'This invoice is closed at the sum of: %s.',
    phone: 'Phone',
    email: 'E-mail',
    page: 'Page %s of %s',
    thanks: 'Thank you for your business.',
    thanksCard: `Thank you for your business. SATIM payment support: ${SUPPORT_LINE}.`,
    noProforma: 'Not a tax document: the order is not settled.',
  },
} as const;

const fill = (template: string, ...values: (string | number)[]) => {
  let i = 0;
  return template.replace(/%s/g, () => String(values[i++] ?? ''));
};

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** Keeps what the built-in fonts can draw (Latin-1 + WinAnsi extras). */
export const pdfSafe = (s: string) =>
  s.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[^\x20-\x7e\u00a1-\u00ff\n]/g, (c) => (WIN_ANSI_EXTRA.includes(c) ? c : '?'));

/** 12 345,67 DA (fr) / 12,345.67 DA (en): formatDZD with plain spaces for the PDF fonts (never "-0,00"). */
export const money = (centimes: number, lang: Lang): string =>
  formatDZD(toDinars(centimes) || 0, lang).replace(/[\u00a0\u202f]/g, ' ');

const dateTime = (d: Date) => `${formatDate(d)} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} UTC`;

export async function drawInvoice(data: InvoiceData, config: Config, lang: Lang): Promise<Buffer> {
  const t = L[lang];
  const { order, buyer, invoice, payment } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, bottom: M, left: M, right: M },
    bufferPages: true,
    // no default font: withParsedFonts gives it, without parsing its metrics again
    font: null as unknown as string,
    info: {
      Title: `${invoice ? t.invoice : t.proforma} ${invoice?.number ?? order.orderNo}`,
      Author: config.company.name,
      Subject: `${t.order} ${order.orderNo}`,
    },
  });
  withParsedFonts(doc);
  doc.font('Helvetica');
  const logo = await opaqueLogo(LOGO);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const W = doc.page.width;
  const right = W - M;
  const text = (s: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfSafe(s), x, y, opts);
  // French typography puts a space before the colon, English does not
  const kv = (label: string, value: string) => `${label}${lang === 'fr' ? ' : ' : ': '}${value}`;

  // Header: logo left, title and references right.
  if (logo) doc.image(logo, M, M - 4, { width: 180 });
  else doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(pdfSafe(config.company.name), M, M);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND);
  text(invoice ? t.invoice : t.proforma, M, M - 2, { width: right - M, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  const refs = [
    invoice ? `${t.number} ${invoice.number}` : t.noProforma,
    kv(t.date, formatDate(invoice?.issuedAt ?? new Date())),
    kv(t.order, order.orderNo),
    kv(t.orderDate, formatDate(order.createdAt)),
  ];
  let y = M + 26;
  for (const r of refs) {
    text(r, M + 200, y, { width: right - M - 200, align: 'right' });
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
    kv(t.phone, c.phone),
    kv(t.email, c.email),
    kv('RC', c.rc),
    kv('NIF', c.nif),
    kv('NIS', c.nis),
    kv('AI', c.ai),
    kv('RIB', c.rib),
  ];
  const buyerLines = [
    [buyer.address1, buyer.address2].filter(Boolean).join(', '),
    [buyer.zip, buyer.wilaya].filter(Boolean).join(' '),
    kv(t.phone, buyer.phone),
    kv(t.email, buyer.email),
    kv('RC', buyer.rc),
    kv('NIF', buyer.nif),
    kv('RIB', buyer.rib),
  ];
  const party = (x: number, title: string, name: string, lines: string[]) => {
    let yy = y + 10;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(BRAND);
    text(title, x + 10, yy, { characterSpacing: 1 });
    yy += 12;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
    text(name, x + 10, yy, { width: boxW - 20 });
    yy = doc.y + 3;
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    for (const l of lines) {
      text(l, x + 10, yy, { width: boxW - 20 });
      yy = doc.y + 1.5;
    }
    return yy;
  };
  // measure first (draw into the page once the height is known)
  const heights = [seller, buyerLines].map((lines) => {
    doc.font('Helvetica').fontSize(9);
    return 34 + lines.reduce((h, l) => h + doc.heightOfString(pdfSafe(l), { width: boxW - 20 }) + 1.5, 0) + 10;
  });
  const boxH = Math.max(...heights, 110);
  doc.roundedRect(M, y, boxW, boxH, 6).fill(LIGHT);
  doc.roundedRect(M + boxW + 16, y, boxW, boxH, 6).fill(LIGHT);
  party(M, t.seller, c.name, seller);
  party(M + boxW + 16, t.buyer, buyer.name, buyerLines);
  y += boxH + 14;

  // Payment and delivery.
  const statusText =
    order.status === 1 || order.state === 'paid'
      ? fill(t.paidOn, formatDate(order.paidAt ?? payment?.confirmedAt ?? order.createdAt))
      : order.state === 'pending_validation'
        ? t.pendingValidation
        : t.unpaid;
  const info: [string, string][] = [
    [t.paymentMethod, order.paymentType === PAYMENT_TYPE.CARD ? t.card : t.cash],
    [t.status, statusText],
    [t.delivery, order.address],
  ];
  if (payment) {
    info.push([t.transaction, `${payment.orderNumber}${payment.providerOrderId ? ` (${payment.providerOrderId})` : ''}`]);
    const bits = [payment.approvalCode ? kv(t.approval, payment.approvalCode) : null, payment.pan ? kv(t.card4, payment.pan) : null];
    if (payment.confirmedAt) bits.push(dateTime(payment.confirmedAt));
    if (bits.some(Boolean)) info.push(['', bits.filter(Boolean).join('  ·  ')]);
  }
  for (const [label, value] of info) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    text(label, M, y, { width: 130 });
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    text(value, M + 135, y, { width: right - M - 135 });
    y = doc.y + 4;
  }
  y += 8;

  // Lines.
  const cols = [
    { key: 'ref', label: t.ref, w: 70, align: 'left' as const },
    { key: 'name', label: t.designation, w: 0, align: 'left' as const },
    { key: 'qty', label: t.qty, w: 40, align: 'right' as const },
    { key: 'unit', label: t.unit, w: 90, align: 'right' as const },
    { key: 'amount', label: t.amount, w: 95, align: 'right' as const },
  ];
  cols[1]!.w = right - M - cols.reduce((s, col) => s + col.w, 0);
  const bottomLimit = doc.page.height - M - 40;
  const header = () => {
    doc.rect(M, y, right - M, 20).fill(BRAND);
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#ffffff');
    let x = M;
    for (const col of cols) {
      text(col.label, x + 6, y + 6, { width: col.w - 12, align: col.align, lineBreak: false });
      x += col.w;
    }
    y += 20;
  };
  header();
  data.lines.forEach((line, i) => {
    const values = [line.ref, line.name, String(line.quantity), money(line.unitPrice, lang), money(line.total, lang)];
    doc.font('Helvetica').fontSize(9);
    const h = Math.max(18, doc.heightOfString(pdfSafe(line.name), { width: cols[1]!.w - 12 }) + 8);
    if (y + h > bottomLimit) {
      doc.addPage();
      y = M;
      header();
    }
    if (i % 2 === 1) doc.rect(M, y, right - M, h).fill(LIGHT);
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    let x = M;
    cols.forEach((col, ci) => {
      text(values[ci]!, x + 6, y + 5, { width: col.w - 12, align: col.align });
      x += col.w;
    });
    y += h;
  });
  doc.moveTo(M, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  y += 10;

  // Totals.
  const totals: [string, string, boolean][] = [
    [t.totalHt, money(order.priceWithoutTax, lang), false],
    [fill(t.vat, String(order.taxRate).replace('.', lang === 'fr' ? ',' : '.')), money(order.taxAmount, lang), false],
    [t.totalTtc, money(order.priceWithoutTax + order.taxAmount, lang), true],
  ];
  if (order.stampDuty > 0) {
    totals.push([t.stamp, money(order.stampDuty, lang), false]);
    totals.push([t.due, money(order.total, lang), true]);
  }
  if (order.refunded > 0) totals.push([t.refunded, money(-order.refunded, lang), false]);
  const totalsH = totals.length * 18 + 12;
  if (y + totalsH + 60 > bottomLimit) {
    doc.addPage();
    y = M;
  }
  const tx = right - 240;
  doc.roundedRect(tx, y, 240, totalsH, 6).fill(LIGHT);
  let ty = y + 8;
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 10.5 : 9.5).fillColor(strong ? BRAND : INK);
    text(label, tx + 12, ty, { width: 110 });
    text(value, tx + 120, ty, { width: 108, align: 'right' });
    ty += 18;
  }
  y += totalsH + 16;

  doc.font('Helvetica-Oblique').fontSize(9.5).fillColor(INK);
  text(fill(t.words, amountInWords(order.total, lang)), M, y, { width: right - M });
  y = doc.y + 14;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  text(order.paymentType === PAYMENT_TYPE.CARD ? t.thanksCard : t.thanks, M, y, { width: right - M });

  // Footer with the seller's legal mentions on every page.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // the footer sits in the bottom margin: keep pdfkit from opening a page for it
    doc.page.margins.bottom = 0;
    const fy = doc.page.height - M - 18;
    doc.moveTo(M, fy - 6).lineTo(right, fy - 6).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    const legal = `${c.name} · ${c.address} · RC ${c.rc} · NIF ${c.nif} · NIS ${c.nis} · AI ${c.ai} · RIB ${c.rib}`;
    text(legal, M, fy, { width: right - M - 70, lineBreak: true, height: 20 });
    text(fill(t.page, i + 1, range.count), right - 70, fy, { width: 70, align: 'right' });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
