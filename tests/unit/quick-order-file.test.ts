import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { parseQuickOrderText } from '../../src/contract/quickOrder';
import { decodeCsvBytes } from '../../src/storefront/quickOrder/decodeCsvBytes';
import { OrderFileError, readOrderFile } from '../../src/storefront/quickOrder/readOrderFile';

/** Files chosen on the quick order pad (issue 27 §5, D72): as Excel and other tools save them. */
// jsdom's Blob has no arrayBuffer(): a chosen file is what readOrderFile reads of it
const fileOf = (bytes: Uint8Array | number[]) => {
  const copy = new Uint8Array(bytes);
  return { arrayBuffer: async () => copy.buffer };
};
const FRENCH = 'Référence;Quantité\r\nPF-0001;12\r\nPF-0002;6\r\n';

describe('decodeCsvBytes', () => {
  it('reads French Excel’s Windows-1252 CSV without mojibake', () => {
    const bytes = new Uint8Array(Buffer.from(FRENCH, 'latin1'));
    // é is one byte 0xE9 there, which is not UTF-8
    expect(bytes[1]).toBe(0xe9);
    expect(decodeCsvBytes(bytes)).toBe(FRENCH);
    // Windows-1252's own letters beyond Latin-1: € and œ
    expect(decodeCsvBytes(new Uint8Array([0x80, 0x20, 0x9c]))).toBe('€ œ');
  });

  it('reads UTF-8 with or without a byte order mark, and UTF-16 with its mark', () => {
    expect(decodeCsvBytes(new Uint8Array(Buffer.from(FRENCH, 'utf8')))).toBe(FRENCH);
    expect(decodeCsvBytes(new Uint8Array(Buffer.from(`\uFEFF${FRENCH}`, 'utf8')))).toBe(FRENCH);
    expect(decodeCsvBytes(new Uint8Array(Buffer.from(`\uFEFF${FRENCH}`, 'utf16le')))).toBe(FRENCH);
    const arabic = 'المرجع;الكمية\nPF-0001;3\n';
    expect(decodeCsvBytes(new Uint8Array(Buffer.from(arabic, 'utf8')))).toBe(arabic);
  });

  it('gives the pad lines the parser reads, header skipped', () => {
    expect(parseQuickOrderText(decodeCsvBytes(new Uint8Array(Buffer.from(FRENCH, 'latin1'))))).toEqual({
      lines: [
        { ref: 'PF-0001', quantity: 12 },
        { ref: 'PF-0002', quantity: 6 },
      ],
      errors: [],
      lineNumbers: [2, 3],
    });
  });
});

describe('readOrderFile', () => {
  it('reads a CSV file as text, whatever its encoding', async () => {
    expect(await readOrderFile(fileOf(Buffer.from(FRENCH, 'latin1')))).toBe(FRENCH);
  });

  it('reads an .xlsx’s first sheet, one row per line, numbers as written', async () => {
    const xlsx = await writeExcelFile([
      ['Référence', 'Quantité'],
      ['PF-0001', 12],
      ['PF-0002', 6],
      ['PF-0003', null],
      ['PF-0004', 2.5],
    ]).toBuffer();
    const text = await readOrderFile(fileOf(xlsx));
    expect(text).toBe('Référence;Quantité\nPF-0001;12\nPF-0002;6\nPF-0003\nPF-0004;2.5');
    expect(parseQuickOrderText(text)).toEqual({
      lines: [
        { ref: 'PF-0001', quantity: 12 },
        { ref: 'PF-0002', quantity: 6 },
        { ref: 'PF-0003', quantity: 1 },
      ],
      errors: [{ line: 5, text: 'PF-0004;2.5', reason: 'quantity' }],
      lineNumbers: [2, 3, 4],
    });
  });

  it('refuses an old .xls, a broken .xlsx and a binary file by name', async () => {
    const refusal = (bytes: number[]) => readOrderFile(fileOf(bytes)).catch((e: unknown) => e);
    expect(await refusal([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])).toEqual(new OrderFileError('xls'));
    expect(((await refusal([0xd0, 0xcf, 0x11, 0xe0])) as OrderFileError).reason).toBe('xls');
    expect(((await refusal([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])) as OrderFileError).reason).toBe('unreadable');
    expect(
      ((await refusal([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])) as OrderFileError).reason,
    ).toBe('unreadable');
  });
});
