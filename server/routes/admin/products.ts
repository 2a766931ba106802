import { response } from '../../../src/contract/answers/envelope.js';
import { catalogueAnswer } from '../../../src/contract/answers/products.js';
import { AdminProductDetails, AdminProductItem, Deleted } from '../../../src/contract/answers/catalogue.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { PRODUCT_FIELDS } from '../../../src/contract/adminFields.js';
import { productEditForm, productForm } from '../../../src/contract/forms.js';
import { addProductImage, deleteProductImage, setMainImage } from '../../catalogue/images.js';
import { productNotFound } from '../../catalogue/notFound.js';
import {
  addProduct,
  adminFields,
  adminProductDetails,
  updateProduct,
  withdrawProduct,
} from '../../catalogue/products.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { checkForm, fieldRefusal } from '../../http/fieldRefusals.js';
import {
  type CatalogueParams,
  catalogueParamsSchema,
  listCatalogue,
  productItem,
  type ProductRow,
} from '../../queries/products.js';
import type { AreaApp } from '../area.js';
import { registerDetailsRoute } from './detailsRoute.js';
import { quantityLoadedField, quantityLoadedOf, refusingStale, versionField, versionOf } from './editBasis.js';
import { adminDoc, editedId, formBody, requireId } from './input.js';
import { firstValues, readForm } from './multipart.js';

const ADMIN_SORTS = ['name', 'ref', 'price', 'customer_price', 'created_at', 'cost'] as const;

/** The catalogue's query (shared with the storefront) plus the back office's cache buster and low-stock filter. */
const listQuery = Type.Unsafe<
  CatalogueParams & { ts?: string; low_stock?: '' | '0' | '1'; without_ar?: '' | '0' | '1' }
>({
  ...catalogueParamsSchema,
  properties: {
    ...catalogueParamsSchema.properties,
    ts: { type: 'string' },
    low_stock: { type: 'string', enum: ['', '0', '1'] },
    brand: { type: 'string', description: 'only the products of this brand, any case (issue 40)' },
    without_ar: {
      type: 'string',
      enum: ['', '0', '1'],
      description: '1: only the products without an Arabic name (D64 addition)',
    },
  },
});

const GTIN_DOC =
  'addition (issue 29): an EAN-13 or GTIN-14 with its right check digit, stored and answered as 14 digits, unique among live products (4091 when taken, 4002 when invalid); empty clears it, not sent keeps it';

