import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { click, helperOf, input, renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { ProductShortageSection } from './ProductShortage';

const products = [
  { id: 3, ref: 'PF-0003', name: 'Crème mains' },
  { id: 4, ref: 'PF-0004', name: 'Baume lèvres' },
];
const shortage = {
  id: 9,
  substitutes: [{ id: 3, ref: 'PF-0003', name: 'Crème mains', quantity: 12, withdrawn: false }],
  substitute_ids: [3],
  per_pharmacy: 6,
  period_days: 7,
  wilaya_shares: [] as { wilaya_id: number; percent: number }[],
};
const wilayas = [
  { id: 16, code: 16, name: 'Alger', name_ar: 'الجزائر' },
  { id: 31, code: 31, name: 'Oran', name_ar: 'وهران' },
];

function dataProvider(record = shortage) {
  return {
    getList: vi.fn(async (resource: string) =>
      resource === 'wilayas' ? { data: wilayas, total: wilayas.length } : { data: products, total: products.length },
    ),
    getMany: vi.fn(async (_: string, { ids }: { ids: unknown[] }) => ({
      data: products.filter((p) => ids.map(String).includes(String(p.id))),
    })),
    getOne: vi.fn(async () => ({ data: record })),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...record, ...data } })),
  };
}

describe('a product’s substitutes and quota (issue 41)', () => {
  it('shows them, in French and Arabic', async () => {
    const { t } = renderWithAdmin(<ProductShortageSection productId={9} />, {
      dataProvider: dataProvider(),
      lang: 'fr',
    });
    expect(await screen.findByTestId('product-substitute')).toHaveTextContent('PF-0003 — Crème mains · 12');
    expect(screen.getByTestId('product-quota')).toHaveTextContent(
      t('resources.productShortages.quota', { units: 6, days: 7 }),
    );
    expect(screen.getByTestId('product-quota')).toHaveTextContent('6 unités par pharmacie sur 7 jours glissants');
  });

  it('says when there is neither', async () => {
    const none = { ...shortage, substitutes: [], substitute_ids: [], per_pharmacy: null, period_days: null };
    const { t } = renderWithAdmin(<ProductShortageSection productId={9} />, {
      dataProvider: dataProvider(none as never),
      lang: 'ar',
    });
    expect(await screen.findByText(t('resources.productShortages.noSubstitutes'))).toBeInTheDocument();
    expect(screen.getByTestId('product-quota')).toHaveTextContent('دون حصة');
  });

  it('refuses a quota without its period and a fraction, then saves both', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductShortageSection productId={9} />, { dataProvider: dp, lang: 'en' });
    fireEvent.click(await screen.findByTestId('product-shortage-change'));
    await waitFor(() => expect(input('per_pharmacy')).toHaveValue(6));
    type(input('period_days'), '');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('period_days'))).toBe(t('resources.productShortages.validation.both')));
    type(input('period_days'), '2.5');
    click(t('ra.action.save'));
    await waitFor(() =>
      expect(helperOf(input('period_days'))).toBe(t('resources.productShortages.validation.days', { max: 365 })),
    );
    expect(dp.update).not.toHaveBeenCalled();
    type(input('period_days'), '30');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    expect(dp.update).toHaveBeenCalledWith(
      'productShortages',
      expect.objectContaining({
        data: expect.objectContaining({ per_pharmacy: 6, period_days: 30, substitute_ids: [3] }),
      }),
    );
  });

  it('shows the shares per wilaya, and refuses shares above 100 % or without a quota, saving nothing (D127)', async () => {
    const dp = dataProvider({
      ...shortage,
      wilaya_shares: [
        { wilaya_id: 16, percent: 60 },
        { wilaya_id: 31, percent: 30 },
      ],
    });
    const { t } = renderWithAdmin(<ProductShortageSection productId={9} />, { dataProvider: dp, lang: 'fr' });
    await waitFor(() =>
      expect(screen.getByTestId('product-quota-shares')).toHaveTextContent(
        'Parts par wilaya : 16 — Alger 60 % · 31 — Oran 30 %',
      ),
    );
    fireEvent.click(screen.getByTestId('product-shortage-change'));
    await waitFor(() => expect(input('wilaya_shares.1.percent')).toHaveValue(30));
    type(input('wilaya_shares.1.percent'), '50');
    click(t('ra.action.save'));
    expect(await screen.findByText(t('resources.productShortages.validation.shares'))).toBeInTheDocument();
    type(input('wilaya_shares.1.percent'), '40');
    type(input('per_pharmacy'), '');
    type(input('period_days'), '');
    click(t('ra.action.save'));
    expect(await screen.findByText(t('resources.productShortages.validation.sharesWithoutQuota'))).toBeInTheDocument();
    expect(dp.update).not.toHaveBeenCalled();
    type(input('per_pharmacy'), '6');
    type(input('period_days'), '7');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    expect(dp.update).toHaveBeenCalledWith(
      'productShortages',
      expect.objectContaining({
        data: expect.objectContaining({
          wilaya_shares: [
            { wilaya_id: 16, percent: 60 },
            { wilaya_id: 31, percent: 40 },
          ],
        }),
      }),
    );
  });
});
