import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  choose,
  click,
  helperOf,
  input,
  renderWithAdmin,
  screen,
  type,
  waitFor,
} from '../../../tests/support/component';
import { Code } from '../../contract/codes';
import { formatDZD } from '../../contract/constants';
import { withCurrentRecord } from '../../dataProvider/staleEdit';
import { ApiError } from '../../http/client';
import { ProductCreateDialog, ProductEditDialog } from './ProductDialogs';

const categories = [
  { id: 1, nameFR: 'Soins du visage', nameEN: 'Face care' },
  { id: 2, nameFR: 'Bébé', nameEN: 'Baby' },
];
const product = {
  id: 30,
  name: 'Crème hydratante',
  ref: 'CH-030',
  category_fk: 1,
  quantity: 12,
  cost: 800,
  price: 1000,
  customer_price: 1300,
  descriptionFr: 'Une crème hydratante pour peaux sèches.',
  descriptionEn: '',
  images: [],
};

function dataProvider() {
  return {
    getList: vi.fn(async () => ({ data: categories, total: categories.length })),
    getOne: vi.fn(async () => ({ data: product })),
    create: vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...data, id: 31 } })),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data })),
  };
}

/** Fills a valid product; the category is chosen by its name in the UI language. */
async function fillValidProduct(t: (key: string) => string, category = 'Baby') {
  type(input('name'), 'Lait corporel');
  type(input('ref'), 'LC-001');
  type(input('cost'), '450.5');
  type(input('price'), '600');
  type(input('customer_price'), '780');
  type(input('descriptionFr'), 'Un lait corporel doux pour toute la famille.');
  type(input('descriptionEn'), 'A gentle body lotion for the whole family.');
  await choose(t('resources.product.fields.category'), category);
}

describe('Add New Product dialog', () => {
  it('requires every field and both descriptions (10 characters at least), and sends nothing', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, { dataProvider: dp });
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('name'))).toBe(t('validation.required')));
    for (const source of ['ref', 'cost', 'price', 'customer_price'])
      expect(helperOf(input(source)), source).toBe(t('validation.required'));
    expect(helperOf(input('descriptionFr'))).toBe(t('validation.description'));
    expect(helperOf(input('descriptionEn'))).toBe(t('validation.description'));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('refuses a price of ten digits, in French', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    await fillValidProduct(t, 'Bébé');
    // what the number input itself accepts, but the shared rules refuse
    type(input('price'), '1234567890');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('price'))).toBe(t('validation.money')));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('shows the stock read only at 0, says it comes in through goods-in and links there (issue 37 §13)', async () => {
    for (const lang of ['fr', 'en', 'ar'] as const) {
      const { t, unmount } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, {
        dataProvider: dataProvider(),
        lang,
        otherPages: { '/goodsIn': <p>goods-in screen</p> },
      });
      expect(input('quantity').value).toBe('0');
      expect(input('quantity')).toHaveAttribute('readonly');
      expect(helperOf(input('quantity'))).toBe(
        `${t('resources.product.stock.add')} ${t('resources.product.stock.goodsIn')}`,
      );
      const link = screen.getByTestId('stock-goods-in-link');
      expect(link).toHaveTextContent(t('resources.product.stock.goodsIn'));
      expect(link).toHaveAttribute('href', '/goodsIn');
      if (lang === 'ar') {
        fireEvent.click(link);
        expect(await screen.findByText('goods-in screen')).toBeInTheDocument();
      }
      unmount();
    }
  });

  it('sends the product with numbers, its category and no picture, then says so', async () => {
    const dp = dataProvider();
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={onClose} />, { dataProvider: dp });
    await fillValidProduct(t);
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create.mock.calls[0]![0]).toBe('product');
    expect(dp.create.mock.calls[0]![1].data).toMatchObject({
      name: 'Lait corporel',
      ref: 'LC-001',
      category_fk: 2,
      quantity: 0,
      cost: 450.5,
      price: 600,
      customer_price: 780,
      pictures: [],
    });
    expect(await screen.findByText(t('admin.productAdded'))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the Arabic name and description (issue 31, D64)', () => {
  it('are optional, written right to left, and sent when typed', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'ar' });
    expect(screen.getByText(t('resources.product.sections.arabic'))).toBeInTheDocument();
    expect(input('nameAr')).toHaveAttribute('dir', 'rtl');
    await fillValidProduct(t, 'Bébé');
    type(input('nameAr'), 'حليب للجسم');
    type(input('descriptionAr'), 'حليب لطيف للجسم لكل أفراد العائلة.');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create.mock.calls[0]![1].data).toMatchObject({
      name: 'Lait corporel',
      nameAr: 'حليب للجسم',
      descriptionAr: 'حليب لطيف للجسم لكل أفراد العائلة.',
    });
  });

  it('refuses an Arabic description shorter than 10 characters and sends nothing', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, { dataProvider: dp });
    await fillValidProduct(t);
    type(input('descriptionAr'), 'قصير');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('descriptionAr'))).toBe(t('validation.description')));
    expect(dp.create).not.toHaveBeenCalled();
  });
});

describe('price warnings (issue 27 §14)', () => {
  it('warns, without blocking, when the pharmacy price is below the cost or the public price below the pharmacy price', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    await fillValidProduct(t, 'Bébé');
    expect(screen.queryByTestId('price-warnings')).toBeNull();
    type(input('price'), '400');
    expect(await screen.findByText(t('resources.product.warnings.priceBelowCost'))).toBeInTheDocument();
    expect(screen.queryByText(t('resources.product.warnings.customerBelowPrice'))).toBeNull();
    type(input('customer_price'), '399.99');
    expect(await screen.findByText(t('resources.product.warnings.customerBelowPrice'))).toBeInTheDocument();
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create.mock.calls[0]![1].data).toMatchObject({ cost: 450.5, price: 400, customer_price: 399.99 });
  });

  it('says nothing for equal prices', async () => {
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, {
      dataProvider: dataProvider(),
      lang: 'en',
    });
    await fillValidProduct(t);
    type(input('cost'), '600');
    type(input('customer_price'), '600');
    await screen.findByDisplayValue('Lait corporel');
    expect(screen.queryByTestId('price-warnings')).toBeNull();
  });
});

