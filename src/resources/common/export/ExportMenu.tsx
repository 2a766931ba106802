import Download from '@mui/icons-material/FileDownloadOutlined';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../../contract/constants';
import { downloadCsv, downloadXlsx } from './files';
import { listRowsToExport } from './rows';
import type { ExportColumn } from './table';
import { useLang } from '../../../i18n/useLang';
import { BusyButton } from '../../../components/BusyButton';

export { EXPORT_MAX_ROWS } from './rows';

/**
 * The export of every admin list: the list's visible columns with their labels, in the user's language, as a
 * CSV French Excel opens (`;`, UTF-8 BOM, dd-mm-yyyy) or as an .xlsx spreadsheet.
 */
export function ExportMenu<R extends RaRecord>({
  columns,
  name,
  rows,
  label = 'adminUi.export.button',
  testId = 'export-menu',
}: {
  columns: ExportColumn<R>[];
  name: string;
  /** the rows to write (a selection); by default the list's, with its filters and sort */
  rows?: () => Promise<R[]>;
  /** the button's text key */
  label?: string;
  testId?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const dataProvider = useDataProvider();
  const { resource, filter, filterValues, sort, total } = useListContext<R>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const title = translate(`resources.${resource}.title`);
  // `export-menu` opens `export-csv` and `export-xlsx`
  const itemPrefix = testId.replace(/-menu$/, '');

  const run = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setBusy(true);
    try {
      const data = rows
        ? await rows()
        : // the list's permanent filter too (the recall's trace lists one recall), over what the user chose, as
          // react-admin's own getList does
          await listRowsToExport<R>(dataProvider, resource, { filter: { ...filterValues, ...filter }, sort });
      if (format === 'csv') downloadCsv(name, columns, data, lang);
      else await downloadXlsx(name, title, columns, data);
    } catch {
      notify('adminUi.export.failed', { type: 'error', autoHideDuration: SNACKBAR_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <BusyButton
        size="small"
        busy={busy}
        startIcon={<Download />}
        disabled={!rows && !total}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        data-testid={testId}
      >
        {translate(label)}
      </BusyButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('csv')} data-testid={`${itemPrefix}-csv`}>
          <ListItemText primary={translate('adminUi.export.csv')} secondary={translate('adminUi.export.csvHint')} />
        </MenuItem>
        <MenuItem onClick={() => void run('xlsx')} data-testid={`${itemPrefix}-xlsx`}>
          <ListItemText primary={translate('adminUi.export.xlsx')} secondary={translate('adminUi.export.xlsxHint')} />
        </MenuItem>
      </Menu>
    </>
  );
}
