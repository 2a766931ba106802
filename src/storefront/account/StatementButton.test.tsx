import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, type } from '../../../tests/support/component';
import { answer, mockPharmacyApi, renderStorefront } from '../../../tests/support/storefront';
import { StatementButton } from './StatementButton';

mockPharmacyApi();

describe('the statement of account’s period (issue 38 §17)', () => {
  it('says on the field that the end comes before the start, and sends nothing until it is right', async () => {
    const asked = answer(
      'get',
      '/pharmacy/account_statement',
      () => new Response(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } }),
    );
    const { t } = renderStorefront(<StatementButton />, { lang: 'fr' });
    fireEvent.click(await screen.findByTestId('statement-open'));
    type(screen.getByTestId('statement-from'), '2026-11-20');
    type(screen.getByTestId('statement-to'), '2026-11-01');
    expect(await screen.findByText(t('accounts.statement.badPeriod'))).toBeInTheDocument();
    expect(screen.getByTestId('statement-download')).toBeDisabled();
    fireEvent.click(screen.getByTestId('statement-download'));
    type(screen.getByTestId('statement-to'), '2030-11-20');
    expect(await screen.findByText(t('accounts.statement.tooLong', { years: 3 }))).toBeInTheDocument();
    expect(screen.getByTestId('statement-download')).toBeDisabled();
    type(screen.getByTestId('statement-to'), '2026-11-30');
    expect(screen.queryByText(t('accounts.statement.badPeriod'))).toBeNull();
    expect(asked).toHaveLength(0);
    expect(screen.getByTestId('statement-download')).toBeEnabled();
  });
});
