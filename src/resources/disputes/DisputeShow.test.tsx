import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor, within } from '../../../tests/support/component';
import { API, mockPharmacyApi, server } from '../../../tests/support/storefront';
import { formatDateTime, type Lang, tokenKeys } from '../../contract/constants';
import type { DisputeDetailView } from '../../contract/disputes';
import { adminDataProvider } from '../../dataProvider/adminArea';
import { franchiseDataProvider } from '../../dataProvider/franchiseArea';
import { DisputeList } from './DisputeList';
import { DisputeShow } from './DisputeShow';
import { openDispute } from './disputeSample';

mockPharmacyApi();
afterEach(() => vi.restoreAllMocks());

/** The photos asked of the mocked API (D116): the role's call, the photo and the access token sent with it. */
let photoCalls: { role: string; id: string; access: string | null }[] = [];
let photoAnswer: () => Response;
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
beforeEach(() => {
  photoCalls = [];
  photoAnswer = () =>
    new HttpResponse(WEBP, { headers: { 'content-type': 'image/webp', 'cache-control': 'private, no-store' } });
  server.use(
    http.get(`${API}/:role/dispute_photo/:id`, ({ request, params }) => {
      const role = String(params.role);
      photoCalls.push({
        role,
        id: String(params.id),
        access: request.headers.get(tokenKeys(role as 'admin').accessHeader),
      });
      return photoAnswer();
    }),
  );
});

const open: DisputeDetailView = {
  ...openDispute,
  lines: [
    {
      product_id: 7,
      ref: 'PF-0007',
      name: 'Crème hydratante',
      quantity: 2,
      reason: 'damaged',
      reason_label: 'Damaged',
      unit_price: 125,
    },
  ],
  photos: [{ id: 1, url: 'http://api.test/admin/dispute_photo/1' }],
  messages: [
    { id: 1, author_role: 'pharmacy', body: 'Le livreur a signé la réserve.', created_at: '2026-11-02T09:05:00.000Z' },
  ],
};
const settled: DisputeDetailView = {
  ...open,
  status: 'resolved',
  resolution: 'credit_note',
  resolution_label: 'Credit note',
  resolution_reason: 'Casse au transport',
  resolved_at: '2026-11-03T10:00:00.000Z',
  credit_note_id: 9,
  credit_note_number: 'AV-2026-000009',
};

/** DisputeShow at /disputes/3/show, as the admin or (readOnly) the franchisee; getOne answers `records` in turn. */
function renderShow(
  records: DisputeDetailView[],
  { readOnly = false, lang = 'en' }: { readOnly?: boolean; lang?: Lang } = {},
) {
  localStorage.setItem('admin_access_token', 'access');
  localStorage.setItem('admin_refresh_token', 'refresh');
  const getOne = vi.fn(async () => ({ data: records.length > 1 ? records.shift()! : records[0]! }));
  const view = renderWithAdmin(<p />, {
    path: '/disputes/3/show',
    // the area's own dataProvider (its calls reach the mocked API), with the dispute read from `records`
    dataProvider: { ...(readOnly ? franchiseDataProvider : adminDataProvider), getOne } as never,
    lang,
    otherPages: { '/disputes/:id/show': <DisputeShow readOnly={readOnly} /> },
  });
  return { ...view, getOne };
}

