import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '../../contract/constants';
import { authCatalogues } from '../../i18n/catalogues';
import { prepareLang } from '../../i18n/prepareLang';
import { LiteAuthKit } from './LiteAuthKit';
import { leaveSessionNotice, peekSessionNotice } from './sessionNotice';

/** A part of the page whose code is still loading at the first render, as the sign-in form's may be. */
const StillLoading = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { default: () => <p>form</p> };
});

beforeAll(async () => {
  localStorage.setItem(STORAGE.lang, 'en');
  await Promise.all([prepareLang('en'), authCatalogues.load('en')]);
});

describe('LiteAuthKit', () => {
  it('shows the notice an ended session left, even when its first render is thrown away while a part loads', async () => {
    leaveSessionNotice('auth.sessionExpired');
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <LiteAuthKit>
            <StillLoading />
          </LiteAuthKit>
        </Suspense>
      </MemoryRouter>,
    );
    // the notice's component is loaded lazily: on a loaded machine that takes more than findBy's default second
    expect(
      await screen.findByText('Session Expired, Please login again', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // shown once: the next visit of the page has no notice
    expect(peekSessionNotice()).toBeNull();
  });
});
