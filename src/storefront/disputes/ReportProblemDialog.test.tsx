import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { click, screen, type, waitFor, within } from '../../../tests/support/component';
import { API, mockPharmacyApi, renderStorefront, server } from '../../../tests/support/storefront';
import { ReportProblemDialog } from './ReportProblemDialog';

mockPharmacyApi();

const lines = [
  { product_id: 7, name: 'Crème hydratante', delivered: 3 },
  { product_id: 9, name: 'Gel nettoyant', delivered: 1 },
];

/** The open_dispute the mocked server receives: its form fields, photo names and Idempotency-Key. */
function openDisputeApi(
  reply: () => Response = () => HttpResponse.json({ code: 2001, payload: [{ dispute_id: 55 }], meta: 'Recorded.' }),
) {
  const sent: { fields: Record<string, string>; photos: string[]; key: string | null }[] = [];
  server.use(
    http.post(`${API}/pharmacy/open_dispute`, async ({ request }) => {
      // the raw multipart text: jsdom's File and the fetch layer's FormData parser do not meet
      const raw = await request.text();
      const fields: Record<string, string> = {};
      const photos: string[] = [];
      for (const part of raw.split(/--[^\r\n]+\r\n/).slice(1)) {
        const file = /name="([^"]+)"; filename="([^"]+)"/.exec(part);
        const field = /name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n(?:--|$)/.exec(part);
        if (file) photos.push(file[2]!);
        else if (field) fields[field[1]!] = field[2]!;
      }
      sent.push({ fields, photos, key: request.headers.get('idempotency-key') });
      return reply();
    }),
  );
  return sent;
}

const render = (onSent = vi.fn()) =>
  renderStorefront(
    <ReportProblemDialog open orderId={12} orderNo="CMD-0012" lines={lines} onClose={() => {}} onSent={onSent} />,
  );

describe('Report a problem', () => {
  it('asks for at least one quantity and sends nothing without one', async () => {
    const sent = openDisputeApi();
    const { t } = render();
    click(t('shop.disputes.send'));
    expect(await screen.findByTestId('report-problem-error')).toHaveTextContent(t('shop.disputes.nothingChosen'));
    expect(sent).toHaveLength(0);
  });

  it('sends the chosen lines, reasons, photo and comment as one multipart request with an Idempotency-Key', async () => {
    const sent = openDisputeApi();
    const onSent = vi.fn();
    const { t } = render(onSent);
    // Arabic-Indic digits are digits (issue 38 §12)
    type(screen.getByTestId('claim-quantity-7'), '٢');
    fireEvent.mouseDown(within(screen.getByTestId('claim-line-7')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: t('dispute.reason.missing') }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'carton.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('claim-photos'), { target: { files: [photo] } });
    expect(await screen.findByText('carton.png')).toBeInTheDocument();
    type(screen.getByTestId('claim-comment'), 'Carton écrasé');
    click(t('shop.disputes.send'));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(55));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.fields).toEqual({
      orderID: '12',
      lines: JSON.stringify([{ product_id: 7, quantity: 2, reason: 'missing' }]),
      comment: 'Carton écrasé',
    });
    // one file part (jsdom's File reaches the test's fetch without its name)
    expect(sent[0]!.photos).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refusal and stays open', async () => {
    openDisputeApi(() =>
      HttpResponse.json(
        { code: 4095, payload: [], meta: 'A problem is reported within 7 days of delivery.' },
        { status: 409 },
      ),
    );
    const onSent = vi.fn();
    const { t } = render(onSent);
    type(screen.getByTestId('claim-quantity-9'), '1');
    click(t('shop.disputes.send'));
    expect(await screen.findByTestId('report-problem-error')).toHaveTextContent(
      'A problem is reported within 7 days of delivery.',
    );
    expect(onSent).not.toHaveBeenCalled();
  });
});
