import Add from '@mui/icons-material/Add';
import AddCircle from '@mui/icons-material/AddCircleOutline';
import Delete from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Upload from '@mui/icons-material/FileUploadOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Confirm, type Identifier, useGetList, useGetOne, useTranslate } from 'react-admin';
import { formatDZD } from '../../contract/constants';
import {
  checkMinQuantity,
  checkPrice,
  duplicateTiers,
  itemsBelowCost,
  parsePriceListText,
} from '../../contract/pricingForms';
import { parseTypedAmount } from '../../contract/typedNumbers';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import type { PriceList, PriceListItem } from '../../dataProvider/adminPricing';
import { useAction } from '../../dataProvider/useAction';
import { BusyButton } from '../../components/BusyButton';
import { useLang } from '../../i18n/useLang';
import { readOrderFile } from '../../storefront/quickOrder/readOrderFile';
import { downloadCsv, downloadXlsx } from '../common/export/files';
import type { ExportColumn } from '../common/export/table';
import { RouteDialog } from '../common/RouteDialog';
import { ImportPreviewDialog, type ImportPreview } from './ImportPreviewDialog';
import { type ItemProduct, ProductPicker } from './ProductPicker';

/** One row of the grid: a product, its price typed, from a minimum quantity. */
interface GridRow {
  key: number;
  product: ItemProduct | null;
  price: string;
  min_quantity: string;
}

const PAGE = 50;
let nextKey = 1;
const rowOf = (product: ItemProduct | null, price = '', min = '1'): GridRow => ({
  key: nextKey++,
  product,
  price,
  min_quantity: min,
});
const fromItem = (i: PriceListItem): GridRow =>
  rowOf(
    { id: i.product_id, ref: i.ref, name: i.name, cost: i.cost, price: i.base_price },
    String(i.price),
    String(i.min_quantity),
  );

/** The row as an item, or null when it is not one yet. */
const itemOf = (row: GridRow) => {
  const price = parseTypedAmount(row.price);
  if (!row.product || price === null) return null;
  return {
    product_id: row.product.id,
    price,
    min_quantity: row.min_quantity.trim() === '' ? 1 : Number(row.min_quantity),
    cost: row.product.cost,
    ref: row.product.ref,
  };
};

/** /admin/priceLists/:id/show: the items of a list, edited in a grid (issue 40 §5). */
export function PriceListItemsDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const translate = useTranslate();
  const { data: list } = useGetOne<PriceList>('priceLists', { id: Number(id) }, { enabled: id !== null });
  return (
    <RouteDialog
      open={id !== null}
      onClose={onClose}
      title={translate('resources.priceListItems.title', { name: list?.name ?? '…' })}
      maxWidth="lg"
      testId="price-list-items"
      disableBackdropClose
    >
      {id !== null && <PriceListItemsGrid priceListId={Number(id)} listName={list?.name ?? ''} />}
    </RouteDialog>
  );
}

/**
 * The grid: one row per item; several rows of one product are its tiers. A product is picked by reference or name;
 * the catalogue price and the cost are shown beside the price typed, and a price below cost is marked, then asked
 * about before the save (the warning). Import reads an .xlsx or CSV (as the quick order pad does), asks
 * the server which lines match a product and shows those that do not before replacing the grid. Export writes
 * the grid as CSV or .xlsx (reference, price, minimum quantity), the format the import reads.
 */
