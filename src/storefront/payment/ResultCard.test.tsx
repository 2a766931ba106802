import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfig, setRuntimeConfig } from '../../config/runtime';
import { ResultCard } from './ResultCard';

const before = runtimeConfig();
afterEach(() => setRuntimeConfig(before));

describe('payment result card', () => {
  it('prints the seller’s name, address and numbers above the receipt, on paper only', () => {
    setRuntimeConfig({
      company: {
        name: 'SARL ParaPharm DZ',
        address: '12 rue Didouche Mourad, 16000 Alger',
        rc: '16/00-1234567 B 21',
        nif: '002116001234567',
        phone: '+213 21 00 00 00',
      },
    });
    const { getByTestId } = render(<ResultCard tone="success" title="Paiement accepté" testId="result" />);
    const header = getByTestId('print-company-header');
    expect(header).toHaveTextContent('SARL ParaPharm DZ');
    expect(header).toHaveTextContent('12 rue Didouche Mourad, 16000 Alger');
    expect(header).toHaveTextContent('RC 16/00-1234567 B 21 · NIF 002116001234567');
    // hidden on screen: MUI writes display:none with a print media rule
    expect(getComputedStyle(header).display).toBe('none');
  });

  it('prints no header when the configuration has none (a dev server without /config.json)', () => {
    setRuntimeConfig({ company: undefined });
    const { queryByTestId, getByTestId } = render(<ResultCard tone="error" title="Paiement refusé" testId="result" />);
    expect(getByTestId('result')).toBeInTheDocument();
    expect(queryByTestId('print-company-header')).toBeNull();
  });
});
