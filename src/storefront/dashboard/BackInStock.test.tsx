import { describe, expect, it } from 'vitest';
import type { AvailabilityRequest } from '../../contract/answers/shortages';
import { screen } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { BackInStock } from './BackInStock';

mockPharmacyApi();

const request = (id: number, notifiedAt: string | null, quantity: number): AvailabilityRequest => ({
  request_id: id,
  product_id: 20 + id,
  ref: `PF-00${20 + id}`,
  name: `Produit ${id}`,
  mainImage: null,
  quantity,
  created_at: '2026-11-25T09:00:00.000Z',
  notified_at: notifiedAt,
});

describe('the dashboard’s "back in stock" notice (issue 41 §3)', () => {
  it('lists the products told back and still in stock, each a link; not those waiting or gone again', async () => {
    answer('get', '/pharmacy/availability_requests', () =>
      ok([request(1, '2026-12-02T08:00:00.000Z', 5), request(2, null, 0), request(3, '2026-12-01T08:00:00.000Z', 0)]),
    );
    renderStorefront(<BackInStock />, { lang: 'en' });
    const notice = await screen.findByTestId('back-in-stock');
    expect(notice).toHaveTextContent('Back in stock, as you asked');
    expect(notice).toHaveTextContent('PF-0021 — Produit 1 (5 in stock)');
    expect(notice).not.toHaveTextContent('Produit 2');
    expect(notice).not.toHaveTextContent('Produit 3');
    expect(screen.getByRole('link', { name: /PF-0021/ })).toHaveAttribute('href', '/post/21/detail');
  });
});