export function registerProductRoutes(app: AreaApp, ctx: AppContext) {
  const { db, mediaDir } = ctx;
  const answer = async (id: number) => [await adminProductDetails(db, id)];

  app.get(
    '/admin/products_list',
    {
      schema: {
        ...adminDoc(
          'Every product (not withdrawn) with its category names and main image; ?ts= is ignored (cache buster). With `offset`/`limit` one page, `{products, total}`; optional `search`, `category`, `sort` (also `cost`) (D22); ' +
            'low_stock is true under LOW_STOCK_THRESHOLD units, ?low_stock=1 lists only those',
        ),
        querystring: listQuery,
        response: response(catalogueAnswer(AdminProductItem)),
      },
    },
    async (request, reply) => {
      const { low_stock: lowOnly, without_ar: withoutAr, ...params } = request.query;
      const threshold = ctx.config.lowStockThreshold;
      const item = (r: ProductRow) => ({ ...productItem(r), ...adminFields(r), low_stock: r.quantity < threshold });
      return ok(
        request,
        reply,
        await listCatalogue(
          db,
          { ...params, ...(lowOnly === '1' ? { quantityBelow: threshold } : {}), withoutArabic: withoutAr === '1' },
          item,
          ADMIN_SORTS,
        ),
      );
    },
  );

  registerDetailsRoute(app, {
    path: '/admin/product_details',
    summary: 'One product with images, descriptions and the category list: payload[0]',
    load: (id) => adminProductDetails(db, id),
    answer: AdminProductDetails,
    notFound: productNotFound,
  });

  app.post(
    '/admin/add_product',
    {
      schema: {
        ...adminDoc(
          'Adds a product. multipart/form-data: the fields plus up to 5 repeated `images` files, each paired with a repeated `mainImage` "1"/"0" in the same order (D9); none marked → the first is main. ' +
            `quantity stays a field of the form (001 §7) but a new product starts with no stock: any quantity above 0 is refused with 4093 on quantity, nothing created; its units come in through /admin/receive_stock with their lot and expiry (issue 37 §13, D111). Optional field gtin: ${GTIN_DOC}`,
        ),
        consumes: ['multipart/form-data', 'application/json'],
        response: response(Type.Tuple([AdminProductDetails])),
      },
    },
    async (request, reply) => {
      const form = await readForm(request, ['mainImage'], { nameOversized: true });
      const body = firstValues(form.fields);
      checkForm(request.lang, productForm, body);
      const files = form.files.filter((f) => f.field === 'images' || f.field === 'image');
      const id = await addProduct(db, request.account, request.lang, mediaDir, {
        body,
        files,
        mainFlags: form.fields.mainImage ?? [],
      });
      return ok(request, reply, await answer(id), 'admin.productAdded');
    },
  );

  app.put(
    '/admin/update_product',
    {
      schema: {
        ...adminDoc(
          'Updates a product (prodId); a description sent empty clears it, one not sent is kept. Optional `version` (D23) and `quantity_loaded` (D24): a stale form is refused, its stock applied as a change. ' +
            'A stock removal is a stock adjustment of its lots (issue 29, D81): out of the opening lot first, then the sellable lots that expire last, each audited with reason edit. An addition is refused with 4093 on quantity and nothing is saved (issue 37 §13, D111): units come in through /admin/receive_stock with their lot and expiry, or /admin/adjust_stock with a reason. Optional `gtin` (issue 29)',
        ),
        body: Type.Object({
          ...formBody(['prodId', ...PRODUCT_FIELDS]).properties,
          version: versionField(),
          quantity_loaded: quantityLoadedField(),
          gtin: Type.Optional(Type.Unknown({ description: GTIN_DOC })),
          brand: Type.Optional(
            Type.Unknown({
              description:
                'addition (issue 40): the laboratory, 80 characters at most; empty clears it, not sent keeps it',
            }),
          ),
        }),
        response: response(Type.Tuple([AdminProductDetails])),
      },
    },
    async (request, reply) => {
      const id = requireId(editedId(request.body, 'prodId'), 'admin.invalidId', Code.VALIDATION);
      checkForm(request.lang, productEditForm, request.body);
      const basis = {
        version: versionOf(request.body.version),
        quantityLoaded: quantityLoadedOf(request.body.quantity_loaded),
      };
      await refusingStale(updateProduct(db, request.account, request.lang, id, request.body, basis), () =>
        adminProductDetails(db, id),
      );
      return ok(request, reply, await answer(id), 'admin.productUpdated');
    },
  );

  app.put(
    '/admin/delete_product',
    {
      schema: {
        ...adminDoc('Withdraws a product (soft delete): it leaves the catalogue, past orders keep their lines'),
        body: formBody(['id']),
        response: response(Deleted),
      },
    },
    async (request, reply) => {
      const id = requireId(request.body.id);
      await withdrawProduct(db, request.account, id);
      return ok(request, reply, [{ id }], 'admin.productDeleted');
    },
  );

  app.post(
    '/admin/add_product_image',
    {
      schema: {
        ...adminDoc(
          'Adds one image to a product (multipart `image`, `productId`, optional `mainImage` "1"); 5 images at most',
        ),
        consumes: ['multipart/form-data'],
        response: response(Type.Tuple([AdminProductDetails])),
      },
    },
    async (request, reply) => {
      const form = await readForm(request, ['mainImage'], { nameOversized: true });
      const productId = requireId(form.fields.productId?.[0]);
      const file = form.files.find((f) => f.field === 'image') ?? form.files[0];
      if (!file) throw fieldRefusal(request.lang, Code.VALIDATION, 'image', 'admin.imageRequired');
      const makeMain = ['1', 'true'].includes(form.fields.mainImage?.[0] ?? '');
      await addProductImage(db, request.account, request.lang, mediaDir, productId, file, makeMain);
      return ok(request, reply, await answer(productId), 'admin.imageAdded');
    },
  );

  app.delete(
    '/admin/delete_product_image',
    {
      schema: {
        ...adminDoc('Deletes one image of a product; if it was the main one, the next image becomes main'),
        body: formBody(['imageId', 'productId']),
        response: response(Type.Tuple([AdminProductDetails])),
      },
    },
    async (request, reply) => {
      const imageId = requireId(request.body.imageId);
      const productId = requireId(request.body.productId, 'admin.invalidId', Code.V4002);
      await deleteProductImage(db, request.account, mediaDir, productId, imageId);
      return ok(request, reply, await answer(productId), 'admin.imageDeleted');
    },
  );

  app.put(
    '/admin/set_main_image',
    {
      schema: {
        ...adminDoc(
          'Addition (D22): makes one image of a product its main image, the others not; answers the product like product_details. 4041 when the product or the image (of that product) is unknown',
        ),
        body: formBody(['productId', 'imageId'], ['productId', 'imageId']),
        response: response(Type.Tuple([AdminProductDetails])),
      },
    },
    async (request, reply) => {
      const productId = requireId(request.body.productId);
      const imageId = requireId(request.body.imageId, 'admin.invalidId', Code.V4002);
      await setMainImage(db, request.account, productId, imageId);
      return ok(request, reply, await answer(productId), 'admin.mainImageSet');
    },
  );
}
