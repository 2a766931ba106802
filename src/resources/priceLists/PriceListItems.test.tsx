import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor, within } from '../../../tests/support/component';
import { ApiError } from '../../http/client';
import { PriceListItemsGrid } from './PriceListItems';

const cream = { product_id: 1, ref: 'CH-1', name: 'Crème hydratante', base_price: 1000, cost: 800 };
const milk = { product_id: 2, ref: 'LB-2', name: 'Lait bébé', base_price: 500, cost: 400 };
const saved = [
  { ...cream, id: '1:1', price: 950, min_quantity: 1 },
  { ...cream, id: '1:10', price: 900, min_quantity: 10 },
];

function dataProvider(items = saved) {
  return {
    getList: vi.fn(async (resource: string) => {
      if (resource === 'priceListItems') return { data: items, total: items.length };
      if (resource === 'product')
        return { data: [{ id: 2, ref: 'LB-2', name: 'Lait bébé', price: 500, cost: 400 }], total: 1 };
      return { data: [], total: 0 };
    }),
    setPriceListItems: vi.fn(async (_params: unknown) => ({ data: [], message: null })),
    previewPriceListItems: vi.fn(async () => ({
      data: {
        items: [
          { ...milk, price: 450, min_quantity: 1 },
          { ...milk, price: 420, min_quantity: 24 },
        ],
        unmatched: [{ line: 2, ref: 'XX-9', reason: 'unknown' }],
      },
      message: null,
    })),
  };
}

const rows = () => screen.getAllByTestId('items-row');
const priceOf = (row: HTMLElement) => within(row).getByTestId('item-price') as HTMLInputElement;

describe('price list items grid (issue 40 §5)', () => {
  it('shows a product’s tiers as rows and saves them with a new tier and a new product', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PriceListItemsGrid priceListId={7} listName="Contrat" />, {
      dataProvider: dp,
      lang: 'fr',
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(priceOf(rows()[1]!)).toHaveValue('900');
    expect(within(rows()[1]!).getByTestId('item-min-quantity')).toHaveValue('10');

    // a third tier of the cream, from 20
    fireEvent.click(within(rows()[1]!).getByTestId('item-add-tier'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]!).getByTestId('item-min-quantity')).toHaveValue('20');
    type(priceOf(rows()[2]!), '850,50');

    // a new product, typed by reference
    fireEvent.click(screen.getByTestId('items-add-row'));
    await waitFor(() => expect(rows()).toHaveLength(4));
    const picker = within(rows()[3]!).getByTestId('item-product');
    picker.focus();
    fireEvent.change(picker, { target: { value: 'LB' } });
    fireEvent.click(await screen.findByRole('option', { name: 'LB-2 — Lait bébé' }));
    type(priceOf(rows()[3]!), '480');

    fireEvent.click(screen.getByTestId('items-save'));
    await waitFor(() => expect(dp.setPriceListItems).toHaveBeenCalledTimes(1));
    expect(dp.setPriceListItems).toHaveBeenCalledWith({
      priceListId: 7,
      items: [
        { product_id: 1, price: 950, min_quantity: 1 },
        { product_id: 1, price: 900, min_quantity: 10 },
        { product_id: 1, price: 850.5, min_quantity: 20 },
        { product_id: 2, price: 480, min_quantity: 1 },
      ],
    });
    expect(await screen.findByText(t('resources.priceListItems.saved'))).toBeInTheDocument();
  });

  it('marks a bad price and two rows of one product from one quantity, and saves nothing', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PriceListItemsGrid priceListId={7} listName="Contrat" />, {
      dataProvider: dp,
      lang: 'en',
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    type(priceOf(rows()[0]!), '0');
    type(within(rows()[1]!).getByTestId('item-min-quantity'), '1');
    fireEvent.click(screen.getByTestId('items-save'));
    expect(await screen.findByTestId('items-fix-rows')).toHaveTextContent(t('resources.priceListItems.fixRows'));
    expect(screen.getByText(t('pricingAdmin.validation.price'))).toBeInTheDocument();
    expect(screen.getByText(t('resources.priceListItems.duplicate'))).toBeInTheDocument();
    expect(dp.setPriceListItems).not.toHaveBeenCalled();
  });

  it('asks before saving a price below the product’s cost, and saves only once confirmed', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PriceListItemsGrid priceListId={7} listName="Contrat" />, {
      dataProvider: dp,
      lang: 'en',
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    type(priceOf(rows()[1]!), '750');
    expect(within(rows()[1]!).getByText(t('resources.priceListItems.belowCost', { cost: '800.00 DA' }))).toBeVisible();
    fireEvent.click(screen.getByTestId('items-save'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t('resources.priceListItems.belowCostTitle'));
    expect(dialog).toHaveTextContent('CH-1');
    expect(dp.setPriceListItems).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: t('ra.action.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.setPriceListItems).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('items-save'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: t('resources.priceListItems.belowCostConfirm'),
      }),
    );
    await waitFor(() => expect(dp.setPriceListItems).toHaveBeenCalledTimes(1));
    expect(dp.setPriceListItems.mock.calls[0]![0]).toEqual(
      expect.objectContaining({ items: expect.arrayContaining([{ product_id: 1, price: 750, min_quantity: 10 }]) }),
    );
  });

  it('imports a CSV: the lines the browser cannot read and those the server matches to no product are listed by line, then the grid is replaced', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PriceListItemsGrid priceListId={7} listName="Contrat" />, {
      dataProvider: dp,
      lang: 'fr',
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const csv = new TextEncoder().encode(
      'Référence;Prix unitaire;Quantité minimale\r\nLB-2;450,00;1\r\nXX-9;100;1\r\nLB-2;abc;1\r\nLB-2;420;24\r\n',
    );
    fireEvent.change(screen.getByTestId('items-import-file'), {
      target: { files: [{ name: 'liste.csv', arrayBuffer: async () => csv.buffer }] },
    });
    const preview = await screen.findByTestId('items-import-preview');
    expect(dp.previewPriceListItems).toHaveBeenCalledWith({
      lines: [
        { ref: 'LB-2', price: 450, min_quantity: 1 },
        { ref: 'XX-9', price: 100, min_quantity: 1 },
        { ref: 'LB-2', price: 420, min_quantity: 24 },
      ],
    });
    expect(within(preview).getByTestId('import-matched')).toHaveTextContent(
      t('resources.priceListItems.importRead', { smart_count: 2 }),
    );
    const unmatched = within(within(preview).getByTestId('import-unmatched').querySelector('tbody')!).getAllByRole(
      'row',
    );
    // the server's line 2 is the file's line 3; the unreadable price is the file's line 4
    expect(unmatched.map((r) => r.textContent)).toEqual([
      `3XX-9${t('resources.priceListItems.reasons.unknown')}`,
      `4LB-2;abc;1${t('resources.priceListItems.reasons.bad_price')}`,
    ]);
    fireEvent.click(within(preview).getByTestId('import-apply'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('LB-2');
    expect(within(rows()[1]!).getByTestId('item-min-quantity')).toHaveValue('24');
    expect(dp.setPriceListItems).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a save in the error popup', async () => {
    const dp = dataProvider();
    const meta = 'Le produit 1 n’existe plus.';
    dp.setPriceListItems.mockRejectedValueOnce(new ApiError({ code: 4041, payload: [], meta, status: 404 } as never));
    renderWithAdmin(<PriceListItemsGrid priceListId={7} listName="Contrat" />, { dataProvider: dp, lang: 'fr' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('items-save'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent(meta);
  });
});
