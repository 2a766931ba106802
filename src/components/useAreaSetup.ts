import { useState } from 'react';
import { localStorageStore, type Store } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider';
import { currentLang } from '../i18n/lang';

/** Narrower than MUI's `md` (900 px). */
const NARROW = '(max-width: 899.95px)';

/**
 * The react-admin store and i18nProvider of one area, made when the area mounts. Each area keeps its
 * own store (prefix `RaStore.<area>`); its `locale` is aligned on the shared `lang` key first, so a
 * language chosen on the landing page or in another area is the one shown here.
 */
export function useAreaSetup(area: 'admin' | 'franchise' | 'pharmacy'): {
  store: Store;
  i18nProvider: ReturnType<typeof createI18nProvider>;
} {
  const [setup] = useState(() => {
    const store = localStorageStore('1', `.${area}`);
    store.setItem('locale', currentLang());
    // the side menu starts as icons only below a laptop's width (a tablet, a zoomed window), until toggled
    if (area !== 'pharmacy' && store.getItem('sidebar.open') === undefined && window.matchMedia?.(NARROW).matches)
      store.setItem('sidebar.open', false);
    return { store, i18nProvider: createI18nProvider(area === 'pharmacy' ? 'shop' : 'backOffice') };
  });
  return setup;
}
