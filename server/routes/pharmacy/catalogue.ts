import { response } from '../../../src/contract/answers/envelope.js';
import {
  catalogueAnswer,
  ListedCategory,
  StorefrontProduct,
  StorefrontProductDetails,
} from '../../../src/contract/answers/products.js';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import type { Lang } from '../../../src/contract/constants.js';
import {
  type CatalogueParams,
  catalogueParamsSchema,
  listCatalogue,
  listedCategories,
  productDetails,
  type ProductRow,
  readerItem,
  shownProductName,
  suggestProducts,
} from '../../queries/products.js';
import type { AreaApp } from '../area.js';
import { withPharmacyPrices } from '../../pricing/storefront.js';
import { shortageDetails, withQuotasLeft } from '../../shortages/storefront.js';
import { checkedByHandler, typedAs } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

const productNotFound = () => new ApiError(4041, 'pharmacy.productNotFound', { status: 404 });

/** What the storefront adds to the common product fields (never the cost). */
const storefrontFields = (r: ProductRow) => ({ category_id: r.category_id });

/** A storefront list item in the reader's language (D64). */
const storefrontItem = (lang: Lang) => {
  const item = readerItem(lang);
  return (r: ProductRow) => ({ ...item(r), ...storefrontFields(r) });
};

/** How many suggestions the search box shows (issue 31). */
export const SUGGESTIONS_LIMIT = 8;

/** Catalogue of the storefront: every product not withdrawn, out-of-stock ones included (shown as such). */
export function registerCatalogueRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/pharmacy/products_list',
    {
      schema: {
        ...pharmacyDoc(
          'Products of the catalogue, sorted by name: the plain list; with `offset`/`limit` one page, `{products, total}` (D22). Optional `search` (name or reference), `category` (id), `sort`. ' +
            'Language 3: `name` is the Arabic name when there is one, `nameFr` the name as stored; `nameAr`, `categoryAr` added (D64). ' +
            '`earliest_expiry` added (issue 29, D82): the earliest expiry (YYYY-MM-DD) among the sellable lots holding stock, what a pharmacy ordering now receives at the soonest; null when no dated lot holds stock. ' +
            'Issue 40 (docs/pricing.md): `price` is the unit price this pharmacy pays for one unit today (its price lists and promotions); `base_price` the catalogue price, `tiers` its quantity tiers, `promotions` those running for it. ' +
            'Issue 41 (docs/shortages.md): `quota_left` and `quota_period_days`, what this pharmacy may still order of a product under quota and over how many days (null without a quota)',
        ),
        querystring: typedAs<CatalogueParams>(catalogueParamsSchema),
        response: response(catalogueAnswer(StorefrontProduct)),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        await withQuotasLeft(
          db,
          request.account.id,
          await withPharmacyPrices(
            db,
            request.account.id,
            await listCatalogue(db, { ...request.query, lang: request.lang }, storefrontItem(request.lang)),
          ),
          typeof request.query.search === 'string' ? request.query.search : undefined,
        ),
      ),
  );

  app.get(
    '/pharmacy/search_suggestions',
    {
      schema: {
        ...pharmacyDoc(
          `Suggestions under the search box (issue 31, D66): up to ${SUGGESTIONS_LIMIT} products best matching \`q\` (same search and ranking as products_list's \`search\`), ` +
            'as products_list items (image, price, stock); [] for an empty `q`',
        ),
        querystring: Type.Object({ q: Type.Optional(Type.String({ description: 'what is typed so far' })) }),
        response: response(Type.Array(StorefrontProduct)),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        await withQuotasLeft(
          db,
          request.account.id,
          await withPharmacyPrices(
            db,
            request.account.id,
            await suggestProducts(
              db,
              { search: request.query.q, lang: request.lang },
              SUGGESTIONS_LIMIT,
              storefrontItem(request.lang),
            ),
          ),
        ),
      ),
  );

  app.get(
    '/pharmacy/categories_list',
    {
      schema: {
        ...pharmacyDoc(
          'Categories that have products in the catalogue, for its filter (D22 addition): [{id, nameFr, nameEn, nameAr}] (nameAr D64)',
        ),
        response: response(Type.Array(ListedCategory)),
      },
    },
    async (request, reply) => ok(request, reply, await listedCategories(db)),
  );

  app.post(
    '/pharmacy/product_details',
    {
      schema: {
        ...pharmacyDoc(
          'One product with its images and descriptions in both languages (and `descriptionAr`); language 3: `name` in Arabic when there is one (D64); `earliest_expiry` as in products_list (issue 29); `price`, `base_price`, `tiers`, `promotions` as in products_list (issue 40); `quota_left`, `quota_period_days` as in products_list, `substitutes` (in stock, priced for this pharmacy) and `availability_request_id` (its waiting "tell me" request) (issue 41, docs/shortages.md)',
        ),
        body: Type.Object({ id: checkedByHandler('product id') }),
        response: response(StorefrontProductDetails),
      },
    },
    async (request, reply) => {
      const id = idOf(request.body.id);
      if (id === null) throw productNotFound();
      const product = await productDetails(db, id, (r) => ({
        ...storefrontFields(r),
        name: shownProductName(request.lang, r),
        nameFr: r.name,
      }));
      if (!product) throw productNotFound();
      const [priced] = await withPharmacyPrices(db, request.account.id, [product]);
      return ok(request, reply, {
        ...priced!,
        ...(await shortageDetails(db, request.account.id, request.lang, id)),
      });
    },
  );
}
