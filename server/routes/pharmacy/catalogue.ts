import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { likePattern } from '../../queries/orders.js';
import { catalogueQuery, productDetails, productItem, type ProductRow } from '../../queries/products.js';

const productNotFound = () => new ApiError(4041, 'pharmacy.productNotFound', { status: 404 });

/** What the storefront adds to the common product fields (never the cost). */
const storefrontFields = (r: ProductRow) => ({ category_id: r.category_id });

/** Catalogue of the storefront: every product not withdrawn, out-of-stock ones included (shown as such). */
export function registerCatalogueRoutes(app: FastifyInstance, { db, guard }: AppContext) {
  app.get(
    '/pharmacy/products_list',
    {
      preHandler: guard('pharmacy'),
      schema: {
        tags: ['pharmacy'],
        summary: 'Products of the catalogue (plain list); optional `search` (name or reference) and `category` (id)',
        querystring: { type: 'object', properties: { search: { type: 'string' }, category: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const { search, category } = request.query as { search?: string; category?: string };
      let q = catalogueQuery(db);
      const text = search?.trim();
      if (text) {
        const like = likePattern(text);
        q = q.where((eb) => eb.or([eb('products.name', 'ilike', like), eb('products.ref', 'ilike', like)]));
      }
      if (category !== undefined && category !== '') {
        const categoryId = idOf(category);
        // an impossible id filters everything out rather than being ignored
        q = q.where('products.category_id', '=', categoryId ?? -1);
      }
      const rows = await q.orderBy(sql`lower(products.name)`).orderBy('products.id').execute();
      return ok(request, reply, rows.map((r) => ({ ...productItem(r), ...storefrontFields(r) })));
    },
  );

  app.post(
    '/pharmacy/product_details',
    {
      preHandler: guard('pharmacy'),
      schema: {
        tags: ['pharmacy'],
        summary: 'One product with its images and descriptions in both languages',
        body: { type: 'object', properties: { id: { description: 'product id' } } },
      },
    },
    async (request, reply) => {
      const id = idOf((request.body as { id?: unknown } | undefined)?.id);
      if (id === null) throw productNotFound();
      const product = await productDetails(db, id, storefrontFields);
      if (!product) throw productNotFound();
      return ok(request, reply, product);
    },
  );
}
