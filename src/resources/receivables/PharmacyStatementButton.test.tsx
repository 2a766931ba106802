import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor, within } from '../../../tests/support/component';
import { algiersDay } from '../../contract/algiersTime';
import { ApiError, type BlobResult } from '../../http/client';
import { PharmacyStatementButton } from './PharmacyStatementButton';

const pdf: BlobResult = {
  status: 200,
  blob: new Blob(['%PDF']),
  contentType: 'application/pdf',
  filename: 'releve_12_2026-09-01_2026-12-02_fr.pdf',
};

/** saveBlob's link: jsdom cannot follow it, so the file name it was given is read off the link. */
const stubDownload = () => {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:statement');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
};
afterEach(() => vi.restoreAllMocks());

/** The default period, worked out apart: the first day of the Algiers month three months back, to today. */
const defaultPeriod = () => {
  const today = algiersDay(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const back = m - 3 < 1 ? { y: y - 1, m: m + 9 } : { y, m: m - 3 };
  return { from: `${back.y}-${String(back.m).padStart(2, '0')}-01`, to: today };
};

describe("a pharmacy's statement from the back office (issue 38 §5)", () => {
  it('opens on the last three months, names the pharmacy and saves the PDF the dataProvider answers', async () => {
    const saved = stubDownload();
    const accountStatement = vi.fn(async (_id: number, _from: string, _to: string) => pdf);
    const { t } = renderWithAdmin(<PharmacyStatementButton pharmacyId={12} name="Pharmacie El Amel" />, {
      dataProvider: { accountStatement },
      lang: 'fr',
    });
    fireEvent.click(await screen.findByRole('button', { name: t('accounts.statement.button') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Pharmacie El Amel');
    const { from, to } = defaultPeriod();
    expect(within(dialog).getByTestId<HTMLInputElement>('statement-from').value).toBe(from);
    expect(within(dialog).getByTestId<HTMLInputElement>('statement-to').value).toBe(to);
    fireEvent.click(within(dialog).getByTestId('statement-download'));
    await waitFor(() => expect(accountStatement).toHaveBeenCalledWith(12, from, to));
    await waitFor(() => expect(saved).toEqual([pdf.filename]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says the server's refusal in the user's words and keeps the dialog open, nothing saved", async () => {
    const saved = stubDownload();
    const refusal = 'الفترة: يجب أن يسبق تاريخ البداية تاريخ النهاية.';
    const accountStatement = vi.fn(async (): Promise<BlobResult> => {
      throw new ApiError({ status: 400, code: 4003, payload: null, meta: refusal });
    });
    renderWithAdmin(<PharmacyStatementButton pharmacyId={3} name="صيدلية الشفاء" />, {
      dataProvider: { accountStatement },
      lang: 'ar',
    });
    fireEvent.click(await screen.findByTestId('statement-open'));
    fireEvent.click(await screen.findByTestId('statement-download'));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
