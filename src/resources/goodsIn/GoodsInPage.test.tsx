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

describe('goods-in by name or reference, and as an operator types (issue 38 §4)', () => {
  const typedProvider = () => {
    const dp = dataProvider();
    const lotsList = dp.getList;
    const found = [product, { id: 8, ref: 'BIO-13', name: 'Crème solaire' }];
    dp.getList = vi.fn(async (resource: string, params?: { filter?: { q?: string } }) => {
      if (resource !== 'product') return { ...(await lotsList()), meta: { sellableFrom: '2027-06-01' } };
      const q = (params?.filter?.q ?? '').toLowerCase();
      const data = found.filter((p) => p.name.toLowerCase().includes(q) || p.ref.toLowerCase().includes(q));
      return { data, total: data.length };
    }) as never;
    return dp;
  };

  it('a typed name lists the matching products, never “GS1 code not recognised”; one is chosen', async () => {
    const dp = typedProvider();
    renderWithAdmin(<GoodsInPage />, { dataProvider: dp, lang: 'en' });
    scan('crème');
    const matches = await screen.findByTestId('goods-in-matches');
    expect(matches).toHaveTextContent('Crème hydratante');
    expect(matches).toHaveTextContent('BIO-13');
    expect(screen.queryByTestId('goods-in-error')).toBeNull();
    fireEvent.click(screen.getByTestId('goods-in-match-8'));
    await waitFor(() => expect(screen.getByTestId('goods-in-product')).toHaveTextContent('BIO-13 — Crème solaire'));
    expect(dp.getOne).not.toHaveBeenCalled();
    expect(dp.getList).toHaveBeenCalledWith('product', expect.objectContaining({ filter: { q: 'crème' } }));
  });

  it('Enter on a reference that one product matches chooses it; no match says so', async () => {
    const dp = typedProvider();
    renderWithAdmin(<GoodsInPage />, { dataProvider: dp, lang: 'fr' });
    const field = screen.getByTestId('goods-in-scan');
    type(field, 'BIO-12');
    await screen.findByTestId('goods-in-match-7');
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('goods-in-product')).toHaveTextContent('BIO-12 — Crème hydratante'));
    type(screen.getByTestId('goods-in-scan'), 'zzz');
    expect(await screen.findByTestId('goods-in-matches')).toHaveTextContent('Aucun produit ne correspond à « zzz ».');
  });

  it('warns before receiving a lot under the minimum shelf life, from the server’s sellable_from', async () => {
    const dp = typedProvider();
    renderWithAdmin(<GoodsInPage />, { dataProvider: dp, lang: 'en' });
    scan(`]d2010613000004100117270300` + `10SH-1`);
    await waitFor(() => expect(screen.getByTestId('goods-in-product')).toHaveTextContent('BIO-12'));
    expect(await screen.findByTestId('goods-in-short')).toHaveTextContent(
      'This lot expires before 01/06/2027: under the minimum shelf life, it will be stocked but not sellable or shipped.',
    );
    expect(screen.getByTestId('goods-in-receive')).toHaveTextContent('Receive, not sellable');
    fireEvent.change(screen.getByTestId('goods-in-expiry'), { target: { value: '2027-06-01' } });
    await waitFor(() => expect(screen.queryByTestId('goods-in-short')).toBeNull());
    expect(screen.getByTestId('goods-in-receive')).toHaveTextContent('Receive');
  });

  it('reads Arabic-Indic digits of a lot as digits and refuses Arabic letters before sending', async () => {
    const dp = typedProvider();
    renderWithAdmin(<GoodsInPage />, { dataProvider: dp, lang: 'ar' });
    scan(`]d2010613000004100117290300`);
    await waitFor(() => expect(screen.getByTestId('goods-in-product')).toHaveTextContent('BIO-12'));
    type(screen.getByTestId('goods-in-lot'), 'AB١٢٣');
    expect(screen.getByTestId('goods-in-lot')).toHaveValue('AB123');
    type(screen.getByTestId('goods-in-quantity'), '3');
    expect(screen.getByTestId('goods-in-receive')).toBeEnabled();
    type(screen.getByTestId('goods-in-lot'), 'حصة');
    expect(screen.getByTestId('goods-in-lot-error')).toHaveTextContent('كما هو مطبوع على العلبة');
    expect(screen.getByTestId('goods-in-receive')).toBeDisabled();
  });
});
