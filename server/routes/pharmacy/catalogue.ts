import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { toDinars } from '../../../src/contract/constants.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { mainImagePath } from '../../orders/basket.js';
import { idOf } from '../../http/ids.js';

const productNotFound = () => new ApiError(4041, 'pharmacy.productNotFound', { status: 404 });

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
      let q = db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .select([
          'products.id',
          'products.ref',
          'products.name',
          'products.price',
          'products.customer_price',
          'products.quantity',
          'products.category_id',
          'categories.name_fr as categoryFr',
          'categories.name_en as categoryEn',
          mainImagePath.as('image'),
        ])
        .where('products.deleted_at', 'is', null);
      const text = search?.trim();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) => eb.or([eb('products.name', 'ilike', like), eb('products.ref', 'ilike', like)]));
      }
      if (category !== undefined && category !== '') {
        const categoryId = idOf(category);
        // an impossible id filters everything out rather than being ignored
        q = q.where('products.category_id', '=', categoryId ?? -1);
      }
      const rows = await q.orderBy(sql`lower(products.name)`).orderBy('products.id').execute();
      return ok(
        request,
        reply,
        rows.map(({ image, price, customer_price, ...p }) => ({
          ...p,
          price: toDinars(price),
          customer_price: toDinars(customer_price),
          mainImage: image,
          default_image: image,
        })),
      );
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
      const product = await db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .select([
          'products.id',
          'products.ref',
          'products.name',
          'products.price',
          'products.customer_price',
          'products.quantity',
          'products.description_fr as descriptionFr',
          'products.description_en as descriptionEn',
          'products.category_id',
          'categories.name_fr as categoryFr',
          'categories.name_en as categoryEn',
        ])
        .where('products.id', '=', id)
        .where('products.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!product) throw productNotFound();
      const images = await db
        .selectFrom('product_images')
        .select(['id', 'path', 'is_main'])
        .where('product_id', '=', id)
        .orderBy('is_main', 'desc')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return ok(request, reply, {
          ...product,
          product_id: product.id,
          price: toDinars(product.price),
          customer_price: toDinars(product.customer_price),
          images: images.map((i) => ({ id: i.id, path: i.path, mainImage: i.is_main ? 1 : 0 })),
          default_image: images[0]?.path ?? null,
          mainImage: images[0]?.path ?? null,
      });
    },
  );
}
