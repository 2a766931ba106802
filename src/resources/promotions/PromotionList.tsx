import Stop from '@mui/icons-material/StopCircleOutlined';
import { Box, Chip, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, DataTable, useGetList, useListContext, useTranslate } from 'react-admin';
import { formatDate, formatDZD } from '../../contract/constants';
import { PROMOTION_STATES, type PromotionState } from '../../contract/pricing';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { useRouteDialog } from '../../components/useRouteDialog';
import { isolate } from '../../contract/constants';
import { contentLang } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { AdminList, EmptyRows } from '../common/AdminList';
import { useExportColumns } from '../common/export/useExportColumns';
import { lazyResourceDialogs } from '../common/LazyResourceDialogs';
import { RowActionButton, RowActions } from '../common/RowActions';
import { rowClickOpens } from '../common/rowClick';
import { useScopeText, useValidityText } from '../priceLists/usePricingText';
import type { Promotion } from '../../dataProvider/adminPricing';

// the forms: loaded at the first opening
const PromotionDialogs = lazyResourceDialogs(() =>
  import('./PromotionDialogs').then((m) => ({
    Create: m.PromotionCreateDialog,
    Edit: m.PromotionEditDialog,
    Show: m.PromotionEditDialog,
  })),
);

/** "10 + 2" or "−15 %". */
export function useRuleText() {
  const translate = useTranslate();
  return (p: Pick<Promotion, 'kind' | 'buy_quantity' | 'free_quantity' | 'percent'>) =>
    p.kind === 'free_units'
      ? translate('resources.promotions.ruleFree', { buy: p.buy_quantity ?? '?', free: p.free_quantity ?? '?' })
      : translate('resources.promotions.rulePercent', { percent: p.percent ?? '?' });
}

/**
 * /admin/promotions (issue 40 §5): three tabs, running (the default), coming and ended; each promotion's deal, what
 * it is on, whom it covers, its validity and, for free units, the units given against the cap. Running and coming
 * ones can be edited or ended (after a confirmation).
 */
export function PromotionList() {
  const translate = useTranslate();
  const dialog = useRouteDialog();
  const { open } = dialog;
  const [ending, setEnding] = useState<Promotion | null>(null);
  const rule = useRuleText();
  const scopeText = useScopeText();
  const validityText = useValidityText();
  const target = useTargetText();
  const exportColumns = useExportColumns<Promotion>('promotions', [
    { field: 'name' },
    { field: 'rule', value: rule },
    { field: 'target', value: target },
    { field: 'scope', value: scopeText },
    { field: 'validity', value: validityText },
    { field: 'free_units_given' },
    { field: 'max_free_units' },
    { field: 'orders_count' },
    { field: 'sales_amount', kind: 'money' },
    { field: 'discount_given', kind: 'money' },
    { field: 'free_units_placed' },
    { field: 'free_units_cost', kind: 'money' },
  ]);
  const end = useAction((dp: AdminDataProvider, id: number) => dp.endPromotion({ id }), {
    success: 'resources.promotions.endDone',
    failure: 'resources.promotions.errors.end',
    errorTo: 'popup',
    onSettled: () => setEnding(null),
  });
  const f = (key: string) => translate(`resources.promotions.fields.${key}`);
  return (
    <AdminList
      resource="promotions"
      exportColumns={exportColumns}
      onAdd={() => open('create')}
      sort={{ field: 'valid_to', order: 'ASC' }}
      tabs={<PromotionTabs />}
      dialogs={
        <>
          <PromotionDialogs {...dialog} />
          <Confirm
            isOpen={ending !== null}
            loading={end.busy}
            title={translate('resources.promotions.endTitle', { name: ending?.name ?? '' })}
            content={translate('resources.promotions.endContent')}
            confirm={translate('resources.promotions.end')}
            confirmColor="warning"
            onConfirm={() => ending && void end.run(ending.id)}
            onClose={() => setEnding(null)}
          />
        </>
      }
    >
      <DataTable<Promotion>
        bulkActionButtons={false}
        rowClick={rowClickOpens((id) => open('edit', id))}
        empty={<EmptyRows text={translate('resources.promotions.empty')} />}
        data-testid="promotions-table"
      >
        <DataTable.Col
          source="name"
          label={f('name')}
          render={(r) => (
            <Stack spacing={0.5}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {r.name}
              </Box>
              {r.combinable && (
                <Chip size="small" variant="outlined" label={f('combinable')} sx={{ width: 'fit-content' }} />
              )}
            </Stack>
          )}
        />
        <DataTable.Col
          source="kind"
          label={f('rule')}
          render={(r) => (
            <Chip
              size="small"
              color={r.kind === 'free_units' ? 'success' : 'secondary'}
              label={<bdi>{rule(r as Promotion)}</bdi>}
              data-testid="promotion-rule"
            />
          )}
        />
        <DataTable.Col label={f('target')} disableSort render={(r) => target(r as Promotion)} />
        <DataTable.Col source="scope" label={f('scope')} render={(r) => scopeText(r as Promotion)} />
        <DataTable.Col
          source="valid_to"
          label={f('validity')}
          render={(r) => (
            <Box sx={{ whiteSpace: 'nowrap' }}>
              {r.ended_at
                ? translate('resources.promotions.endedOn', { day: formatDate(r.ended_at) })
                : validityText(r as Promotion)}
            </Box>
          )}
        />
        <DataTable.Col
          source="free_units_given"
          label={f('free_units_given')}
          render={(r) => <GivenUnits promotion={r as Promotion} />}
        />
        <DataTable.Col
          source="sales_amount"
          label={f('results')}
          disableSort
          render={(r) => <CampaignResults promotion={r as Promotion} />}
        />
        <DataTable.Col
          label={f('actions')}
          align="right"
          disableSort
          render={(r) =>
            r.state === 'ended' ? null : (
              <RowActions
                onEdit={() => open('edit', r.id)}
                extra={
                  <RowActionButton
                    label={translate('resources.promotions.end')}
                    icon={<Stop fontSize="small" />}
                    onClick={() => setEnding(r as Promotion)}
                    testId="row-end"
                    color="error"
                  />
                }
              />
            )
          }
        />
      </DataTable>
    </AdminList>
  );
}

