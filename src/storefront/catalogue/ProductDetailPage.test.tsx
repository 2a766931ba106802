import { Navigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '../../../tests/support/component';
import { basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { ProductDetail } from './ProductDetailPage';

mockPharmacyApi();

const product = {
  id: 12,
  product_id: 12,
  ref: 'REF-12',
  name: 'Crème solaire',
  price: 2400,
  quantity: 8,
  category_id: 3,
  categoryFr: 'Solaires',
  categoryEn: 'Sun care',
  descriptionFr: 'Protège la peau.',
  descriptionEn: 'Protects the skin.',
  images: [],
};

/** The product page at /post/12/detail, as the router opens it. */
function productPage(lang: 'en' | 'ar') {
  return renderStorefront(<Navigate to="/post/12/detail" />, {
    lang,
    otherPages: { '/post/:id/detail': <ProductDetail /> },
  });
}

describe('product page', () => {
  beforeEach(() => {
    // the gallery's swiper puts a bare `matchMedia` on jsdom's window; MUI's media queries need a whole one
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    answer('get', '/pharmacy/get_basket_info', () => ok(basketOf([])));
  });

  it('asks the product by the id of the address and shows its description in the reader’s content language', async () => {
    const sent = answer('post', '/pharmacy/product_details', () => ok(product));
    productPage('en');
    expect(await screen.findByTestId('description')).toHaveTextContent('Protects the skin.');
    expect(sent).toEqual([{ id: '12' }]);
  });

  it('gives an Arabic reader the French description', async () => {
    answer('post', '/pharmacy/product_details', () => ok(product));
    productPage('ar');
    expect(await screen.findByTestId('description')).toHaveTextContent('Protège la peau.');
  });

  it('says the product does not exist when the server does not know it', async () => {
    answer('post', '/pharmacy/product_details', () => refused(4041, 'Produit introuvable.', 404));
    const { t } = productPage('en');
    expect(await screen.findByText(t('shop.product.notFound'))).toBeInTheDocument();
  });
});
