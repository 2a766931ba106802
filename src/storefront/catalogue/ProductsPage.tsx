import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useEvent, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PRODUCTS_PER_PAGE } from '../../contract/constants';
import { storefrontPage } from '../layout/storefrontPage';
import { CatalogueSearchBox } from './CatalogueSearchBox';
import { CatalogueSkeleton } from './CatalogueSkeleton';
import { CategoryTabs } from './CategoryTabs';
import { ProductGrid } from './ProductGrid';
import { useCardsDrawn } from './useCardsDrawn';
import { useCatalogueSearch } from './useCatalogueSearch';
import { useCategories, useProductPage } from './useProducts';
import { useLang } from '../../i18n/useLang';
import { contentLang, contentText } from '../../i18n/lang';

/**
 * /pharmacy/products: search, category filter, grid of product cards, 16 per page with 3 page buttons (spec 000 §2, §9).
 * The server searches and pages (a catalogue of 10 000 products is never sent whole).
 */
export const Component = storefrontPage(ProductsCatalogue, undefined, 'shop.titles.catalogue');

// the pager, under the grid, and the alerts of a failed or empty search load after the page is drawn (issue 11)
const Pagination = lazy(() => import('@mui/material/Pagination'));
const Alert = lazy(() => import('@mui/material/Alert'));

export function ProductsCatalogue() {
  const translate = useTranslate();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, total: answeredTotal = 0, isPending, isError, refetch } = useProductPage({ search, category, page });
  // the cards of an answered page are drawn in a background render, in slices that leave the main thread free (the
  // answer itself comes as an urgent update); the skeleton or the previous page stays until they are ready
  const answered = useMemo(() => (data ? { shown: data, total: answeredTotal } : undefined), [data, answeredTotal]);
  const drawn = useDeferredValue(answered);
  const cards = useCardsDrawn(drawn?.shown.length ?? 0);
  const { data: categoryList } = useCategories();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  const { typed, setTyped, openScanned } = useCatalogueSearch(search, (text) =>
    update({ search: text || null, page: null }),
  );
  // the same functions at each render, for the memoized field and tabs
  const onEnter = useEvent(() => void openScanned());
  const onSelect = useEvent((id: string) => update({ category: id || null, page: null }));

  const categories = useMemo(
    () =>
      (categoryList ?? [])
        .map((c) => ({ id: c.id, name: contentText(lang, { fr: c.nameFr, en: c.nameEn, ar: c.nameAr }) }))
        .sort((a, b) => a.name.localeCompare(b.name, contentLang(lang))),
    [categoryList, lang],
  );
  // the tabs of answered categories are drawn in a background render too
  const shownCategories = useDeferredValue(categories);

  const total = drawn?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  const current = Math.min(page, pages);

  return (
    <Box data-testid="products-page">
      <Box
        sx={{
          display: 'flex',
          alignItems: { md: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
          flexDirection: { xs: 'column', md: 'row' },
          mb: 2.5,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {translate('shop.catalogue.title')}
          </Typography>
          <Typography color="text.secondary">{translate('shop.catalogue.subtitle')}</Typography>
        </Box>
        <CatalogueSearchBox typed={typed} onType={setTyped} onEnter={onEnter} />
      </Box>

      <CategoryTabs categories={shownCategories} selected={category} onSelect={onSelect} />

      {isError ? (
        <Suspense fallback={null}>
          <Alert
            severity="error"
            action={<Button onClick={() => refetch()}>{translate('shop.catalogue.retry')}</Button>}
          >
            {translate('shop.catalogue.loadError')}
          </Alert>
        </Suspense>
      ) : isPending || !drawn ? (
        <CatalogueSkeleton />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="result-count">
            {translate('shop.catalogue.results', { smart_count: total })}
          </Typography>
          {drawn.shown.length === 0 ? (
            <Suspense fallback={null}>
              <Alert
                severity="info"
                action={
                  <Button color="inherit" onClick={() => update({ search: null, category: null, page: null })}>
                    {translate('shop.catalogue.clear')}
                  </Button>
                }
              >
                {translate('shop.catalogue.none')}
              </Alert>
            </Suspense>
          ) : (
            <ProductGrid products={drawn.shown} count={cards} search={search} />
          )}
          {/* under a grid still growing, the pager would be pushed down (a layout shift) */}
          {pages > 1 && cards === drawn.shown.length && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, minHeight: 32 }}>
              <Suspense fallback={null}>
                <Pagination
                  count={pages}
                  page={current}
                  siblingCount={1}
                  boundaryCount={0}
                  color="primary"
                  shape="rounded"
                  onChange={(_, p) => {
                    update({ page: p > 1 ? String(p) : null });
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                  getItemAriaLabel={(type, p) =>
                    type === 'page'
                      ? translate('shop.catalogue.page', { page: p ?? '' })
                      : translate(type === 'next' ? 'ra.navigation.next' : 'ra.navigation.previous')
                  }
                  data-testid="pagination"
                />
              </Suspense>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
