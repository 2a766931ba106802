import { fireEvent } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor, within } from '../../../tests/support/component';
import { PreparationList } from './PreparationList';
import type { QueuedOrder } from './types';

const queued = (id: number, o: Partial<QueuedOrder>): QueuedOrder => ({
  id,
  order_no: `CMD-2026-00000${id}`,
  pharmacy_name: `Pharmacie ${id}`,
  wilaya_id: 16,
  order_price: 250_000,
  due_at: '2026-11-26T09:00:00Z',
  overdue: false,
  preparing_at: null,
  lines: 2,
  fulfilment: 'to_prepare',
  fulfilment_label: null,
  ...o,
});
const late = queued(1, { overdue: true, due_at: '2026-11-20T09:00:00Z' });
const onTime = queued(2, { wilaya_id: 31, due_at: '2026-11-30T09:00:00Z' });
const wilayas = [
  { id: 16, code: '16', name: 'Alger', name_ar: 'الجزائر' },
  { id: 31, code: '31', name: 'Oran', name_ar: 'وهران' },
];

const dataProvider = () => ({
  getList: vi.fn(async (resource: string) =>
    resource === 'wilayas' ? { data: wilayas, total: 2 } : { data: [late, onTime], total: 2 },
  ),
});
const queueFilter = (dp: ReturnType<typeof dataProvider>) =>
  (dp.getList.mock.calls as unknown as [string, { filter: Record<string, string> }][])
    .filter(([r]) => r === 'preparation')
    .at(-1)?.[1].filter;

// as the admin app mounts it, under its resource (the row opens the order at /preparation/:id/show)
const queue = (
  <ResourceContextProvider value="preparation">
    <PreparationList />
  </ResourceContextProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('the preparation queue (issue 28)', () => {
  it("shows the overdue orders as such, with their wilaya by code and name in the reader's language", async () => {
    const { t } = renderWithAdmin(queue, { dataProvider: dataProvider(), lang: 'ar' });
    const lateRow = (await screen.findByText(late.order_no)).closest('tr')!;
    expect(within(lateRow).getByTestId('overdue')).toHaveTextContent(t('shipping.overdue'));
    await waitFor(() => expect(within(lateRow).getByText('16 الجزائر')).toBeInTheDocument());
    const onTimeRow = screen.getByText(onTime.order_no).closest('tr')!;
    expect(within(onTimeRow).queryByTestId('overdue')).toBeNull();
    expect(within(onTimeRow).getByText('31 وهران')).toBeInTheDocument();
  });

  it('filters the queue by wilaya and by due time', async () => {
    const dp = dataProvider();
    renderWithAdmin(queue, { dataProvider: dp, lang: 'fr' });
    await screen.findByText(late.order_no);
    await screen.findAllByText('31 Oran');
    fireEvent.change(screen.getByTestId('preparation-wilaya-filter'), { target: { value: '31' } });
    await waitFor(() => expect(queueFilter(dp)).toEqual({ wilaya: '31' }));
    fireEvent.change(screen.getByTestId('preparation-due-filter'), { target: { value: 'overdue' } });
    await waitFor(() => expect(queueFilter(dp)).toEqual({ wilaya: '31', due: 'overdue' }));
  });

  it('starts preparing the selection and names the orders the server refused', async () => {
    const startPreparing = vi.fn(async (_body: unknown, _meta?: unknown) => ({
      data: [{ started: [1], refused: [{ orderId: 2, reason: 'déjà en préparation' }] }],
      message: 'ok',
    }));
    renderWithAdmin(queue, { dataProvider: { ...dataProvider(), startPreparing }, lang: 'fr' });
    const lateRow = (await screen.findByText(late.order_no)).closest('tr')!;
    fireEvent.click(within(lateRow).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText(onTime.order_no).closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('bulk-start'));
    await waitFor(() => expect(startPreparing).toHaveBeenCalledWith({ orderIds: [1, 2] }, expect.anything()));
    expect(
      await screen.findByText(`Non traitées : ${onTime.order_no} (déjà en préparation)`, { exact: false }),
    ).toBeInTheDocument();
  });

  it("prints the wave list and the list per order of the selected orders, in the reader's language", async () => {
    const pickingList = vi.fn(async (_ids: unknown, _lang: string, _list?: string) => ({
      blob: new Blob(['%PDF']),
      filename: 'picking.pdf',
    }));
    // the browser's download: the file name it is saved under (jsdom cannot navigate)
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithAdmin(queue, { dataProvider: { ...dataProvider(), pickingList }, lang: 'en' });
    const lateRow = (await screen.findByText(late.order_no)).closest('tr')!;
    fireEvent.click(within(lateRow).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('bulk-picking'));
    await waitFor(() => expect(pickingList).toHaveBeenCalledWith([1], 'en', 'wave'));
    await waitFor(() => expect(saved).toEqual(['picking.pdf']));
    fireEvent.click(screen.getByTestId('bulk-picking-orders'));
    await waitFor(() => expect(pickingList).toHaveBeenLastCalledWith([1], 'en', 'orders'));
    await waitFor(() => expect(saved).toEqual(['picking.pdf', 'picking.pdf']));
  });

  it('"Ship everything left" ships nothing until its confirmation is answered', async () => {
    const shipOrders = vi.fn();
    renderWithAdmin(queue, { dataProvider: { ...dataProvider(), shipOrders }, lang: 'en' });
    fireEvent.click(within((await screen.findByText(late.order_no)).closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('bulk-ship'));
    expect(await screen.findByTestId('bulk-ship-dialog')).toBeVisible();
    expect(screen.getByTestId('bulk-tracking-1')).toBeInTheDocument();
    expect(shipOrders).not.toHaveBeenCalled();
  });
});
