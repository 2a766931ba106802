import type { PdfWriter } from './pdfText.js';

/** The colours of every PDF of the portal (invoice, credit note, delivery note, picking list, receipt). */
export const PDF_COLOURS = {
  brand: '#0f766e',
  ink: '#1f2933',
  muted: '#52606d',
  light: '#f1f5f4',
  rule: '#d5dde0',
} as const;

export interface PdfColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
  /** a cell that never wraps (a reference, a number): not measured, which a 200-line invoice would feel */
  oneLine?: boolean;
}

interface TableBox {
  /** the table's left and right edges and where a page ends; a new page starts at `top` */
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/**
 * Rows drawn between two turns of the event loop. A row costs about 0.4 ms on a slow machine: a 200-line invoice
 * drawn in one go held the loop 70-110 ms, over the issue 26 budget of 100 ms; a statement of 1 000 entries, far
 * more. 25 rows hold it about 10 ms.
 */
const ROWS_PER_TURN = 25;

/**
 * Draws a table from `y` down: a brand-coloured header row (drawn again on each new page), rows striped, each as
 * tall as its tallest cell, and a rule under the last. A column of width 0 takes what the others leave. Mirrored on
 * an Arabic page by the writer. Lets other requests in every ROWS_PER_TURN rows. Answers where the table ends.
 */
export async function drawPdfTable(
  doc: PDFKit.PDFDocument,
  w: PdfWriter,
  box: TableBox,
  y: number,
  columns: PdfColumn[],
  rows: string[][],
): Promise<number> {
  const { left, right, bottom, top } = box;
  const cols = columns.map((c) => ({ ...c }));
  const flexible = cols.findIndex((c) => c.width === 0);
  if (flexible >= 0) cols[flexible]!.width = right - left - cols.reduce((s, c) => s + c.width, 0);
  const rect = (x: number, yy: number, width: number, height: number) => doc.rect(w.x(x, width), yy, width, height);
  const header = () => {
    rect(left, y, right - left, 20).fill(PDF_COLOURS.brand);
    w.font('Helvetica-Bold');
    doc.fontSize(8.5).fillColor('#ffffff');
    let x = left;
    for (const c of cols) {
      w.text(c.label, x + 6, y + 6, { width: c.width - 12, align: c.align, lineBreak: false });
      x += c.width;
    }
    y += 20;
  };
  header();
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    w.font('Helvetica');
    doc.fontSize(9);
    const h = Math.max(18, ...row.map((v, ci) => (cols[ci]!.oneLine ? 0 : w.height(v, cols[ci]!.width - 12) + 8)));
    if (y + h > bottom) {
      doc.addPage();
      y = top;
      header();
    }
    if (i % 2 === 1) rect(left, y, right - left, h).fill(PDF_COLOURS.light);
    w.font('Helvetica');
    doc.fontSize(9).fillColor(PDF_COLOURS.ink);
    let x = left;
    row.forEach((v, ci) => {
      w.text(v, x + 6, y + 5, { width: cols[ci]!.width - 12, align: cols[ci]!.align });
      x += cols[ci]!.width;
    });
    y += h;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(PDF_COLOURS.rule).stroke();
  return y;
}
