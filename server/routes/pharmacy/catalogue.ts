import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { type CatalogueParams, catalogueParamsSchema, listCatalogue, listedCategories, productDetails, productItem, type ProductRow } from '../../queries/products.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, typedAs } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

const productNotFound = () => new ApiError(4041, 'pharmacy.productNotFound', { status: 404 });

/** What the storefront adds to the common product fields (never the cost). */
const storefrontFields = (r: ProductRow) => ({ category_id: r.category_id });

/** Catalogue of the storefront: every product not withdrawn, out-of-stock ones included (shown as such). */
export function registerCatalogueRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/pharmacy/products_list',
    {
      schema: {
        ...pharmacyDoc(
          'Products of the catalogue, sorted by name: the plain list; with `offset`/`limit` one page, `{products, total}` (D22). Optional `search` (name or reference), `category` (id), `sort`',
        ),
        querystring: typedAs<CatalogueParams>(catalogueParamsSchema),
      },
    },
    async (request, reply) => ok(request, reply, await listCatalogue(db, request.query, (r) => ({ ...productItem(r), ...storefrontFields(r) }))),
  );

  app.get(
    '/pharmacy/categories_list',
    { schema: pharmacyDoc('Categories that have products in the catalogue, for its filter (D22 addition): [{id, nameFr, nameEn}]') },
    async (request, reply) => ok(request, reply, await listedCategories(db)),
  );

  app.post(
    '/pharmacy/product_details',
    {
      schema: {
        ...pharmacyDoc('One product with its images and descriptions in both languages'),
        body: Type.Object({ id: checkedByHandler('product id') }),
      },
    },
    async (request, reply) => {
      const id = idOf(request.body.id);
      if (id === null) throw productNotFound();
      const product = await productDetails(db, id, storefrontFields);
      if (!product) throw productNotFound();
      return ok(request, reply, product);
    },
  );
}