describe('Edit Product dialog', () => {
  it('shows the stock read only, sends it as loaded, and links to goods-in (issue 37 §13)', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductEditDialog id={30} onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    await screen.findByDisplayValue('CH-030');
    expect(input('quantity').value).toBe('12');
    expect(input('quantity')).toHaveAttribute('readonly');
    expect(helperOf(input('quantity'))).toBe(
      `${t('resources.product.stock.edit')} ${t('resources.product.stock.goodsIn')}`,
    );
    expect(screen.getByTestId('stock-goods-in-link')).toHaveAttribute('href', '/goodsIn');
    type(input('price'), '1100');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    expect(dp.update.mock.calls[0]![1]).toMatchObject({
      data: { quantity: 12, price: 1100 },
      previousData: { quantity: 12 },
    });
  });

  it('lets the English description stay empty, but checks it once typed', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductEditDialog id={30} onClose={() => {}} />, { dataProvider: dp });
    await screen.findByDisplayValue('CH-030');
    type(input('descriptionEn'), 'Too short');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('descriptionEn'))).toBe(t('validation.optionalDescription')));
    expect(dp.update).not.toHaveBeenCalled();
    type(input('descriptionEn'), '');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    expect(dp.update.mock.calls[0]![1]).toMatchObject({ id: 30, data: { ref: 'CH-030', category_fk: 1, price: 1000 } });
  });
});

describe('Edit Product dialog, saved over a newer version (D23)', () => {
  it('keeps the dialog and what was typed, says what changed meanwhile and saves again over the current version', async () => {
    const loaded = { ...product, version: 3 };
    // another admin changed the price and the reference meanwhile, and orders took 2 units
    const now = { ...product, price: 1200, ref: 'CH-030-B', quantity: 10, version: 4 };
    const dp = dataProvider();
    dp.getOne.mockResolvedValueOnce({ data: loaded }).mockResolvedValue({ data: now });
    const stale = withCurrentRecord(
      new ApiError({
        code: Code.STALE_EDIT,
        status: 409,
        payload: [now],
        meta: 'Someone else changed this record while you were editing it.',
      }),
    );
    dp.update.mockRejectedValueOnce(stale);
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<ProductEditDialog id={30} onClose={onClose} />, { dataProvider: dp });
    await screen.findByDisplayValue('CH-030');
    type(input('name'), 'Crème hydratante intense');
    click(t('ra.action.save'));

    const notice = await screen.findByTestId('stale-edit-notice');
    expect(notice).toHaveTextContent('Someone else changed this record while you were editing it.');
    expect(notice).toHaveTextContent(t('adminUi.stale.title'));
    const changes = within(notice)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(changes).toEqual([
      t('adminUi.stale.change', { field: t('admin.field.ref'), before: 'CH-030', now: 'CH-030-B' }),
      t('adminUi.stale.change', { field: t('admin.field.quantity'), before: '12', now: '10' }),
      t('adminUi.stale.change', {
        field: t('admin.field.price'),
        before: formatDZD(1000, 'en'),
        now: formatDZD(1200, 'en'),
      }),
    ]);
    // the untouched fields take the current values, the typed name stays
    await waitFor(() => expect(input('ref').value).toBe('CH-030-B'));
    expect(input('price').value).toBe('1200');
    expect(input('quantity').value).toBe('10');
    expect(input('name').value).toBe('Crème hydratante intense');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('error-popup-message')).toBeNull();

    click(t('ra.action.save'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(2));
    expect(dp.update.mock.calls[0]![1]).toMatchObject({ previousData: { version: 3, quantity: 12 } });
    expect(dp.update.mock.calls[1]![1]).toMatchObject({
      data: { name: 'Crème hydratante intense', ref: 'CH-030-B', price: 1200 },
      previousData: { version: 4, quantity: 10 },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('the GTIN of a product (issue 38 §4)', () => {
  it('is typed in the add form, checked by the server’s rule (check digit) in Arabic, and sent', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'ar' });
    await fillValidProduct(t, 'Bébé');
    type(input('gtin'), '6130000041002');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('gtin'))).toBe('GTIN: رمز EAN-13 أو GTIN-14 برقم تحقق صحيح.'));
    expect(dp.create).not.toHaveBeenCalled();
    type(input('gtin'), '٦١٣٠٠٠٠٠٤١٠٠١');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create.mock.calls[0]![1].data).toMatchObject({ gtin: '6130000041001' });
  });

  it('is shown in the edit form as the server answers it, and cleared when emptied', async () => {
    const dp = dataProvider();
    dp.getOne.mockResolvedValue({ data: { ...product, gtin: '06130000041001' } } as never);
    const { t } = renderWithAdmin(<ProductEditDialog id={30} onClose={() => {}} />, { dataProvider: dp, lang: 'en' });
    await screen.findByDisplayValue('06130000041001');
    expect(helperOf(input('gtin'))).toBe(t('resources.product.fields.gtinHelp'));
    type(input('gtin'), '');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    expect(dp.update.mock.calls[0]![1]).toMatchObject({ data: { gtin: '' } });
  });
});
