import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import type { ProductDetails } from '../catalogue/types';
import { ShortageNotes } from './ShortageNotes';

mockPharmacyApi();

const product = (over: Partial<ProductDetails>): ProductDetails =>
  ({
    id: 5,
    product_id: 5,
    ref: 'PF-0005',
    name: 'Crème épuisée',
    price: 1200,
    quantity: 0,
    images: [],
    quota_left: null,
    quota_period_days: null,
    substitutes: [],
    availability_request_id: null,
    ...over,
  }) as ProductDetails;

describe('a product page’s shortage notes (issue 41 §2–§4)', () => {
  it('out of stock: asks to be told, and offers the substitutes in stock, each a link to its page', async () => {
    const asked = answer('post', '/pharmacy/notify_when_available', () =>
      ok([{ request_id: 3, product_id: 5, created_at: '2026-12-03T10:00:00.000Z' }]),
    );
    renderStorefront(
      <ShortageNotes
        product={product({
          substitutes: [
            {
              id: 8,
              ref: 'PF-0008',
              name: 'Crème voisine',
              price: 1100,
              base_price: 1100,
              quantity: 30,
              mainImage: null,
            },
          ],
        })}
        lang="fr"
      />,
      { lang: 'fr' },
    );
    expect(await screen.findByTestId('substitute-8')).toHaveAttribute('href', '/post/8/detail');
    fireEvent.click(screen.getByTestId('notify-when-available'));
    await waitFor(() => expect(asked).toEqual([{ product_id: 5 }]));
  });

  it('already asked, it says so; under a quota, what is left in the period, in Arabic', async () => {
    renderStorefront(
      <ShortageNotes
        product={product({ availability_request_id: 3, quota_left: 4, quota_period_days: 7 })}
        lang="ar"
      />,
      { lang: 'ar' },
    );
    expect(await screen.findByTestId('notify-asked')).toBeInTheDocument();
    expect(screen.queryByTestId('notify-when-available')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('quota-left')).toHaveTextContent('يمكنكم طلب 4 بعد هذا الأسبوع'));
  });
});
