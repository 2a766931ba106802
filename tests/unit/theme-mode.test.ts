import { afterEach, describe, expect, it, vi } from 'vitest';
import { readThemeMode, storeThemeMode, subscribeThemeMode } from '../../src/theme/mode';

/** A system colour scheme the test sets and changes, like the browser's `prefers-color-scheme`. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', (q: string) =>
    q === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {}, removeEventListener() {} },
  );
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

describe('theme mode (issue 27 §20: the system setting until the user toggles)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('follows the system while nothing is stored, and its changes', () => {
    const system = systemScheme(true);
    expect(readThemeMode()).toBe('dark');
    const seen: string[] = [];
    const stop = subscribeThemeMode(() => seen.push(readThemeMode()));
    system.change(false);
    expect(seen).toEqual(['light']);
    expect(document.documentElement.style.colorScheme).toBe('light');
    stop();
    expect(system.listeners.size).toBe(0);
  });

  it('keeps the toggled mode whatever the system says', () => {
    const system = systemScheme(true);
    storeThemeMode('light');
    expect(readThemeMode()).toBe('light');
    system.change(true);
    expect(readThemeMode()).toBe('light');
    storeThemeMode('dark');
    system.change(false);
    expect(readThemeMode()).toBe('dark');
  });

  it('is light without a stored mode on a light system', () => {
    systemScheme(false);
    expect(readThemeMode()).toBe('light');
  });
});
