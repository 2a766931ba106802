import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './AccountMenu';

const props = { entries: [], logoutLabel: 'Log out', menuLabel: 'My account', onLogout: () => {} };

/** The top bar's avatar (issue 27 §11): a neutral avatar while the profile loads, the initial once it is there. */
describe('AccountMenu avatar', () => {
  it('shows the neutral person avatar, no "?", while the profile loads', () => {
    render(<AccountMenu {...props} name="" />);
    const avatar = screen.getByTestId('account-avatar');
    expect(avatar).toHaveAttribute('data-loading', 'true');
    expect(avatar.textContent).toBe('');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('shows the initial once the name is known', () => {
    render(<AccountMenu {...props} name="amina benali" email="amina@demo.dz" />);
    const avatar = screen.getByTestId('account-avatar');
    expect(avatar).not.toHaveAttribute('data-loading');
    expect(avatar.textContent).toBe('A');
  });
});