export function PriceListItemsGrid({ priceListId, listName }: { priceListId: number; listName: string }) {
  const translate = useTranslate();
  const lang = useLang();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.priceListItems.${key}`, vars);
  const {
    data: saved,
    isPending,
    error,
  } = useGetList<PriceListItem & { id: string }>('priceListItems', {
    filter: { priceListId },
    pagination: { page: 1, perPage: 30_000 },
    sort: { field: 'ref', order: 'ASC' },
  });
  const [rows, setRows] = useState<GridRow[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const [page, setPage] = useState(0);
  const [tried, setTried] = useState(false);
  const [confirmBelowCost, setConfirmBelowCost] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // the saved items, until the admin changes something (and again after a save)
  useEffect(() => {
    if (saved && !dirty) setRows(saved.map(fromItem));
  }, [saved, dirty]);

  const save = useAction(
    (dp: AdminDataProvider, items: { product_id: number; price: number; min_quantity: number }[]) =>
      dp.setPriceListItems({ priceListId, items }),
    { success: 'resources.priceListItems.saved', failure: 'resources.priceLists.errors.update', errorTo: 'popup' },
  );
  const previewCall = useAction(
    (dp: AdminDataProvider, lines: { ref: string; price: number; min_quantity: number }[]) =>
      dp.previewPriceListItems({ lines }),
    { failure: 'resources.priceListItems.fileUnreadable', errorTo: 'popup', refresh: false },
  );

  const current = useMemo(() => rows ?? [], [rows]);
  const items = useMemo(() => current.map((r) => ({ row: r, item: itemOf(r) })), [current]);
  const duplicates = useMemo(
    () =>
      new Set(duplicateTiers(items.flatMap((x) => (x.item ? [{ ...x.item, key: x.row.key }] : []))).map((d) => d.key)),
    [items],
  );
  const rowError = (row: GridRow): string | undefined => {
    if (!row.product) return 'pricingAdmin.validation.product';
    return (
      checkPrice(row.price) ??
      checkMinQuantity(row.min_quantity) ??
      (duplicates.has(row.key) ? 'resources.priceListItems.duplicate' : undefined)
    );
  };
  const change = (key: number, patch: Partial<GridRow>) => {
    setDirty(true);
    setRows((all) => (all ?? []).map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const insert = (row: GridRow, after?: number) => {
    setDirty(true);
    setRows((all) => {
      const list = [...(all ?? [])];
      const at = after === undefined ? list.length : list.findIndex((r) => r.key === after) + 1;
      list.splice(at, 0, row);
      return list;
    });
    if (after === undefined) setPage(Math.floor(current.length / PAGE));
  };
  const remove = (key: number) => {
    setDirty(true);
    setRows((all) => (all ?? []).filter((r) => r.key !== key));
  };

  const valid = items.flatMap((x) => (x.item ? [x.item] : []));
  const belowCost = itemsBelowCost(valid);
  const send = () =>
    void save
      .run(valid.map(({ product_id, price, min_quantity }) => ({ product_id, price, min_quantity })))
      .then((done) => done && setDirty(false));
  const onSave = () => {
    setTried(true);
    if (current.some((r) => rowError(r))) return;
    if (belowCost.length) setConfirmBelowCost(true);
    else send();
  };

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    let text: string;
    try {
      text = await readOrderFile(file);
    } catch (e) {
      setFileError(t((e as { reason?: string }).reason === 'xls' ? 'fileXls' : 'fileUnreadable'));
      return;
    }
    const read = parsePriceListText(text);
    const answer = read.lines.length ? await previewCall.run(read.lines) : { data: { items: [], unmatched: [] } };
    if (!answer) return;
    setPreview({
      items: answer.data.items,
      // the server numbers the lines it was sent from 1: back to the file's line numbers
      unmatched: [
        ...read.errors.map((e) => ({ line: e.line, ref: e.text, reason: e.reason })),
        ...answer.data.unmatched.map((u) => ({ ...u, line: read.lineNumbers[u.line - 1] ?? u.line })),
      ].sort((a, b) => a.line - b.line),
    });
  };
  const applyImport = () => {
    if (!preview) return;
    setDirty(true);
    setRows(preview.items.map(fromItem));
    setPage(0);
    setPreview(null);
  };

  const columns: ExportColumn<GridRow>[] = [
    { label: t('fields.ref'), value: (r) => r.product?.ref },
    { label: t('fields.price'), kind: 'money', value: (r) => parseTypedAmount(r.price) },
    { label: t('fields.min_quantity'), value: (r) => (r.min_quantity.trim() ? Number(r.min_quantity) : 1) },
  ];
  const exportName = `price-list-${priceListId}`;

  if (error) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (isPending || !rows) return <Box sx={{ p: 3 }}>…</Box>;
  const shown = current.slice(page * PAGE, page * PAGE + PAGE);
  const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatDZD(v, lang));

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="price-list-items-grid">
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('subtitle')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Button startIcon={<Add />} onClick={() => insert(rowOf(null))} data-testid="items-add-row">
          {t('addRow')}
        </Button>
        <BusyButton
          startIcon={<Upload />}
          busy={previewCall.busy}
          onClick={() => fileInput.current?.click()}
          data-testid="items-import"
        >
          {t('import')}
        </BusyButton>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          data-testid="items-import-file"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <ItemsExportMenu
          disabled={!current.length}
          onCsv={() => downloadCsv(exportName, columns, current, lang)}
          onXlsx={() => downloadXlsx(exportName, listName || exportName, columns, current)}
          label={t('export')}
        />
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary" data-testid="items-count">
          {t('count', { smart_count: current.length })}
        </Typography>
        {dirty && <Chip size="small" color="warning" label={t('unsaved')} />}
      </Stack>
      {fileError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="items-file-error">
          {fileError}
        </Alert>
      )}
      {tried && current.some((r) => rowError(r)) && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="items-fix-rows">
          {t('fixRows')}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="items-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.product')}</TableCell>
              <TableCell align="right">{t('fields.base_price')}</TableCell>
              <TableCell align="right">{t('fields.cost')}</TableCell>
              <TableCell>{t('fields.price')}</TableCell>
              <TableCell>{t('fields.min_quantity')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ textAlign: 'center', color: 'text.secondary', py: 4 }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
            {shown.map((row) => {
              const item = itemOf(row);
              const err = tried || row.price !== '' ? rowError(row) : undefined;
              const under = Boolean(item && typeof item.cost === 'number' && item.cost > 0 && item.price < item.cost);
              return (
                <TableRow key={row.key} data-testid="items-row">
                  <TableCell sx={{ minWidth: 260 }}>
                    {row.product ? (
                      <Box>
                        <Box component="bdi" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                          {row.product.ref}
                        </Box>{' '}
                        <Box component="span">{row.product.name}</Box>
                      </Box>
                    ) : (
                      <ProductPicker
                        onChoose={(product) => product && change(row.key, { product })}
                        placeholder={t('productPlaceholder')}
                        error={tried}
                      />
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(row.product?.price)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(row.product?.cost)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 150 }}>
                    <TextField
                      size="small"
                      value={row.price}
                      onChange={(e) => change(row.key, { price: e.target.value })}
                      error={Boolean(err && err !== 'pricingAdmin.validation.product')}
                      helperText={
                        err && err !== 'pricingAdmin.validation.product'
                          ? translate(err)
                          : under
                            ? t('belowCost', { cost: money(row.product?.cost) })
                            : undefined
                      }
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          dir: 'ltr',
                          'aria-label': t('fields.price'),
                          'data-testid': 'item-price',
                        },
                        formHelperText: under && !err ? { sx: { color: 'warning.main' } } : undefined,
                      }}
                    />
                  </TableCell>
                  <TableCell sx={{ width: 130 }}>
                    <TextField
                      size="small"
                      value={row.min_quantity}
                      onChange={(e) => change(row.key, { min_quantity: e.target.value })}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          dir: 'ltr',
                          'aria-label': t('fields.min_quantity'),
                          'data-testid': 'item-min-quantity',
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {row.product && (
                      <Button
                        size="small"
                        startIcon={<AddCircle fontSize="small" />}
                        onClick={() =>
                          insert(
                            rowOf(row.product, '', String(Math.max(2, (Number(row.min_quantity) || 1) * 2))),
                            row.key,
                          )
                        }
                        data-testid="item-add-tier"
                      >
                        {t('addTier')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('removeRow')}
                      onClick={() => remove(row.key)}
                      data-testid="item-remove"
                    >
                      <Delete fontSize="small" />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {current.length > PAGE && (
        <TablePagination
          component="div"
          count={current.length}
          page={page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_, p) => setPage(p)}
        />
      )}
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <BusyButton variant="contained" busy={save.busy} onClick={onSave} data-testid="items-save">
          {t('save')}
        </BusyButton>
      </Stack>
      <Confirm
        isOpen={confirmBelowCost}
        title={t('belowCostTitle')}
        content={t('belowCostContent', {
          smart_count: belowCost.length,
          refs: [...new Set(belowCost.map((i) => i.ref))].slice(0, 5).join(', '),
        })}
        confirm={t('belowCostConfirm')}
        confirmColor="warning"
        onConfirm={() => {
          setConfirmBelowCost(false);
          send();
        }}
        onClose={() => setConfirmBelowCost(false)}
      />
      {preview && <ImportPreviewDialog preview={preview} onApply={applyImport} onClose={() => setPreview(null)} />}
    </Box>
  );
}

function ItemsExportMenu({
  onCsv,
  onXlsx,
  disabled,
  label,
}: {
  onCsv: () => void;
  onXlsx: () => Promise<void>;
  disabled: boolean;
  label: string;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<Download />}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        data-testid="items-export"
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onCsv();
          }}
          data-testid="items-export-csv"
        >
          <ListItemText primary={translate('adminUi.export.csv')} secondary={translate('adminUi.export.csvHint')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void onXlsx();
          }}
          data-testid="items-export-xlsx"
        >
          <ListItemText primary={translate('adminUi.export.xlsx')} secondary={translate('adminUi.export.xlsxHint')} />
        </MenuItem>
      </Menu>
    </>
  );
}
