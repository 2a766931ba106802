import { Avatar, Box, Chip, type Theme, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { DataTable, SimpleList, useGetList, useTranslate } from 'react-admin';
import { mediaUrl } from '../../config/runtime';
import { formatDZD } from '../../contract/constants';
import { AdminList, EmptyRows } from '../common/AdminList';
import { useExportColumns } from '../common/export/useExportColumns';
import { DeleteDialog } from '../common/DeleteDialog';
import { FieldFilter, ToggleFilter } from '../common/ListFilters';
import { RowActions } from '../common/RowActions';
import { rowClickOpens } from '../common/rowClick';
import { useRouteDialog } from '../../components/useRouteDialog';
import { lazyResourceDialogs } from '../common/LazyResourceDialogs';
import type { Product } from './types';
import { useLang } from '../../i18n/useLang';
import { contentText } from '../../i18n/lang';

// create, edit and show dialogs: loaded at the first opening
const ProductDialogs = lazyResourceDialogs(() =>
  import('./ProductDialogs').then((m) => ({
    Create: m.ProductCreateDialog,
    Edit: m.ProductEditDialog,
    Show: m.ProductShowDialog,
  })),
);

/** /admin/product (001 §2): image, reference, name, cost, price, customer price and the actions. */
export function ProductList() {
  const translate = useTranslate();
  const dialog = useRouteDialog();
  const { open } = dialog;
  const [deleting, setDeleting] = useState<Product | null>(null);
  const lang = useLang();
  const category = (r: Product) => contentText(lang, { fr: r.categoryFr, en: r.categoryEn });
  const exportColumns = useExportColumns<Product>('product', [
    { field: 'ref' },
    { field: 'name' },
    { field: 'category', value: category },
    { field: 'brand' },
    { field: 'quantity' },
    { field: 'cost', kind: 'money' },
    { field: 'price', kind: 'money' },
    { field: 'customer_price', kind: 'money' },
  ]);
  return (
    <AdminList
      resource="product"
      exportColumns={exportColumns}
      onAdd={() => open('create')}
      sort={{ field: 'name', order: 'ASC' }}
      filters={
        <>
          <ToggleFilter
            source="low_stock"
            label={translate('resources.product.lowStockFilter')}
            testId="product-low-stock-filter"
          />
          <BrandFilter />
          <ToggleFilter
            source="without_ar"
            label={translate('resources.product.withoutArabicFilter')}
            testId="product-without-arabic-filter"
          />
        </>
      }
      dialogs={
        <>
          <ProductDialogs {...dialog} />
          <DeleteDialog
            resource="product"
            record={deleting}
            name={deleting?.name ?? ''}
            onClose={() => setDeleting(null)}
            successKey="admin.productDeleted"
          />
        </>
      }
    >
      <ProductTable onOpen={(id) => open('show', id)} onEdit={(id) => open('edit', id)} onDelete={setDeleting} />
    </AdminList>
  );
}

/** The products of one brand (laboratory, issue 40): the server's `brand` filter, the brands the products have. */
function BrandFilter() {
  const translate = useTranslate();
  const { data: brands = [] } = useGetList<{ id: string; name: string }>('brands', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <FieldFilter
      source="brand"
      label={translate('resources.product.brandFilter')}
      choices={[{ id: '', name: translate('resources.product.allBrands') }, ...brands]}
      testId="product-brand-filter"
    />
  );
}

function ProductTable({
  onOpen,
  onEdit,
  onDelete,
}: {
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (p: Product) => void;
}) {
  const translate = useTranslate();
  const lang = useLang();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // tablets: the cost (an internal figure) is in the details
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const empty = <EmptyRows text={translate('resources.product.empty')} />;
  const click = rowClickOpens(onOpen);
  const thumb = (r: Product) => (
    <Avatar
      variant="rounded"
      src={mediaUrl(r.mainImage ?? r.default_image)}
      alt={r.name}
      sx={{ width: 48, height: 48, bgcolor: 'action.hover' }}
    />
  );
  if (phone)
    return (
      <SimpleList<Product>
        leftAvatar={(r) => mediaUrl(r.mainImage ?? r.default_image)}
        primaryText={(r) => contentText(lang, { fr: r.name, en: r.name, ar: r.nameAr })}
        secondaryText={(r) =>
          `${r.ref} · ${formatDZD(r.price, lang)}${r.low_stock ? ` · ${translate('resources.product.lowStock')} (${r.quantity})` : ''}`
        }
        rowClick={click}
        empty={empty}
      />
    );
  const f = (key: string) => translate(`resources.product.fields.${key}`);
  const money = (v: number) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDZD(v, lang)}
    </Box>
  );
  const name = (r: Product) => (
    <Box component="span" sx={{ fontWeight: 600 }}>
      {contentText(lang, { fr: r.name, en: r.name, ar: r.nameAr })}
      {r.low_stock && (
        <Chip
          size="small"
          color="warning"
          label={`${translate('resources.product.lowStock')} · ${r.quantity}`}
          sx={{ ml: 1 }}
          data-testid="low-stock-flag"
        />
      )}
    </Box>
  );
  return (
    <DataTable<Product> bulkActionButtons={false} rowClick={click} empty={empty} data-testid="product-table">
      <DataTable.Col label={f('image')} disableSort render={thumb} />
      <DataTable.Col source="ref" label={f('ref')} />
      <DataTable.Col source="name" label={f('name')} render={(r) => name(r as Product)} />
      <DataTable.Col
        source="categoryFr"
        label={f('category')}
        disableSort
        render={(r) => contentText(lang, { fr: r.categoryFr, en: r.categoryEn })}
      />
      <DataTable.Col
        source="quantity"
        label={f('stock')}
        align="right"
        disableSort
        render={(r) => (
          <Box component="span" data-testid="product-stock">
            {r.quantity}
          </Box>
        )}
      />
      {!narrow && <DataTable.Col source="cost" label={f('cost')} align="right" render={(r) => money(r.cost)} />}
      <DataTable.Col source="price" label={f('price')} align="right" render={(r) => money(r.price)} />
      <DataTable.Col
        source="customer_price"
        label={f('customer_price')}
        align="right"
        render={(r) => money(r.customer_price)}
      />
      <DataTable.Col
        label={f('actions')}
        align="right"
        disableSort
        render={(r) => (
          <RowActions onView={() => onOpen(r.id)} onEdit={() => onEdit(r.id)} onDelete={() => onDelete(r as Product)} />
        )}
      />
    </DataTable>
  );
}
