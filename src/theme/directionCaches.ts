import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from './themes';

const ltrCache = createCache({ key: 'css' });
let rtlCache: EmotionCache | undefined;
let rtlPending: Promise<unknown> | undefined;
const listeners = new Set<() => void>();

/** Loads the right-to-left emotion cache (the RTL plugin and cssjanus, only Arabic needs them) once. */
export function loadDirection(direction: Direction): Promise<unknown> {
  if (direction === 'ltr') return Promise.resolve();
  return (rtlPending ??= import('./rtlCache').then((m) => {
    rtlCache = m.rtlCache;
    listeners.forEach((listener) => listener());
  }));
}

/** The emotion cache of `direction`, or undefined while the right-to-left one is still loading. */
export const directionCache = (direction: Direction): EmotionCache | undefined =>
  direction === 'ltr' ? ltrCache : rtlCache;

export function subscribeDirectionCaches(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
