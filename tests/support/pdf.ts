import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text pdf.js reads back from a PDF, pages merged, runs of white space made one space. */
export async function pdfText(pdf: Buffer | Uint8Array) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(doc, { mergePages: true });
    return text.replace(/\s+/g, ' ');
  } finally {
    // pdf.js keeps a document's fonts until it is destroyed, and a later document of the same test process can
    // read its text through them (the worker runs many test files)
    await doc.destroy();
  }
}

/** Keeps the PDF and a PNG of its first page under screenshots/ for people to look at (pdftoppm, poppler-utils). */
export function keepPdf(pdf: Buffer, name: string, dpi = 80) {
  fs.mkdirSync('screenshots', { recursive: true });
  fs.writeFileSync(`screenshots/${name}.pdf`, pdf);
  spawnSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', `screenshots/${name}.pdf`, `screenshots/${name}`]);
}
