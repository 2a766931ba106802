import { fireEvent } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor, within } from '../../../tests/support/component';
import { adminResourceMap } from '../../dataProvider/admin';
import { createDataProvider } from '../../dataProvider/index';
import { ApiError, type HttpClient } from '../../http/client';
import { OrderList } from './OrderList';

const cashAwaiting = {
  id: 1,
  order_no: 'CMD-0001',
  name: 'Pharmacie Ennour',
  pharmacy_name: 'Pharmacie Ennour',
  status: 2,
  payement_type: 1,
  order_price: 2404,
  order_date: '2026-11-26T13:25:00Z',
  state: 'awaiting_validation',
  state_reason: null,
  wilaya_id: 16,
  price_without_tax: 2000,
  tax_amount: 380,
  stamp_duty: 24,
  invoice_no: 'FA-2026-000012',
};
const cardFailed = {
  ...cashAwaiting,
  id: 2,
  order_no: 'CMD-0002',
  payement_type: 2,
  state: 'failed',
  state_reason: null,
};
const cardPaid = {
  ...cashAwaiting,
  id: 3,
  order_no: 'CMD-0003',
  payement_type: 2,
  status: 1,
  state: 'paid',
  stamp_duty: 0,
  order_price: 2380,
  invoice_no: null,
  fulfilment: 'to_prepare',
  fulfilment_label: 'À préparer',
};

/** A blob's text (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** What the export downloads: the file's name and its text. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: readText(blobs.get(this.href)!) });
  });
  return files;
}

/** The real admin dataProvider over a fake HTTP client: the list answers the three orders, the status call succeeds. */
function fakeApi(
  listAnswer: (query: Record<string, unknown>) => unknown = () => ({
    orders: [cashAwaiting, cardFailed, cardPaid],
    total: 3,
  }),
) {
  const call = vi.fn(
    async (_method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown }) => {
      if (path.startsWith('/admin/orders_list/')) return listAnswer(options?.query ?? {});
      if (path === '/admin/update_order_status') return [{ orderId: 1, status: 1 }];
      if (path === '/wilayas_list') return [{ id: 16, code: 16, name: 'Alger', name_ar: 'الجزائر' }];
      return [];
    },
  );
  return { call, dataProvider: createDataProvider({ call } as unknown as HttpClient, adminResourceMap) };
}

const page = (
  <ResourceContextProvider value="orders">
    <OrderList />
  </ResourceContextProvider>
);
const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr')!;
const statusCalls = (call: ReturnType<typeof fakeApi>['call']) =>
  call.mock.calls.filter(([, path]) => path === '/admin/update_order_status');

afterEach(() => vi.restoreAllMocks());

