import { fireEvent } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityRequest } from '../../contract/answers/shortages';
import { screen, waitFor } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { AvailabilityRequests } from './AvailabilityRequests';

mockPharmacyApi();

const request = (id: number, notifiedAt: string | null, quantity: number): AvailabilityRequest => ({
  request_id: id,
  product_id: 10 + id,
  ref: `PF-00${10 + id}`,
  name: id === 1 ? 'Crème solaire SPF 50' : 'Gel gingival apaisant',
  mainImage: null,
  quantity,
  // 23:30 UTC is already the next day in Algiers
  created_at: '2026-11-30T23:30:00.000Z',
  notified_at: notifiedAt,
});

let rows: AvailabilityRequest[] = [];

describe('the profile’s "tell me when it is back" requests (issue 41 §3)', () => {
  beforeEach(() => {
    rows = [request(1, null, 0), request(2, '2026-12-02T08:00:00.000Z', 12)];
  });

  it('lists the waiting ones with their date in Algiers time and those told with the stock now; a waiting one is dropped', async () => {
    answer('get', '/pharmacy/availability_requests', () => ok(rows));
    const sent = answer('post', '/pharmacy/cancel_availability_request', () => {
      rows = rows.filter((r) => r.request_id !== 1);
      return HttpResponse.json({ code: 2001, payload: [{ request_id: 1 }], meta: 'Demande retirée (serveur).' });
    });
    renderStorefront(<AvailabilityRequests />, { lang: 'fr' });
    const waiting = await screen.findByTestId('availability-request-1');
    expect(waiting).toHaveTextContent('Demandé le 01-12-2026');
    expect(waiting.querySelector('a')).toHaveAttribute('href', '/post/11/detail');
    const told = screen.getByTestId('availability-request-2');
    expect(told).toHaveTextContent('De retour : prévenu le 02-12-2026');
    expect(told).toHaveTextContent('12 en stock');
    expect(screen.queryByTestId('availability-request-cancel-2')).toBeNull();

    fireEvent.click(screen.getByTestId('availability-request-cancel-1'));
    await waitFor(() => expect(sent).toEqual([{ requestId: 1 }]));
    expect(await screen.findByText('Demande retirée (serveur).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('availability-request-1')).toBeNull());
    expect(screen.getByTestId('availability-request-2')).toBeInTheDocument();
  });

  it('says when there is none, in Arabic', async () => {
    answer('get', '/pharmacy/availability_requests', () => ok([]));
    renderStorefront(<AvailabilityRequests />, { lang: 'ar' });
    expect(await screen.findByTestId('availability-requests-empty')).toHaveTextContent('لا توجد طلبات.');
  });
});
