import { fireEvent } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor, within } from '../../../tests/support/component';
import { ApiError } from '../../http/client';
import { PromotionList } from './PromotionList';

const base = {
  category_id: null,
  brand: null,
  buy_quantity: null,
  free_quantity: null,
  percent: null,
  min_quantity: null,
  scope: 'all',
  scope_ids: [],
  valid_from: '2026-01-01',
  valid_to: '2026-06-30',
  max_free_units: null,
  free_units_given: 0,
  combinable: false,
  ended_at: null,
};
const capped = {
  ...base,
  id: 1,
  name: 'Avène 10 + 2',
  kind: 'free_units',
  product_ids: [3, 4],
  buy_quantity: 10,
  free_quantity: 2,
  max_free_units: 50,
  free_units_given: 40,
  state: 'running',
  orders_count: 18,
  sales_amount: 21600,
  discount_given: 0,
  free_units_placed: 36,
  free_units_cost: 32400,
};
const percent = {
  ...base,
  id: 2,
  name: 'Bioderma −15 %',
  kind: 'percent',
  product_ids: [],
  brand: 'Bioderma',
  percent: 15,
  state: 'running',
};
const coming = { ...capped, id: 3, name: 'Uriage été', free_units_given: 0, state: 'coming' };

function dataProvider() {
  return {
    getList: vi.fn(async (resource: string, params: { filter?: { state?: string } }) => {
      if (resource !== 'promotions') return { data: [], total: 0 };
      const state = params.filter?.state ?? 'running';
      const rows = [capped, percent, coming].filter((p) => p.state === state);
      return { data: rows, total: rows.length };
    }),
    endPromotion: vi.fn(async () => ({ data: [], message: 'Promotion « Avène 10 + 2 » terminée.' })),
  };
}

const page = (
  <ResourceContextProvider value="promotions">
    <PromotionList />
  </ResourceContextProvider>
);

describe('promotions screen (issue 40 §5)', () => {
  it('lists the running promotions with their deal and the free units given against the cap; the tabs show the coming ones', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(page, { dataProvider: dp, path: '/promotions', lang: 'fr' });
    const row = (await screen.findByText('Avène 10 + 2')).closest('tr')!;
    expect(within(row).getByTestId('promotion-rule')).toHaveTextContent('10 + 2');
    const given = within(row).getByTestId('promotion-given');
    expect(given).toHaveTextContent('40 / 50');
    expect(within(given).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    expect(within(row).getByText(t('resources.promotions.productsCount', { smart_count: 2 }))).toBeInTheDocument();
    // what the campaign sold and cost: its sales, its orders, its free units at cost
    const results = within(row).getByTestId('promotion-results');
    expect(results).toHaveTextContent('21 600,00 DA');
    expect(results).toHaveTextContent(t('resources.promotions.ordersCount', { smart_count: 18 }));
    expect(results).toHaveTextContent('36 UG au coût de \u206832 400,00 DA\u2069');

    const other = screen.getByText('Bioderma −15 %').closest('tr')!;
    expect(within(other).getByTestId('promotion-rule')).toHaveTextContent('−15 %');
    expect(other).toHaveTextContent('Bioderma');
    expect(screen.queryByText('Uriage été')).toBeNull();

    fireEvent.click(screen.getByTestId('promotions-coming'));
    expect(await screen.findByText('Uriage été')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Avène 10 + 2')).toBeNull());
    expect(dp.getList).toHaveBeenCalledWith('promotions', expect.objectContaining({ filter: { state: 'coming' } }));
  });

  it('ends a promotion only once confirmed, and says so', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(page, { dataProvider: dp, path: '/promotions', lang: 'en' });
    const row = (await screen.findByText('Avène 10 + 2')).closest('tr')!;
    fireEvent.click(within(row).getByTestId('row-end'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t('resources.promotions.endTitle', { name: 'Avène 10 + 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: t('ra.action.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.endPromotion).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByTestId('row-end'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t('resources.promotions.end') }),
    );
    await waitFor(() => expect(dp.endPromotion).toHaveBeenCalledWith({ id: 1 }));
    expect(await screen.findByText('Promotion « Avène 10 + 2 » terminée.')).toBeInTheDocument();
  });

  it('shows the server’s refusal to end a promotion', async () => {
    const dp = dataProvider();
    const meta = 'هذا العرض منتهٍ بالفعل.';
    dp.endPromotion.mockRejectedValueOnce(new ApiError({ code: 4095, payload: [], meta, status: 409 } as never));
    const { t } = renderWithAdmin(page, { dataProvider: dp, path: '/promotions', lang: 'ar' });
    const row = (await screen.findByText('Avène 10 + 2')).closest('tr')!;
    fireEvent.click(within(row).getByTestId('row-end'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t('resources.promotions.end') }),
    );
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent(meta);
  });
});
