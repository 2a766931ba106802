import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { click, renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { API, mockPharmacyApi, server } from '../../../tests/support/storefront';
import { adminDataProvider } from '../../dataProvider/adminArea';
import { ResolveDisputePanel } from './ResolveDisputePanel';

mockPharmacyApi();

/** The resolve_dispute calls the mocked server receives, with their Idempotency-Key. */
function resolveApi() {
  const sent: { body: unknown; key: string | null }[] = [];
  server.use(
    http.post(`${API}/admin/resolve_dispute`, async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return HttpResponse.json({
        code: 2001,
        payload: { dispute_id: 3, credit_note_id: 9 },
        meta: 'Dispute resolved.',
      });
    }),
  );
  return sent;
}

const render = (paymentType = 1) => {
  localStorage.setItem('admin_access_token', 'access');
  localStorage.setItem('admin_refresh_token', 'refresh');
  return renderWithAdmin(<ResolveDisputePanel disputeId={3} paymentType={paymentType} />, {
    dataProvider: adminDataProvider,
  });
};

describe('resolving a dispute', () => {
  it('a refusal needs a reason before it can be confirmed', async () => {
    const sent = resolveApi();
    const { t } = render();
    fireEvent.click(screen.getByRole('radio', { name: t('resources.disputes.resolve.refused') }));
    expect(screen.getByTestId('resolve-submit')).toBeDisabled();
    type(screen.getByTestId('resolve-reason'), 'Photos sans dommage');
    expect(screen.getByTestId('resolve-submit')).toBeEnabled();
    expect(sent).toHaveLength(0);
  });

  it('a credit note is sent once confirmed, with its reason and an Idempotency-Key', async () => {
    const sent = resolveApi();
    const { t } = render(2);
    type(screen.getByTestId('resolve-reason'), 'Casse au transport');
    fireEvent.click(screen.getByRole('checkbox', { name: t('resources.disputes.resolve.refundToCard') }));
    click(t('resources.disputes.resolve.confirm'));
    expect(sent).toHaveLength(0);
    click(t('ra.action.confirm'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      disputeId: 3,
      resolution: 'credit_note',
      reason: 'Casse au transport',
      refund_to_card: true,
    });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Dispute resolved.')).toBeInTheDocument();
  });
});
