import { describe, expect, it } from 'vitest';
import { renderWithAdmin, screen } from '../../../tests/support/component';
import { StockBadge } from './StockBadge';

/** WCAG relative luminance of an `rgb(r, g, b)` colour. */
function luminance(rgb: string) {
  const [r, g, b] = rgb
    .match(/\d+/g)!
    .slice(0, 3)
    .map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastOnWhite = (rgb: string) => 1.05 / (luminance(rgb) + 0.05);

describe('stock badge', () => {
  it('"Only N left" reads at 4.5:1 or more on the white card (issue 27 §19: the amber text was 2.14:1)', async () => {
    renderWithAdmin(<StockBadge stock={4} />, { lang: 'fr' });
    const text = await screen.findByText('Plus que 4 en stock');
    const ratio = contrastOnWhite(getComputedStyle(text).color);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('out of stock and in stock keep their words', async () => {
    renderWithAdmin(
      <>
        <StockBadge stock={0} />
        <StockBadge stock={50} />
      </>,
      { lang: 'en' },
    );
    expect(await screen.findByText(/out of stock/i)).toBeInTheDocument();
    expect(document.querySelector('[data-stock="in"]')).not.toBeNull();
  });
});
