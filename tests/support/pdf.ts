import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text pdf.js reads back from a PDF, pages merged, runs of white space made one space. */
export async function pdfText(pdf: Buffer | Uint8Array) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Keeps the PDF and a PNG of its first page under screenshots/ for people to look at (pdftoppm, poppler-utils). */
export function keepPdf(pdf: Buffer, name: string, dpi = 80) {
  fs.mkdirSync('screenshots', { recursive: true });
  fs.writeFileSync(`screenshots/${name}.pdf`, pdf);
  spawnSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', `screenshots/${name}.pdf`, `screenshots/${name}`]);
}