describe('a dispute in the back office (issue 28)', () => {
  it('shows the claimed lines, the photo and the messages, and the admin answers', async () => {
    const sent: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/admin/dispute_message`, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        sent.push(await request.json());
        return HttpResponse.json({ code: 2001, payload: [{ id: 2 }], meta: null });
      }),
    );
    const answered = {
      ...open,
      messages: [
        ...open.messages,
        { id: 2, author_role: 'admin' as const, body: 'Nous vérifions.', created_at: '2026-11-02T10:00:00.000Z' },
      ],
    };
    const { t, getOne } = renderShow([open, answered]);
    const page = await screen.findByTestId('dispute-show');
    expect(within(page).getByText(t('shop.disputes.detailTitle', { id: 3 }))).toBeInTheDocument();
    expect(within(page).getByText(`${open.order_no} · ${open.pharmacy_name}`)).toBeInTheDocument();
    const line = within(screen.getByTestId('dispute-lines')).getByText('Crème hydratante').closest('tr')!;
    expect(line.textContent).toContain('2');
    expect(line.textContent).toContain('Damaged');
    // private photos (D116): fetched with the admin's tokens and shown from their blob, which a click opens whole
    const photo = await within(screen.getByTestId('dispute-photos')).findByRole('img', {
      name: t('shop.disputes.photo', { n: 1 }),
    });
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
    expect(photo.closest('a')).toHaveAttribute('href', photo.getAttribute('src'));
    expect(photo.closest('a')).toHaveAttribute('target', '_blank');
    // the link is named by itself, not only through the image inside it (issue 38 §18)
    expect(photo.closest('a')).toHaveAttribute('aria-label', t('shop.disputes.photo', { n: 1 }));
    expect(photoCalls).toEqual([{ role: 'admin', id: '1', access: 'access' }]);
    const messages = screen.getByTestId('dispute-messages');
    expect(messages.textContent).toContain(`${t('shop.disputes.pharmacy')} ·`);
    expect(messages.textContent).toContain('Le livreur a signé la réserve.');
    // date and time kept left to right and on one line: on an Arabic page they showed year first, time before date
    expect(within(messages).getByText(formatDateTime(open.messages[0]!.created_at))).toHaveAttribute('dir', 'ltr');

    expect(screen.getByTestId('dispute-message-send')).toBeDisabled();
    type(screen.getByTestId('dispute-message-input'), '  Nous vérifions.  ');
    fireEvent.click(screen.getByTestId('dispute-message-send'));
    await waitFor(() => expect(sent).toEqual([{ disputeId: 3, body: 'Nous vérifions.' }]));
    // one key per answer: a double click or a repeat after a lost answer writes and mails it once (issue 38 §9)
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    // refreshed: the answer is read back, under "You"
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    expect(await within(messages).findByText('Nous vérifions.')).toBeInTheDocument();
    expect(messages.textContent).toContain(`${t('shop.disputes.you')} ·`);
    expect(screen.getByTestId('dispute-message-input')).toHaveValue('');
    // open: the decision panel, with the card refund since the order was paid by card
    expect(screen.getByTestId('resolve-dispute')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t('resources.disputes.resolve.refundToCard') })).toBeInTheDocument();
  });

  it('a settled dispute shows its decision and its credit note to download, and takes no more messages', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${API}/admin/credit_note/9`, ({ request }) => {
        urls.push(request.url);
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="credit_note_AV-2026-000009_fr.pdf"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:credit-note');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { t } = renderShow([settled], { lang: 'fr' });
    await screen.findByTestId('dispute-show');
    expect(screen.getByTestId('dispute-status')).toHaveAttribute('data-status', 'credit_note');
    expect(screen.getByText(t('shop.disputes.decision'))).toBeInTheDocument();
    expect(screen.getByText('Casse au transport').tagName).toBe('BDI');
    expect(screen.queryByTestId('dispute-message-input')).toBeNull();
    expect(screen.queryByTestId('resolve-dispute')).toBeNull();
    const button = screen.getByTestId('credit-note-download');
    expect(button).toHaveTextContent('AV-2026-000009');
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['credit_note_AV-2026-000009_fr.pdf']));
    expect(new URL(urls[0]!).searchParams.get('lang')).toBe('fr');
  });

  it('the franchisee reads an open dispute without answering, settling or downloading', async () => {
    localStorage.setItem('franchise_access_token', 'franchise-access');
    localStorage.setItem('franchise_refresh_token', 'franchise-refresh');
    renderShow([open], { readOnly: true });
    await screen.findByTestId('dispute-show');
    // its photo through the franchise's own call, with the franchisee's tokens
    expect(await within(screen.getByTestId('dispute-photos')).findByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(photoCalls).toEqual([{ role: 'franchise', id: '1', access: 'franchise-access' }]);
    expect(screen.getByTestId('dispute-comment')).toHaveTextContent(open.comment);
    expect(screen.getByTestId('dispute-messages').textContent).toContain('Le livreur a signé la réserve.');
    for (const action of ['dispute-message-input', 'resolve-dispute', 'credit-note-download'])
      expect(screen.queryByTestId(action), action).toBeNull();
  });
});

describe('a photo that cannot be read', () => {
  it('shows a placeholder saying so, and the rest of the dispute', async () => {
    photoAnswer = () =>
      HttpResponse.json({ code: 4041, payload: [], meta: 'This photo does not exist.' }, { status: 404 });
    const { t } = renderShow([open]);
    const failed = await screen.findByTestId('dispute-photo-failed');
    expect(failed).toHaveAccessibleName(t('shop.disputes.photoUnavailable'));
    expect(
      within(screen.getByTestId('dispute-photos')).queryByRole('img', { name: t('shop.disputes.photo', { n: 1 }) }),
    ).toBeNull();
    expect(screen.getByTestId('dispute-lines')).toHaveTextContent('Crème hydratante');
    expect(photoCalls).toHaveLength(1);
  });
});

describe('a dispute opened from the list', () => {
  it('waits for its details instead of breaking on the list’s record, which has no lines, photos or messages', async () => {
    localStorage.setItem('admin_access_token', 'access');
    localStorage.setItem('admin_refresh_token', 'refresh');
    const { lines: _l, photos: _p, messages: _m, ...listed } = open;
    const dataProvider = {
      ...adminDataProvider,
      getList: vi.fn(async () => ({ data: [listed], total: 1 })),
      getOne: vi.fn(async () => ({ data: open })),
    };
    renderWithAdmin(<DisputeList />, {
      path: '/disputes',
      dataProvider: dataProvider as never,
      otherPages: { '/disputes/:id/show': <DisputeShow /> },
    });
    fireEvent.click(await screen.findByText(open.order_no));
    expect(await screen.findByTestId('dispute-lines')).toHaveTextContent('Crème hydratante');
    expect(screen.getByTestId('dispute-messages')).toHaveTextContent('Le livreur a signé la réserve.');
    expect(dataProvider.getOne).toHaveBeenCalledWith('disputes', expect.objectContaining({ id: '3' }));
  });
});
