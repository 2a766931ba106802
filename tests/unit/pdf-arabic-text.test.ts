// @vitest-environment node
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { createPdfWriter } from '../../server/invoices/pdfText.js';
import { pdfText } from '../support/pdf.js';

const ALPHABET = 'ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي ة ى ئ ؤ أ إ آ لا';

function render(lines: string[]) {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const writer = createPdfWriter(doc, true);
  lines.forEach((line, i) => writer.text(line, 40, 60 + i * 24, { width: 500 }));
  doc.end();
  return done;
}

describe('Arabic text layer of PDFs rendered one after another in one process', () => {
  it('reads back every letter of a document rendered after others', async () => {
    // the first document's subset fetches the parts of its composite glyphs without their letters: the س of ش
    await render(['ش', 'عطش']);
    const text = await pdfText(await render(['كشف الحساب', 'تتبع السحب', 'وصل التسليم', ALPHABET]));
    for (const word of ['كشف الحساب', 'تتبع السحب', 'وصل التسليم']) expect(text).toContain(word);
    // a glyph without letters reads back as its own number, a control character
    expect([...text].filter((c) => c.charCodeAt(0) < 0x20)).toEqual([]);
  });
});