/** The free units given: against the cap as a bar ("32 / 50"), or the count alone without a cap. */
function GivenUnits({ promotion: p }: { promotion: Promotion }) {
  const translate = useTranslate();
  if (p.kind !== 'free_units') return <>—</>;
  const given = p.free_units_given ?? 0;
  if (!p.max_free_units)
    return (
      <Typography variant="body2" data-testid="promotion-given">
        {translate('resources.promotions.givenNoCap', { given })}
      </Typography>
    );
  const share = Math.min(100, (given / p.max_free_units) * 100);
  return (
    <Box sx={{ minWidth: 120 }} data-testid="promotion-given">
      <Typography variant="body2">
        <bdi>{translate('resources.promotions.given', { given, cap: p.max_free_units })}</bdi>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={share}
        color={share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary'}
        aria-label={translate('resources.promotions.fields.free_units_given')}
        sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
      />
    </Box>
  );
}

/** What a campaign sold and cost (issue 40 §4): its sales, its orders and discounts, its free units at cost. */
function CampaignResults({ promotion: p }: { promotion: Promotion }) {
  const translate = useTranslate();
  const lang = useLang();
  if (p.sales_amount === undefined) return <>—</>;
  const money = (v: number | undefined) => isolate(formatDZD(v ?? 0, lang));
  return (
    <Box sx={{ minWidth: 150 }} data-testid="promotion-results">
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {money(p.sales_amount)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.promotions.resultLine', {
          orders: translate('resources.promotions.ordersCount', { smart_count: p.orders_count ?? 0 }),
          discount: money(p.discount_given),
        })}
      </Typography>
      {p.kind === 'free_units' && (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('resources.promotions.resultFree', {
            units: p.free_units_placed ?? 0,
            cost: money(p.free_units_cost),
          })}
        </Typography>
      )}
    </Box>
  );
}

/** What a promotion is on: "3 produits", a brand, a category. */
function useTargetText() {
  const translate = useTranslate();
  const en = contentLang(useLang()) === 'en';
  const { data: categories = [] } = useGetList<{ id: number; nameFR: string; nameEN: string }>('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'id', order: 'ASC' },
  });
  const category = (id: number) => {
    const c = categories.find((x) => String(x.id) === String(id));
    return c ? (en ? c.nameEN : c.nameFR) : `#${id}`;
  };
  return (p: Promotion) =>
    [
      p.product_ids?.length
        ? translate('resources.promotions.productsCount', { smart_count: p.product_ids.length })
        : null,
      p.brand,
      p.category_id ? category(p.category_id) : null,
    ]
      .filter(Boolean)
      .join(' · ') || '—';
}

/** The three tabs: a state filter (running when none). */
function PromotionTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const state = PROMOTION_STATES.includes(filterValues.state) ? (filterValues.state as PromotionState) : 'running';
  return (
    <Tabs
      value={state}
      onChange={(_, v: PromotionState) => setFilters({ ...filterValues, state: v }, undefined, false)}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="promotion-tabs"
    >
      {PROMOTION_STATES.map((s) => (
        <Tab key={s} value={s} label={translate(`resources.promotions.tabs.${s}`)} data-testid={`promotions-${s}`} />
      ))}
    </Tabs>
  );
}
