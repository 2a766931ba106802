import { formatDate, type Lang } from '../../../contract/constants';
import { neutralizeCsvCell } from '../../../contract/csv';

/** One column of an export: the list's label and how to read the cell from a record. */
export interface ExportColumn<R> {
  label: string;
  /** text as shown on screen; money in dinars; a date (ISO string or Date) */
  kind?: 'text' | 'money' | 'date';
  value: (record: R) => string | number | Date | null | undefined;
}

/** French Excel opens `;`-separated UTF-8 with a byte-order mark as columns, accents intact (issue 13). */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

const quote = (cell: string) => (/[";\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * A cell as the CSV writes it: dates dd-mm-yyyy, amounts with two decimals (a comma in French), texts neutralised
 * when a spreadsheet would read them as a formula (a negative amount stays a number).
 */
export function csvCell<R>(column: ExportColumn<R>, record: R, lang: Lang): string {
  const v = column.value(record);
  if (v === null || v === undefined || v === '') return '';
  if (column.kind === 'date') return formatDate(v as string | Date);
  if (column.kind === 'money') {
    const fixed = Number(v).toFixed(2);
    return lang === 'fr' ? fixed.replace('.', ',') : fixed;
  }
  return neutralizeCsvCell(String(v));
}

/** The whole CSV file: BOM, header of labels, one line per record, CRLF line ends. */
export function toCsv<R>(columns: ExportColumn<R>[], records: R[], lang: Lang): string {
  const lines = [columns.map((c) => quote(neutralizeCsvCell(c.label))), ...records.map((r) => columns.map((c) => quote(csvCell(c, r, lang))))];
  return BOM + lines.map((l) => l.join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** Sheet rows for the .xlsx writer: real numbers and dates, formatted like the screen. */
export function toSheetRows<R>(columns: ExportColumn<R>[], records: R[]) {
  const header = columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const }));
  const rows = records.map((r) =>
    columns.map((c) => {
      const v = c.value(r);
      if (v === null || v === undefined || v === '') return null;
      if (c.kind === 'money') return { value: Number(v), type: Number, format: '#,##0.00' };
      if (c.kind === 'date') {
        const d = new Date(v as string | Date);
        return Number.isNaN(d.getTime()) ? null : { value: d, type: Date, format: 'dd-mm-yyyy' };
      }
      return { value: String(v), type: String };
    }),
  );
  return [header, ...rows];
}
