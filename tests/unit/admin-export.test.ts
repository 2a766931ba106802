import { describe, expect, test } from 'vitest';
import { toCsv, toSheetRows, type ExportColumn } from '../../src/resources/common/export/table';

interface Row {
  order_no: string;
  name: string;
  order_date: string;
  order_price: number;
  status: string;
}
const columns: ExportColumn<Row>[] = [
  { label: 'N° de commande', value: (r) => r.order_no },
  { label: 'Pharmacie', value: (r) => r.name },
  { label: 'Date', kind: 'date', value: (r) => r.order_date },
  { label: 'Net à payer', kind: 'money', value: (r) => r.order_price },
  { label: 'Statut', value: (r) => r.status },
];
const rows: Row[] = [
  {
    order_no: 'CMD-2026-000123',
    name: 'Pharmacie de Béjaïa; centre',
    order_date: '2026-03-07T22:15:00.000Z',
    order_price: 12345.5,
    status: 'En attente',
  },
  {
    order_no: 'CMD-2026-000124',
    name: 'Pharmacie "El Amel"',
    order_date: '2026-11-23T08:00:00.000Z',
    order_price: 800,
    status: 'Approuvée',
  },
];

describe('CSV export (issue 13: French Excel opens it as columns)', () => {
  const csv = toCsv(columns, rows, 'fr');
  const lines = csv.slice(1).split('\r\n');

  test('starts with a UTF-8 byte-order mark and keeps accents', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toContain('Béjaïa');
  });

  test('header is the list labels, separated by ";"', () => {
    expect(lines[0]).toBe('N° de commande;Pharmacie;Date;Net à payer;Statut');
  });

  test('dates dd-mm-yyyy, French decimal comma, readable states, quoting of ";" and quotes', () => {
    expect(lines[1]).toBe('CMD-2026-000123;"Pharmacie de Béjaïa; centre";07-03-2026;12345,50;En attente');
    expect(lines[2]).toBe('CMD-2026-000124;"Pharmacie ""El Amel""";23-11-2026;800,00;Approuvée');
    expect(lines).toHaveLength(4); // header, 2 rows, final empty line after the last CRLF
  });

  test('a day and time column reads in Algiers time, whatever the browser zone (13:25 UTC is 14:25)', () => {
    const at: ExportColumn<{ at: string }>[] = [{ label: 'Quand', kind: 'datetime', value: (r) => r.at }];
    expect(toCsv(at, [{ at: '2026-11-26T13:25:00Z' }], 'fr').split('\r\n')[1]).toBe('26-11-2026 14:25');
    const [, row] = toSheetRows(at, [{ at: '2026-11-26T13:25:00Z' }]);
    expect(row![0]).toMatchObject({ value: new Date('2026-11-26T14:25:00.000Z'), format: 'dd-mm-yyyy hh:mm' });
  });

  test('English uses a decimal point', () => {
    expect(toCsv(columns, rows, 'en').split('\r\n')[1]).toContain(';12345.50;');
  });
});

describe('.xlsx rows', () => {
  test('a bold header, then real numbers and dates with the screen formats', () => {
    const [header, first] = toSheetRows(columns, rows);
    expect(header!.map((c) => c?.value)).toEqual(['N° de commande', 'Pharmacie', 'Date', 'Net à payer', 'Statut']);
    // 22:15 UTC is 23:15 in Algiers: the cell holds the wall clock (the writer reads a Date's UTC fields)
    expect(first![2]).toMatchObject({ value: new Date('2026-03-07T23:15:00.000Z'), format: 'dd-mm-yyyy' });
    expect(first![3]).toMatchObject({ value: 12345.5, type: Number, format: '#,##0.00' });
  });

  test('write-excel-file turns them into a real workbook (a zip)', async () => {
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    const buffer = await writeXlsxFile(toSheetRows(columns, rows) as never, { sheet: 'Commandes' }).toBuffer();
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
  });
});
