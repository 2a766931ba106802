import { describe, expect, it } from 'vitest';
import {
  checkQuickOrderLines,
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  quickOrderCsv,
} from '../../src/contract/quickOrder';

describe('parseQuickOrderText', () => {
  it('reads "reference quantity" lines separated by space, tab, semicolon or comma', () => {
    expect(parseQuickOrderText('PF-0001 12\nPF-0002\t6\r\nPF-0003;4\nPF-0004,2\nPF-0005 ; 3\n').lines).toEqual([
      { ref: 'PF-0001', quantity: 12 },
      { ref: 'PF-0002', quantity: 6 },
      { ref: 'PF-0003', quantity: 4 },
      { ref: 'PF-0004', quantity: 2 },
      { ref: 'PF-0005', quantity: 3 },
    ]);
  });

  it('counts 1 for a reference alone (a scanned code) and skips blank lines', () => {
    expect(parseQuickOrderText('\n  PF-0001  \n\nPF-0002;\n')).toEqual({
      lines: [
        { ref: 'PF-0001', quantity: 1 },
        { ref: 'PF-0002', quantity: 1 },
      ],
      errors: [],
      lineNumbers: [2, 4],
    });
  });

  it('skips a CSV header in fr, en or ar, a byte order mark and quotes', () => {
    for (const header of [
      'ref;quantity',
      'Référence;Quantité',
      'REFERENCE,QTY',
      'code\tquantite',
      'Reference\tQuantity',
      'المرجع;الكمية',
      'مرجع,كمية',
      'Article;Qté',
    ])
      expect(parseQuickOrderText(`\uFEFF${header}\r\n"PF-0001";"3"\r\n`), header).toEqual({
        lines: [{ ref: 'PF-0001', quantity: 3 }],
        errors: [],
        lineNumbers: [2],
      });
  });

  it('reports unreadable lines and quantities with their line number, keeping the good ones', () => {
    const { lines, errors, lineNumbers } = parseQuickOrderText(
      'PF-0001 2\nPF-0002 0\nPF-0003 1.5\nPF-0004 2 extra\nPF-0005 -3\nref quantity\nPF-0006;4',
    );
    expect(lines).toEqual([
      { ref: 'PF-0001', quantity: 2 },
      { ref: 'PF-0006', quantity: 4 },
    ]);
    expect(lineNumbers).toEqual([1, 7]);
    expect(errors).toEqual([
      { line: 2, text: 'PF-0002 0', reason: 'quantity' },
      { line: 3, text: 'PF-0003 1.5', reason: 'quantity' },
      { line: 4, text: 'PF-0004 2 extra', reason: 'format' },
      { line: 5, text: 'PF-0005 -3', reason: 'quantity' },
      // a header is only skipped first
      { line: 6, text: 'ref quantity', reason: 'quantity' },
    ]);
  });

  it('reads a pharmacy software export by its header, whatever its other columns (issue 38 §15)', () => {
    expect(
      parseQuickOrderText(
        'Référence;Désignation;Quantité\r\nPF-0001;Crème hydratante 50 ml;12\r\n"PF-0002";"Lait ; bébé";3\r\n',
      ),
    ).toEqual({
      lines: [
        { ref: 'PF-0001', quantity: 12 },
        { ref: 'PF-0002', quantity: 3 },
      ],
      errors: [],
      lineNumbers: [2, 3],
    });
    expect(parseQuickOrderText('Qté,Code,Prix\n4,PF-0003,"1 250,00"\n').lines).toEqual([
      { ref: 'PF-0003', quantity: 4 },
    ]);
    expect(parseQuickOrderText('المرجع\tالتسمية\tالكمية\nPF-0004\tحليب\t٢٥\n').lines).toEqual([
      { ref: 'PF-0004', quantity: 25 },
    ]);
    expect(
      parseQuickOrderText('ref;name;qty\nPF-0005;Baume;\n;Sans ref;2\nPF-0006;Gel;0\nPF-0007;Gel;2').errors,
    ).toEqual([
      { line: 2, text: 'PF-0005;Baume;', reason: 'quantity' },
      { line: 3, text: ';Sans ref;2', reason: 'format' },
      { line: 4, text: 'PF-0006;Gel;0', reason: 'quantity' },
    ]);
  });

  it('reads Arabic-Indic digits in quantities (issue 38 §12)', () => {
    expect(parseQuickOrderText('PF-0001 ١٢\nPF-0002;۳').lines).toEqual([
      { ref: 'PF-0001', quantity: 12 },
      { ref: 'PF-0002', quantity: 3 },
    ]);
  });

  it('reads back what quickOrderCsv writes', () => {
    const lines = [
      { ref: 'PF-0009', quantity: 12 },
      { ref: 'ZZ-BALM', quantity: 1 },
    ];
    const csv = quickOrderCsv(lines);
    expect(csv).toBe('ref;quantity\r\nPF-0009;12\r\nZZ-BALM;1\r\n');
    expect(parseQuickOrderText(csv)).toEqual({ lines, errors: [], lineNumbers: [2, 3] });
  });
});

describe('checkQuickOrderLines (the server’s check)', () => {
  const line = { ref: 'PF-0001', quantity: 1 };

  it('accepts 1 to 200 lines, trimming references and reading whole-number strings', () => {
    expect(checkQuickOrderLines([{ ref: ' PF-0001 ', quantity: '3' }])).toEqual({
      lines: [{ ref: 'PF-0001', quantity: 3 }],
    });
    expect(checkQuickOrderLines(Array.from({ length: QUICK_ORDER_MAX_LINES }, () => line))).toMatchObject({
      lines: { length: 200 },
    });
  });

  it('refuses no lines, over 200 lines and malformed lines, naming the first bad line', () => {
    expect(checkQuickOrderLines(undefined)).toEqual({ error: { key: 'pharmacy.quickOrderEmpty' } });
    expect(checkQuickOrderLines([])).toEqual({ error: { key: 'pharmacy.quickOrderEmpty' } });
    // one line not sent as a list is a malformed line, never wrapped into one (D36)
    expect(checkQuickOrderLines('PF-0001 1')).toEqual({
      error: { key: 'pharmacy.quickOrderBadLine', vars: { line: 1 } },
    });
    expect(checkQuickOrderLines(Array.from({ length: 201 }, () => line))).toEqual({
      error: { key: 'pharmacy.quickOrderTooMany', vars: { max: 200 } },
    });
    for (const bad of [
      { ref: '', quantity: 1 },
      { ref: 'X', quantity: 0 },
      { ref: 'X', quantity: 1.5 },
      { ref: 'X', quantity: ' 2' },
      { ref: 'X', quantity: '1e3' },
      { ref: 'X', quantity: [2] },
      { ref: 'X', quantity: 100_000 },
      { ref: 'X' },
      null,
      { ref: {}, quantity: 1 },
      { ref: 'x'.repeat(65), quantity: 1 },
    ])
      expect(checkQuickOrderLines([line, bad])).toEqual({
        error: { key: 'pharmacy.quickOrderBadLine', vars: { line: 2 } },
      });
  });
});
