import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { FranchisePriceList } from '../../contract/answers/pricing';
import { formatDZD } from '../../contract/constants';
import { useLang } from '../../i18n/useLang';
import { AdminList, EmptyRows } from '../../resources/common/AdminList';
import { useExportColumns } from '../../resources/common/export/useExportColumns';
import { useValidityText } from '../../resources/priceLists/usePricingText';

/** "Un groupe", "2 pharmacies", "1 wilaya": whom a list covers, as far as the franchisee's wilaya goes. */
function useFranchiseScopeText() {
  const translate = useTranslate();
  return (r: FranchisePriceList) =>
    r.scope === 'pharmacies'
      ? translate('resources.priceLists.pharmaciesCount', { smart_count: r.scope_ids.length })
      : r.scope === 'wilayas'
        ? translate('resources.priceLists.wilayasCount', { smart_count: r.scope_ids.length })
        : translate('resources.priceLists.scopes.group');
}

/**
 * /franchise/priceLists (issue 40 §6): the price lists that cover the franchisee's wilaya, read only; a row opens
 * its items (each product's price from a quantity, beside the catalogue price). The cost stays the distributor's.
 */
export function FranchisePriceListList() {
  const translate = useTranslate();
  const validityText = useValidityText();
  const scopeText = useFranchiseScopeText();
  const f = (key: string) => translate(`resources.priceLists.fields.${key}`);
  const exportColumns = useExportColumns<FranchisePriceList>('priceLists', [
    { field: 'name' },
    { field: 'scope', value: scopeText },
    { field: 'validity', value: validityText },
    { field: 'items_count' },
  ]);
  return (
    <AdminList resource="priceLists" exportColumns={exportColumns} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable<FranchisePriceList>
        bulkActionButtons={false}
        rowClick="expand"
        expand={<ItemsPanel />}
        empty={<EmptyRows text={translate('resources.priceLists.empty')} />}
        data-testid="franchise-price-lists"
      >
        <DataTable.Col source="name" label={f('name')} />
        <DataTable.Col source="scope" label={f('scope')} render={(r) => scopeText(r as FranchisePriceList)} />
        <DataTable.Col
          source="valid_to"
          label={f('validity')}
          render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{validityText(r as FranchisePriceList)}</Box>}
        />
        <DataTable.NumberCol source="items_count" label={f('items_count')} />
      </DataTable>
    </AdminList>
  );
}

/** A list's items, smallest quantity first for each product: its tiers. */
function ItemsPanel() {
  const translate = useTranslate();
  const lang = useLang();
  const list = useRecordContext<FranchisePriceList>();
  if (!list) return null;
  const t = (key: string) => translate(`resources.priceListItems.fields.${key}`);
  const items = [...list.items].sort((a, b) => a.ref.localeCompare(b.ref) || a.min_quantity - b.min_quantity);
  if (!items.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate('resources.priceListItems.empty')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto', py: 1 }}>
      <Table size="small" data-testid="franchise-price-list-items">
        <TableHead>
          <TableRow>
            <TableCell>{t('product')}</TableCell>
            <TableCell align="right">{t('base_price')}</TableCell>
            <TableCell align="right">{t('price')}</TableCell>
            <TableCell align="right">{t('min_quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((i) => (
            <TableRow key={`${i.product_id}-${i.min_quantity}`}>
              <TableCell>
                <Box component="bdi" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                  {i.ref}
                </Box>{' '}
                {i.name}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatDZD(i.base_price, lang)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatDZD(i.price, lang)}
              </TableCell>
              <TableCell align="right">{i.min_quantity}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
