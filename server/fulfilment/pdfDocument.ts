import PDFDocument from 'pdfkit';
import type { Lang } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import { withParsedFonts } from '../invoices/pdfFonts.js';
import { drawPdfTable, PDF_COLOURS, type PdfColumn } from '../invoices/pdfTable.js';
import { createPdfWriter } from '../invoices/pdfText.js';

/**
 * A one-table document of the warehouse (delivery note, picking list), drawn with the invoice's machinery: the same
 * fonts, the embedded Arabic font and its shaping, an Arabic page laid out right to left (server/invoices/pdfText.ts).
 */
export interface TableDocument {
  lang: Lang;
  title: string;
  /** lines under the title, right of the header */
  refs: string[];
  /** a boxed block (the recipient), title then lines */
  party?: { title: string; name: string; lines: string[] };
  columns: PdfColumn[];
  rows: string[][];
  /** paragraphs after the table */
  closing: string[];
  /** a signature box's caption */
  signature?: string;
}

const { brand: BRAND, ink: INK, muted: MUTED, light: LIGHT, rule: RULE } = PDF_COLOURS;
const M = 40;

export async function drawTableDocument(d: TableDocument, config: Config): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, bottom: M, left: M, right: M },
    bufferPages: true,
    font: null as unknown as string,
    info: { Title: d.title, Author: config.company.name },
  });
  withParsedFonts(doc);
  const w = createPdfWriter(doc, d.lang === 'ar');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const right = doc.page.width - M;

  w.font('Helvetica-Bold');
  doc.fontSize(18).fillColor(BRAND);
  w.text(config.company.name, M, M, { width: 240 });
  w.text(d.title, M + 240, M, { width: right - M - 240, align: 'right' });
  w.font('Helvetica');
  doc.fontSize(9.5).fillColor(INK);
  let y = M + 28;
  for (const r of d.refs) {
    w.text(r, M + 200, y, { width: right - M - 200, align: 'right' });
    y = doc.y + 2;
  }
  y = Math.max(y, M + 60) + 8;
  doc.moveTo(M, y).lineTo(right, y).lineWidth(1.5).strokeColor(BRAND).stroke();
  y += 12;

  if (d.party) {
    const lines = d.party.lines.filter(Boolean);
    w.font('Helvetica');
    doc.fontSize(9);
    const h = 34 + lines.reduce((s, l) => s + w.height(l, 300) + 1.5, 0) + 8;
    doc.roundedRect(w.x(M, 320), y, 320, h, 6).fill(LIGHT);
    let yy = y + 8;
    w.font('Helvetica-Bold');
    doc.fontSize(8).fillColor(BRAND);
    w.text(d.party.title, M + 10, yy, { width: 300 });
    yy += 12;
    doc.fontSize(11).fillColor(INK);
    w.text(d.party.name, M + 10, yy, { width: 300 });
    yy = doc.y + 3;
    w.font('Helvetica');
    doc.fontSize(9);
    for (const l of lines) {
      w.text(l, M + 10, yy, { width: 300 });
      yy = doc.y + 1.5;
    }
    y += h + 14;
  }

  const bottom = doc.page.height - M - 30;
  y = await drawPdfTable(doc, w, { left: M, right, bottom, top: M }, y, d.columns, d.rows);
  y += 12;
  w.font('Helvetica');
  doc.fontSize(9.5).fillColor(INK);
  for (const p of d.closing) {
    if (y + 30 > bottom) {
      doc.addPage();
      y = M;
    }
    w.text(p, M, y, { width: right - M });
    y = doc.y + 6;
  }
  if (d.signature) {
    if (y + 80 > bottom) {
      doc.addPage();
      y = M;
    }
    y += 10;
    doc
      .roundedRect(w.x(right - 220, 220), y, 220, 70, 6)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke();
    doc.fontSize(8).fillColor(MUTED);
    w.text(d.signature, right - 214, y + 6, { width: 208 });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
