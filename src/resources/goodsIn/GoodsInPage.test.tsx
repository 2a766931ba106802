import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { GoodsInPage } from './GoodsInPage';

const GS = '\u001d';
const product = { id: 7, ref: 'BIO-12', name: 'Crème hydratante', gtin: '06130000041001' };

const dataProvider = () => {
  const lots = [{ id: 1, lot: '', expiry: null, on_hand: 0, shippable: false, blocked: false }];
  return {
    getOne: vi.fn(async () => ({ data: product })),
    getList: vi.fn(async () => ({ data: lots, total: lots.length })),
    create: vi.fn(async (_: string, { data }: { data: Record<string, unknown> }) => {
      lots.push({
        id: 2,
        lot: String(data.lot),
        expiry: String(data.expiry) as never,
        on_hand: Number(data.quantity),
        shippable: true,
        blocked: false,
      });
      return { data: { ...data, id: 2 } };
    }),
  };
};

const scan = (value: string) => {
  const field = screen.getByTestId('goods-in-scan');
  type(field, value);
  fireEvent.keyDown(field, { key: 'Enter' });
};

describe('goods-in with a scanner (issue 29)', () => {
  it('a GS1 DataMatrix fills product, lot and expiry; the quantity typed is received and the lot listed', async () => {
    const dp = dataProvider();
    renderWithAdmin(<GoodsInPage />, { dataProvider: dp, lang: 'en' });
    scan(`]d2010613000004100117280300` + `10AB-12${GS}21SER1`);
    await waitFor(() => expect(screen.getByTestId('goods-in-product')).toHaveTextContent('BIO-12 — Crème hydratante'));
    expect(dp.getOne).toHaveBeenCalledWith('productByGtin', expect.objectContaining({ id: '06130000041001' }));
    expect(screen.getByTestId('goods-in-lot')).toHaveValue('AB-12');
    expect(screen.getByTestId('goods-in-expiry')).toHaveValue('2028-03-31');
    expect(screen.getByTestId('goods-in-receive')).toBeDisabled();
    type(screen.getByTestId('goods-in-quantity'), '24');
    fireEvent.click(screen.getByTestId('goods-in-receive'));
    await waitFor(() =>
      expect(dp.create).toHaveBeenCalledWith(
        'lots',
        expect.objectContaining({ data: { productId: 7, lot: 'AB-12', expiry: '2028-03-31', quantity: 24 } }),
      ),
    );
    expect(await screen.findByTestId('lot-AB-12')).toHaveTextContent('31/03/2028');
  });

  it('says what is wrong with a scan it cannot read, in the reader’s language', async () => {
    const dp = dataProvider();
    renderWithAdmin(<GoodsInPage />, { dataProvider: dp, lang: 'fr' });
    scan('6291041500214');
    expect(await screen.findByTestId('goods-in-error')).toHaveTextContent(
      'Code produit (GTIN) invalide : la clé de contrôle ne correspond pas.',
    );
    expect(dp.getOne).not.toHaveBeenCalled();
  });
});