describe('admin orders list (issue 27 §12)', () => {
  it('asks before the "Pending" chip validates; cancelling sends nothing', async () => {
    const { call, dataProvider } = fakeApi();
    const { t } = renderWithAdmin(page, { dataProvider, path: '/orders', lang: 'fr' });
    await screen.findByText('CMD-0001');
    fireEvent.click(within(rowOf('CMD-0001')).getByTestId('status-chip'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t('resources.orders.status.toApprovedTitle', { order: 'CMD-0001' }));
    fireEvent.click(within(dialog).getByRole('button', { name: t('ra.action.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusCalls(call)).toEqual([]);
    expect(within(rowOf('CMD-0001')).getByTestId('status-chip')).toHaveAttribute('data-status', '2');
  });

  it('after confirming, the status and the State column change without a reload', async () => {
    const { call, dataProvider } = fakeApi();
    const { t } = renderWithAdmin(page, { dataProvider, path: '/orders', lang: 'en' });
    await screen.findByText('CMD-0001');
    expect(rowOf('CMD-0001')).toHaveTextContent(t('orderState.awaiting_validation'));
    fireEvent.click(within(rowOf('CMD-0001')).getByTestId('status-chip'));
    fireEvent.click(await screen.findByRole('button', { name: t('resources.orders.status.toApprovedConfirm') }));
    await waitFor(() =>
      expect(within(rowOf('CMD-0001')).getByTestId('status-chip')).toHaveAttribute('data-status', '1'),
    );
    expect(statusCalls(call)).toEqual([['PUT', '/admin/update_order_status', { body: { orderId: 1, status: 1 } }]]);
    expect(rowOf('CMD-0001')).toHaveTextContent(t('orderState.validated'));
    expect(rowOf('CMD-0001')).not.toHaveTextContent(t('orderState.awaiting_validation'));
  });

  it('a failed card order shows its state, no "pending" status and no invoice button', async () => {
    const { dataProvider } = fakeApi();
    const { t } = renderWithAdmin(page, { dataProvider, path: '/orders', lang: 'fr' });
    await screen.findByText('CMD-0002');
    const failed = rowOf('CMD-0002');
    expect(failed).toHaveTextContent(t('orderState.failed'));
    expect(failed).not.toHaveTextContent(t('resources.orders.status.pending'));
    expect(within(failed).getByTestId('status-chip')).toHaveAttribute('data-status', 'none');
    expect(within(failed).getByTestId('status-chip')).toHaveAccessibleName(t('resources.orders.status.notPlaced'));
    expect(within(failed).queryByTestId('row-invoice')).toBeNull();
    // a paid card order keeps its invoice; a cash order too
    expect(within(rowOf('CMD-0003')).getByTestId('row-invoice')).toBeInTheDocument();
    expect(within(rowOf('CMD-0001')).getByTestId('row-invoice')).toBeInTheDocument();
  });

  it('an end date before the start date shows the server’s message, not "no orders found"', async () => {
    const meta = 'La date de début ne peut pas être après la date de fin.';
    const { dataProvider } = fakeApi((query) => {
      if (query.from && query.to) throw new ApiError({ code: 4000, payload: [], meta, status: 400 });
      return { orders: [cashAwaiting], total: 1 };
    });
    const { t } = renderWithAdmin(page, {
      dataProvider,
      path: '/orders?filter=' + encodeURIComponent(JSON.stringify({ from: '2026-11-20', to: '2026-11-10' })),
      lang: 'fr',
    });
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent(meta);
    expect(empty).not.toHaveTextContent(t('resources.orders.empty'));
    expect(empty).toHaveAttribute('role', 'alert');
  });
});

describe('admin orders export (issue 27 §15)', () => {
  it('writes wilaya, payment type, HT, VAT, stamp duty and invoice number, in the user’s words', async () => {
    const files = captureDownloads();
    const { dataProvider } = fakeApi();
    const { t } = renderWithAdmin(page, { dataProvider, path: '/orders', lang: 'fr' });
    await screen.findByText('CMD-0001');
    fireEvent.click(screen.getByTestId('export-menu'));
    fireEvent.click(await screen.findByTestId('export-csv'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^orders_\d{2}-\d{2}-\d{4}\.csv$/);
    const lines = (await files[0]!.text).replace(/^\uFEFF/, '').split('\r\n');
    const f = (key: string) => t(`resources.orders.fields.${key}`);
    expect(lines[0]).toBe(
      [
        f('order_no'),
        f('pharmacy'),
        f('wilaya'),
        f('order_date'),
        f('payement_type'),
        f('price_without_tax'),
        f('vat'),
        f('stamp_duty'),
        f('order_price'),
        f('state'),
        f('fulfilment'),
        f('status'),
        f('invoice_no'),
      ].join(';'),
    );
    // 13:25 UTC is 14:25 in Algiers
    expect(lines[1]).toBe(
      `CMD-0001;Pharmacie Ennour;16 — Alger;26-11-2026 14:25;${t('resources.orders.payment.cash')};2000,00;380,00;24,00;2404,00;${t('orderState.awaiting_validation')};;${t('resources.orders.status.pending')};FA-2026-000012`,
    );
    expect(lines[2]).toBe(
      `CMD-0002;Pharmacie Ennour;16 — Alger;26-11-2026 14:25;${t('resources.orders.payment.card')};2000,00;380,00;24,00;2404,00;${t('orderState.failed')};;;FA-2026-000012`,
    );
    expect(lines[3]).toContain(`;${t('orderState.paid')};À préparer;${t('resources.orders.status.approved')};`);
  });

  it('a selection export has its own file name', async () => {
    const files = captureDownloads();
    const { dataProvider } = fakeApi();
    renderWithAdmin(page, { dataProvider, path: '/orders', lang: 'en' });
    await screen.findByText('CMD-0001');
    fireEvent.click(within(rowOf('CMD-0001')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('CMD-0003')).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('bulk-export-menu'));
    fireEvent.click(await screen.findByTestId('bulk-export-csv'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^orders_selection_2_\d{2}-\d{2}-\d{4}\.csv$/);
    const lines = (await files[0]!.text).split('\r\n').filter(Boolean);
    expect(lines.map((l) => l.split(';')[0]!.replace(/^\uFEFF/, ''))).toEqual([
      expect.any(String),
      'CMD-0001',
      'CMD-0003',
    ]);
  });
});
