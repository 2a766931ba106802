import { beforeAll } from 'vitest';
import { LANGS } from '../../src/contract/constants';
import { backOfficeCatalogues, liteCatalogues, shopCatalogues } from '../../src/i18n/catalogues';

// the app loads a language's catalogue before an area mounts (router.tsx, withCatalogue); screens rendered alone
// need them loaded too, since the i18nProvider must answer the current language at once
beforeAll(async () => {
  await Promise.all(
    LANGS.flatMap((lang) => [shopCatalogues.load(lang), backOfficeCatalogues.load(lang), liteCatalogues.load(lang)]),
  );
});
