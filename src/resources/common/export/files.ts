import type { Lang } from '../../../contract/constants';
import { type ExportColumn, toCsv, toSheetRows } from './table';

/** `name_dd-mm-yyyy.ext`, the day of the export. */
const fileName = (name: string, ext: string) => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${name}_${p(d.getDate())}-${p(d.getMonth() + 1)}-${d.getFullYear()}.${ext}`;
};

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadCsv<R>(name: string, columns: ExportColumn<R>[], records: R[], lang: Lang) {
  download(new Blob([toCsv(columns, records, lang)], { type: 'text/csv;charset=utf-8' }), fileName(name, 'csv'));
}

/** The .xlsx writer (write-excel-file) is loaded only when someone asks for a spreadsheet. */
export async function downloadXlsx<R>(name: string, sheet: string, columns: ExportColumn<R>[], records: R[]) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const rows = toSheetRows(columns, records);
  const widths = columns.map((c) => ({
    width: Math.min(
      60,
      Math.max(10, c.label.length + 2, ...records.slice(0, 200).map((r) => String(c.value(r) ?? '').length + 2)),
    ),
  }));
  const blob = await writeXlsxFile(rows as never, {
    sheet: sheet.slice(0, 31),
    columns: widths,
    stickyRowsCount: 1,
  }).toBlob();
  download(blob, fileName(name, 'xlsx'));
}
