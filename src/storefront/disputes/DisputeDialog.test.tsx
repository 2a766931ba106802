import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '../../../tests/support/component';
import { API, mockPharmacyApi, ok, renderStorefront, server } from '../../../tests/support/storefront';
import type { DisputeDetailView } from '../../contract/disputes';
import { openDispute } from '../../resources/disputes/disputeSample';
import { DisputeDialog } from './DisputeDialog';

mockPharmacyApi();

const dispute: DisputeDetailView = {
  ...openDispute,
  lines: [
    {
      product_id: 7,
      ref: 'PF-0007',
      name: 'Crème hydratante',
      quantity: 1,
      reason: 'damaged',
      reason_label: 'Damaged',
      unit_price: 125,
    },
  ],
  photos: [
    { id: 11, url: `${API}/pharmacy/dispute_photo/11` },
    { id: 12, url: `${API}/pharmacy/dispute_photo/12` },
  ],
  messages: [],
};

describe('one of the pharmacy’s disputes', () => {
  it('shows its private photos, read with the pharmacy’s tokens (D116); one that cannot be read says so', async () => {
    const asked: { id: string; access: string | null }[] = [];
    server.use(
      http.get(`${API}/pharmacy/dispute/3`, () => ok(dispute)),
      http.get(`${API}/pharmacy/dispute_photo/:id`, ({ request, params }) => {
        asked.push({ id: String(params.id), access: request.headers.get('pharmacy-access-token') });
        return params.id === '11'
          ? new HttpResponse(new Uint8Array([0x52, 0x49, 0x46, 0x46]), {
              headers: { 'content-type': 'image/webp', 'cache-control': 'private, no-store' },
            })
          : HttpResponse.json({ code: 4041, payload: [], meta: 'This photo does not exist.' }, { status: 404 });
      }),
    );
    const { t } = renderStorefront(<DisputeDialog disputeId={3} onClose={() => {}} />);
    const photos = await screen.findByTestId('dispute-photos');
    const first = await within(photos).findByRole('img', { name: t('shop.disputes.photo', { n: 1 }) });
    expect(first.getAttribute('src')).toMatch(/^blob:/);
    expect(first.closest('a')).toHaveAttribute('href', first.getAttribute('src'));
    expect(await within(photos).findByTestId('dispute-photo-failed')).toHaveAccessibleName(
      t('shop.disputes.photoUnavailable'),
    );
    // never the file's address: nothing of /media/ on the page
    expect(document.body.innerHTML).not.toContain('/media/');
    expect(asked.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: '11', access: 'access' },
      { id: '12', access: 'access' },
    ]);
  });
});
