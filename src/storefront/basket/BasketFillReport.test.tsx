import { describe, expect, it } from 'vitest';
import { renderWithAdmin, screen } from '../../../tests/support/component';
import { BasketFillReport } from './BasketFillReport';

const result = (quantity: number) => ({
  basket: { products: [] },
  added: [],
  rejected: [{ ref: 'PF-0021', name: 'Sérum rare', product_id: 21, requested: 10, quantity, reason: 'quota' as const }],
  message: null,
});

describe('the fill report (issue 41 §4)', () => {
  for (const [lang, expected] of [
    ['fr', 'Quota de la période : 6 au lieu de 10'],
    ['en', 'Quota of the period: 6 instead of 10'],
    ['ar', 'حصة الفترة: 6 بدل 10'],
  ] as const)
    it(`names a line cut by a quota with what the quota left, in ${lang}`, async () => {
      renderWithAdmin(<BasketFillReport result={result(6)} onClose={() => {}} />, { lang });
      expect(await screen.findByTestId('fill-issue-quota')).toHaveTextContent(expected);
    });
});
