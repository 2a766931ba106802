import { Navigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDZD } from '../../contract/constants';
import { screen, within } from '../../../tests/support/component';
import { answerQuery, basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { isolate } from '../pricing/offers';
import { ProductDetail } from './ProductDetailPage';
import { ProductsCatalogue } from './ProductsPage';

mockPharmacyApi();

/** A product of products_list / product_details as issue 40 answers it: this pharmacy's price, the catalogue's. */
const priced = {
  id: 12,
  product_id: 12,
  ref: 'REF-12',
  name: 'Crème solaire',
  price: 1800,
  base_price: 2000,
  quantity: 80,
  category_id: 3,
  categoryFr: 'Solaires',
  categoryEn: 'Sun care',
  images: [],
  tiers: [
    { min_quantity: 50, price: 1700 },
    { min_quantity: 10, price: 1750 },
  ],
  promotions: [
    {
      promotion_id: 4,
      label: 'Labo 10 + 2',
      kind: 'free_units',
      buy_quantity: 10,
      free_quantity: 2,
      percent: null,
      min_quantity: 1,
      valid_to: '2026-12-31',
      combinable: false,
    },
    {
      promotion_id: 5,
      label: 'Marque −12,5 %',
      kind: 'percent',
      buy_quantity: null,
      free_quantity: null,
      percent: 12.5,
      min_quantity: 6,
      valid_to: null,
      combinable: true,
    },
  ],
};
/** The same product from an answer of before issue 40: no pricing fields. */
const { base_price: _b, tiers: _t, promotions: _p, ...older } = priced;

function catalogue(products: object[], lang: 'en' | 'fr' | 'ar' = 'en') {
  answerQuery('/pharmacy/products_list', () => ok({ products, total: products.length }));
  return renderStorefront(<ProductsCatalogue />, { lang });
}

function productPage(product: object, lang: 'en' | 'fr' | 'ar' = 'en') {
  answer('post', '/pharmacy/product_details', () => ok(product));
  return renderStorefront(<Navigate to="/post/12/detail" />, {
    lang,
    otherPages: { '/post/:id/detail': <ProductDetail /> },
  });
}

describe('the pharmacy sees its conditions (issue 40 §3)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    answer('get', '/pharmacy/categories_list', () => ok([]));
    answer('get', '/pharmacy/get_basket_info', () => ok(basketOf([])));
    answer('get', '/pharmacy/search_suggestions', () => ok([]));
  });

  it('a card shows the price paid, the catalogue price struck through, the tiers and the promotions with their end', async () => {
    const { t } = catalogue([priced]);
    const card = await screen.findByTestId('product-12');
    expect(within(card).getByTestId('price')).toHaveTextContent(formatDZD(1800, 'en'));
    const base = await within(card).findByTestId('base-price');
    expect(base.tagName).toBe('S');
    expect(base).toHaveTextContent(formatDZD(2000, 'en'));
    // smallest quantity first (each piece of the card is drawn when its lazy chunk has loaded)
    expect((await within(card).findByTestId('tiers')).textContent).toBe(
      [
        t('shop.pricing.tier', { quantity: 10, price: isolate(formatDZD(1750, 'en')) }),
        t('shop.pricing.tier', { quantity: 50, price: isolate(formatDZD(1700, 'en')) }),
      ].join(' · '),
    );
    const units = await within(card).findByTestId('promotion-4');
    expect(within(units).getByTestId('promotion-figure')).toHaveTextContent('10 + 2');
    expect(within(units).getByTestId('promotion-until')).toHaveTextContent(
      t('shop.pricing.until', { day: isolate('31-12-2026') }),
    );
    const percent = within(card).getByTestId('promotion-5');
    expect(within(percent).getByTestId('promotion-figure')).toHaveTextContent('−12.5%');
    expect(percent).toHaveTextContent(t('shop.pricing.from', { quantity: 6 }));
    expect(within(percent).queryByTestId('promotion-until')).toBeNull();
  });

  it.each([
    ['fr', '−12,5 %'],
    ['ar', '−12,5٪'],
  ] as const)('writes the percentage as %s does, the figure kept left to right', async (lang, shown) => {
    catalogue([priced], lang);
    const figure = within(await screen.findByTestId('promotion-5')).getByTestId('promotion-figure');
    expect(figure.textContent).toBe(shown);
    expect(figure.getAttribute('dir')).toBe('ltr');
  });

  it('strikes nothing when the pharmacy pays the catalogue price, and shows nothing of an older answer', async () => {
    catalogue([priced, { ...priced, id: 13, price: 2000, tiers: [], promotions: [] }, { ...older, id: 14 }]);
    // beside a card that has conditions to show
    expect(await within(await screen.findByTestId('product-12')).findByTestId('base-price')).toBeInTheDocument();
    const same = screen.getByTestId('product-13');
    const old = screen.getByTestId('product-14');
    expect(within(old).getByTestId('price')).toHaveTextContent(formatDZD(1800, 'en'));
    for (const card of [same, old]) {
      expect(within(card).queryByTestId('base-price')).toBeNull();
      expect(within(card).queryByTestId('tiers')).toBeNull();
      expect(within(card).queryByTestId(/^promotion-/)).toBeNull();
    }
  });

  it('the product page shows the same conditions, the tiers one per line under their title', async () => {
    const { t } = productPage(priced);
    expect(await screen.findByTestId('detail-price')).toHaveTextContent(formatDZD(1800, 'en'));
    expect(screen.getByTestId('base-price')).toHaveTextContent(formatDZD(2000, 'en'));
    const tiers = screen.getByTestId('tiers');
    expect(tiers).toHaveTextContent(t('shop.pricing.tiers'));
    expect(within(tiers).getByText(t('shop.pricing.tier', { quantity: 10, price: isolate(formatDZD(1750, 'en')) })));
    expect(within(screen.getByTestId('promotion-4')).getByTestId('promotion-figure')).toHaveTextContent('10 + 2');
  });

  it('the product page of an older answer shows the price alone', async () => {
    productPage(older, 'ar');
    expect((await screen.findByTestId('detail-price')).textContent).toBe(formatDZD(1800, 'ar'));
    expect(screen.queryByTestId('base-price')).toBeNull();
    expect(screen.queryByTestId('tiers')).toBeNull();
    expect(screen.queryByTestId(/^promotion-/)).toBeNull();
  });
});
