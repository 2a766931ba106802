import type { CellValue } from 'read-excel-file/browser';
import { decodeCsvBytes } from './decodeCsvBytes';

/** Why a chosen file gives no text: an old binary .xls, or a file that is neither text nor a readable .xlsx. */
export class OrderFileError extends Error {
  constructor(readonly reason: 'xls' | 'unreadable') {
    super(reason);
  }
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
/** an .xlsx is a zip archive; an .xls (Excel 97–2003) a compound document */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND = [0xd0, 0xcf, 0x11, 0xe0];

const cellText = (cell: CellValue | null) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? '' : String(cell).trim();

/**
 * A file chosen on the quick order pad as the pad's text (D72): a CSV or text file decoded (decodeCsvBytes), or the
 * first sheet of an .xlsx, one row per line with its cells separated by `;`. The .xlsx reader is loaded only
 * when one is chosen, so the storefront's first pages do not carry it (scripts/page-budgets.ts).
 */
export async function readOrderFile(file: Pick<Blob, 'arrayBuffer'>): Promise<string> {
  const buffer = await file.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  if (startsWith(bytes, COMPOUND)) throw new OrderFileError('xls');
  if (!startsWith(bytes, ZIP)) {
    const text = decodeCsvBytes(bytes);
    // a NUL is in no text file: an image or another binary file would show as pages of unreadable lines
    if (text.includes('\0')) throw new OrderFileError('unreadable');
    return text;
  }
  const { readSheet } = await import('read-excel-file/browser');
  let rows: (CellValue | null)[][];
  try {
    rows = await readSheet(buffer);
  } catch {
    throw new OrderFileError('unreadable');
  }
  return rows.map((row) => row.map(cellText).join(';').replace(/;+$/, '')).join('\n');
}
