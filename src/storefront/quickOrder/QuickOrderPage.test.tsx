import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, type, waitFor, within } from '../../../tests/support/component';
import { basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { QuickOrder } from './QuickOrderPage';

mockPharmacyApi();

/** What the server answers: PF-0001 and PF-0002 taken, NOPE unknown, PF-0002 reduced to its stock. */
function quickOrderApi() {
  return answer('post', '/pharmacy/quick_order', () =>
    ok({
      basket: basketOf([{ product_id: 1 }, { product_id: 2 }]),
      added: [
        { product_id: 1, ref: 'PF-0001', name: 'Crème', quantity: 12 },
        { product_id: 2, ref: 'PF-0002', name: 'Gel', quantity: 3 },
      ],
      rejected: [
        { ref: 'PF-0002', name: 'Gel', product_id: 2, requested: 6, quantity: 3, reason: 'reduced' },
        { ref: 'nope', name: null, product_id: null, requested: 1, quantity: 0, reason: 'unknown' },
      ],
    }),
  );
}
/** A chosen file as the pad reads it (jsdom's File has no arrayBuffer()). */
const choose = (bytes: Uint8Array) => {
  const copy = new Uint8Array(bytes);
  fireEvent.change(screen.getByTestId('quick-order-file'), {
    target: { files: [{ name: 'commande.csv', arrayBuffer: async () => copy.buffer }] },
  });
};
const pad = () => screen.getByTestId('quick-order-text');
/** an element's text without the bidi isolation marks around pasted text and references */
const plain = (element: HTMLElement) => element.textContent?.replace(/[\u2068\u2069]/g, '');

describe('quick order pad', () => {
  beforeEach(() => {
    answer('get', '/pharmacy/get_basket_info', () => ok(basketOf([])));
  });

  it('lets the readable lines in and names the others by line number, with the server’s refusals', async () => {
    const sent = quickOrderApi();
    const { t } = renderStorefront(<QuickOrder />, { lang: 'en' });
    type(pad(), 'PF-0001 12\nbad line here\nNOPE\nPF-0002;0\nPF-0002;6\n');
    expect(await screen.findByTestId('quick-order-count')).toHaveTextContent('3 lines ready');
    const skipped = screen.getByTestId('quick-order-errors');
    expect(plain(skipped)).toBe(
      `${t('shop.quickOrder.skipped', { smart_count: 2 })}Line 2 cannot be read: "bad line here"Line 4: a whole quantity from 1 to 99,999 is expected ("PF-0002;0")`,
    );
    expect(screen.getByTestId('quick-order-submit')).toBeEnabled();

    fireEvent.click(screen.getByTestId('quick-order-submit'));
    const report = await screen.findByTestId('fill-report');
    expect(sent).toEqual([
      {
        lines: [
          { ref: 'PF-0001', quantity: 12 },
          { ref: 'NOPE', quantity: 1 },
          { ref: 'PF-0002', quantity: 6 },
        ],
      },
    ]);
    expect(within(report).getByTestId('fill-summary')).toHaveTextContent('2 products put in the basket.');
    const issue = (reason: string) => within(report).getAllByTestId(`fill-issue-${reason}`).map(plain);
    expect(issue('reduced')).toEqual(['Line 5 · Gel (PF-0002)Quantity reduced to the stock: 3 instead of 6']);
    // the server answers the reference as sent, any case
    expect(issue('unknown')).toEqual(['Line 3 · nopeReference not in the catalogue']);
    expect(issue('format')).toEqual([
      'Line 2 · bad line hereLine not readable: a reference then a quantity are expected',
    ]);
    expect(issue('quantity')).toEqual([
      'Line 4 · PF-0002;0Invalid quantity: a whole number from 1 to 99,999 is expected',
    ]);
    expect(within(report).getByText(t('shop.fill.issues', { smart_count: 4 }))).toBeInTheDocument();
    await waitFor(() => expect(pad()).toHaveValue(''));
  });

  it('reads French Excel’s Windows-1252 CSV into the pad without mojibake', async () => {
    renderStorefront(<QuickOrder />, { lang: 'fr' });
    choose(new Uint8Array([...Buffer.from('Référence;Quantité\r\nPF-0001;12\r\n', 'latin1')]));
    // a textarea's value ends its lines with \n
    await waitFor(() => expect(pad()).toHaveValue('Référence;Quantité\nPF-0001;12\n'));
    expect(screen.getByTestId('quick-order-count')).toHaveTextContent('1 ligne prête');
    expect(screen.queryByTestId('quick-order-errors')).toBeNull();
  });

  it('says an old .xls cannot be read and keeps the pad as it was', async () => {
    const { t } = renderStorefront(<QuickOrder />, { lang: 'fr' });
    type(pad(), 'PF-0001 2');
    choose(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    expect(await screen.findByText(t('shop.quickOrder.fileXls'))).toBeInTheDocument();
    expect(pad()).toHaveValue('PF-0001 2');
  });

  it('writes left to right in Arabic, so "PF-0001 12" keeps its order', async () => {
    renderStorefront(<QuickOrder />, { lang: 'ar' });
    expect(pad()).toHaveAttribute('dir', 'ltr');
  });

  it('asks before touching a product already in the basket: add, replace, or send nothing (D119)', async () => {
    answer('get', '/pharmacy/get_basket_info', () =>
      ok(basketOf([{ product_id: 1, ref: 'PF-0001', selected_quantity: 25 }])),
    );
    const sent = quickOrderApi();
    const { t } = renderStorefront(<QuickOrder />, { lang: 'en' });
    const ask = () => screen.findByRole('dialog', { name: t('shop.fill.askTitle') });
    type(pad(), 'pf-0001 10\nPF-0002 6');
    fireEvent.click(await screen.findByTestId('quick-order-submit'));
    fireEvent.click(within(await ask()).getByRole('button', { name: t('shop.fill.askCancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(pad()).toHaveValue('pf-0001 10\nPF-0002 6');

    fireEvent.click(screen.getByTestId('quick-order-submit'));
    fireEvent.click(within(await ask()).getByRole('button', { name: t('shop.fill.askAdd') }));
    await screen.findByTestId('fill-report');
    expect(sent).toEqual([
      {
        lines: [
          { ref: 'pf-0001', quantity: 10 },
          { ref: 'PF-0002', quantity: 6 },
        ],
        mode: 'add',
      },
    ]);
  });

  it('does not ask when none of the products is in the basket', async () => {
    answer('get', '/pharmacy/get_basket_info', () => ok(basketOf([{ product_id: 9, ref: 'PF-0009' }])));
    const sent = quickOrderApi();
    const { t } = renderStorefront(<QuickOrder />, { lang: 'fr' });
    type(pad(), 'PF-0001 10');
    await waitFor(() => expect(screen.getByTestId('quick-order-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('quick-order-submit'));
    await screen.findByTestId('fill-report');
    expect(screen.queryByRole('dialog', { name: t('shop.fill.askTitle') })).toBeNull();
    expect(sent).toEqual([{ lines: [{ ref: 'PF-0001', quantity: 10 }] }]);
  });
});
