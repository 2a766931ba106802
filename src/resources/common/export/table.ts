import { algiersWallClockDate } from '../../../contract/algiersTime';
import { formatDate, formatDateTime, type Lang } from '../../../contract/constants';
import { neutralizeCsvCell } from '../../../contract/csv';

/** One column of an export: the list's label and how to read the cell from a record. */
export interface ExportColumn<R> {
  label: string;
  /** text as shown on screen; money in dinars; a day or a day and time (ISO string or Date), both in Algiers time */
  kind?: 'text' | 'money' | 'date' | 'datetime';
  value: (record: R) => string | number | Date | null | undefined;
}

/** French Excel opens `;`-separated UTF-8 with a byte-order mark as columns, accents intact (issue 13). */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

const quote = (cell: string) =>
  /[";\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;

/**
 * A cell as the CSV writes it: dates dd-mm-yyyy (HH:mm), Algiers time, amounts with two decimals (a comma in
 * French), texts neutralised when a spreadsheet would read them as a formula (a negative amount stays a number).
 */
export function csvCell<R>(column: ExportColumn<R>, record: R, lang: Lang): string {
  const v = column.value(record);
  if (v === null || v === undefined || v === '') return '';
  if (column.kind === 'date') return formatDate(v as string | Date);
  if (column.kind === 'datetime') return formatDateTime(v as string | Date);
  if (column.kind === 'money') {
    const fixed = Number(v).toFixed(2);
    return lang === 'fr' ? fixed.replace('.', ',') : fixed;
  }
  return neutralizeCsvCell(String(v));
}

/** The whole CSV file: BOM, header of labels, one line per record, CRLF line ends. */
export function toCsv<R>(columns: ExportColumn<R>[], records: R[], lang: Lang): string {
  const lines = [
    columns.map((c) => quote(neutralizeCsvCell(c.label))),
    ...records.map((r) => columns.map((c) => quote(csvCell(c, r, lang)))),
  ];
  return BOM + lines.map((l) => l.join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

const SHEET_DATE_FORMAT = { date: 'dd-mm-yyyy', datetime: 'dd-mm-yyyy hh:mm' } as const;

/**
 * Sheet rows for the .xlsx writer: real numbers and dates, formatted like the screen. A spreadsheet date has no
 * zone and the writer reads a Date's UTC fields: the cell gets the Algiers wall clock (13:25 UTC is written 14:25).
 */
export function toSheetRows<R>(columns: ExportColumn<R>[], records: R[]) {
  const header = columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const }));
  const rows = records.map((r) =>
    columns.map((c) => {
      const v = c.value(r);
      if (v === null || v === undefined || v === '') return null;
      if (c.kind === 'money') return { value: Number(v), type: Number, format: '#,##0.00' };
      if (c.kind === 'date' || c.kind === 'datetime') {
        const d = algiersWallClockDate(v as string | Date);
        return d ? { value: d, type: Date, format: SHEET_DATE_FORMAT[c.kind] } : null;
      }
      return { value: String(v), type: String };
    }),
  );
  return [header, ...rows];
}
