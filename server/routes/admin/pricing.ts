import { Type, type TSchema } from 'typebox';
import { response } from '../../../src/contract/answers/envelope.js';
import { Deleted } from '../../../src/contract/answers/catalogue.js';
import {
  BrandPricingStats,
  PharmacyGroup,
  PriceCheck,
  PriceList,
  PriceListItem,
  PriceListItemsPreview,
  Promotion,
} from '../../../src/contract/answers/pricing.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import {
  addPharmacyGroup,
  deletePharmacyGroup,
  listPharmacyGroups,
  updatePharmacyGroup,
} from '../../pricing/groups.js';
import { brandPricingStats } from '../../pricing/campaignFigures.js';
import { PricingInput } from '../../pricing/input.js';
import { priceCheck } from '../../pricing/priceCheck.js';
import {
  addPriceList,
  deletePriceList,
  listPriceLists,
  previewPriceListItems,
  priceListItems,
  setPriceListItems,
  updatePriceList,
} from '../../pricing/priceLists.js';
import { addPromotion, endPromotion, listBrands, listPromotions, updatePromotion } from '../../pricing/promotions.js';
import { periodOf } from '../../stats/period.js';
import type { AreaApp } from '../area.js';
import { periodQuery } from '../backOfficeSchemas.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { adminDoc } from './input.js';

/** Every field is read by the domain's checks (server/pricing/input.ts): no coercion by the schema. */
const fields = (names: readonly string[]) =>
  Type.Object(Object.fromEntries(names.map((n) => [n, checkedByHandler()])) as Record<string, TSchema>);

const LIST_FIELDS = ['name', 'scope', 'scope_ids', 'valid_from', 'valid_to'];
const GROUP_FIELDS = ['name', 'pharmacy_ids'];
const PROMOTION_FIELDS = [
  'name',
  'kind',
  'product_ids',
  'category_id',
  'brand',
  'buy_quantity',
  'free_quantity',
  'percent',
  'min_quantity',
  'scope',
  'scope_ids',
  'valid_from',
  'valid_to',
  'max_free_units',
  'combinable',
];

/** Price lists, pharmacy groups, promotions and the price check (issue 40, docs/pricing.md). */
export function registerPricingAdminRoutes(app: AreaApp, { db }: AppContext) {
  const idem = idempotency(db);
  const once = { preHandler: idem.preHandler, onSend: idem.onSend };
  const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;
  const oneList = async (id: number) => (await listPriceLists(db)).filter((l) => l.id === id);

  app.get(
    '/admin/price_lists',
    {
      schema: {
        ...adminDoc('Every price list by name, with its scope, validity and number of items (issue 40)'),
        response: response(Type.Array(PriceList)),
      },
    },
    async (request, reply) => ok(request, reply, await listPriceLists(db)),
  );

  app.get(
    '/admin/price_list_items',
    {
      schema: {
        ...adminDoc("A price list's items with their product's reference, name, catalogue price and cost (issue 40)"),
        querystring: Type.Object({ priceListId: checkedByHandler('the list id') }),
        response: response(Type.Array(PriceListItem)),
      },
    },
    async (request, reply) => {
      const raw = (request.query as { priceListId?: unknown }).priceListId;
      const id = new PricingInput(request.lang).id(
        typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw,
        'priceListId',
      );
      return ok(request, reply, await priceListItems(db, id));
    },
  );

  app.post(
    '/admin/add_price_list',
    {
      ...once,
      schema: {
        ...adminDoc(
          "Creates a price list {name, scope: 'pharmacies'|'group'|'wilayas', scope_ids, valid_from?, valid_to?} (Algiers days); answers payload[0].price_list_id",
        ),
        headers: idempotencyKeyHeader('Create'),
        body: fields(LIST_FIELDS),
        response: response(Type.Tuple([Type.Object({ price_list_id: Type.Integer() })])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [{ price_list_id: await addPriceList(db, request.account, request.lang, body(request)) }],
        'pricing.priceListAdded',
      ),
  );

  app.put(
    '/admin/update_price_list',
    {
      schema: {
        ...adminDoc('Changes a price list {id, name, scope, scope_ids, valid_from?, valid_to?}; its items stay'),
        body: fields(['id', ...LIST_FIELDS]),
        response: response(Type.Array(PriceList)),
      },
    },
    async (request, reply) => {
      const id = await updatePriceList(db, request.account, request.lang, body(request));
      return ok(request, reply, await oneList(id), 'pricing.priceListUpdated');
    },
  );

  app.delete(
    '/admin/delete_price_list',
    {
      schema: {
        ...adminDoc('Deletes a price list and its items; placed orders keep their prices'),
        body: fields(['id']),
        response: response(Deleted),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [{ id: await deletePriceList(db, request.account, request.lang, body(request).id) }],
        'pricing.priceListDeleted',
      ),
  );

  app.post(
    '/admin/set_price_list_items',
    {
      ...once,
      schema: {
        ...adminDoc(
          'Replaces a price list’s items {priceListId, items: [{product_id, price (dinars), min_quantity? (1)}]}: several items of one product are its quantity tiers; a bad line is refused by its number and nothing changes',
        ),
        headers: idempotencyKeyHeader('Save'),
        body: fields(['priceListId', 'items']),
        response: response(Type.Array(PriceListItem)),
      },
    },
    async (request, reply) => {
      await setPriceListItems(db, request.account, request.lang, body(request));
      return ok(request, reply, await priceListItems(db, body(request).priceListId as number), 'pricing.itemsSaved');
    },
  );

  app.post(
    '/admin/price_list_items_preview',
    {
      schema: {
        ...adminDoc(
          'The preview of an imported price list {lines: [{ref, price, min_quantity?}]}: the lines matched to a product, and those not matched with their line number and why (unknown, bad_price, bad_quantity); writes nothing',
        ),
        body: fields(['lines']),
        response: response(PriceListItemsPreview),
      },
    },
    async (request, reply) => ok(request, reply, await previewPriceListItems(db, body(request).lines)),
  );

  app.get(
    '/admin/pharmacy_groups',
    {
      schema: {
        ...adminDoc('Every pharmacy group by name, with its members (issue 40)'),
        response: response(Type.Array(PharmacyGroup)),
      },
    },
    async (request, reply) => ok(request, reply, await listPharmacyGroups(db)),
  );

  const oneGroup = async (id: number) => (await listPharmacyGroups(db)).filter((g) => g.id === id);

  app.post(
    '/admin/add_pharmacy_group',
    {
      ...once,
      schema: {
        ...adminDoc('Creates a pharmacy group {name, pharmacy_ids}; answers payload[0].group_id'),
        headers: idempotencyKeyHeader('Create'),
        body: fields(GROUP_FIELDS),
        response: response(Type.Tuple([Type.Object({ group_id: Type.Integer() })])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [{ group_id: await addPharmacyGroup(db, request.account, request.lang, body(request)) }],
        'pricing.groupAdded',
      ),
  );

  app.put(
    '/admin/update_pharmacy_group',
    {
      schema: {
        ...adminDoc('Renames a group and sets its members {id, name, pharmacy_ids}'),
        body: fields(['id', ...GROUP_FIELDS]),
        response: response(Type.Array(PharmacyGroup)),
      },
    },
    async (request, reply) => {
      const id = await updatePharmacyGroup(db, request.account, request.lang, body(request));
      return ok(request, reply, await oneGroup(id), 'pricing.groupUpdated');
    },
  );

  app.delete(
    '/admin/delete_pharmacy_group',
    {
      schema: {
        ...adminDoc('Deletes a group no price list nor running promotion names (addition)'),
        body: fields(['id']),
        response: response(Deleted),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [{ id: await deletePharmacyGroup(db, request.account, request.lang, body(request).id) }],
        'pricing.groupDeleted',
      ),
  );

  app.get(
    '/admin/promotions',
    {
      schema: {
        ...adminDoc(
          'The promotions, newest first, with the free units given against their cap; `state` narrows to running, coming or ended (Algiers day). ' +
            'Each adds what it cost and sold over the placed orders (paid, awaiting or given validation; docs/pricing.md "Campaign figures"): ' +
            'orders_count, sales_amount (dinars excl. VAT paid on its lines), discount_given, free_units_placed and free_units_cost (at the product cost)',
        ),
        querystring: Type.Object({ state: checkedByHandler('running, coming or ended') }),
        response: response(Type.Array(Promotion)),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        await listPromotions(db, (request.query as { state?: unknown }).state, new Date(), { figures: true }),
      ),
  );

  app.get(
    '/admin/brand_pricing_stats',
    {
      schema: {
        ...adminDoc(
          'Per laboratory (brand), over the placed orders of a period (?from=&to= YYYY-MM-DD, UTC days, this month by default): ' +
            'orders_count, units_sold, sales_amount (dinars excl. VAT), discount_given, free_units and free_units_cost (at the product cost); ' +
            'the laboratories that sold most first, products without a brand left out (docs/pricing.md "Campaign figures")',
        ),
        querystring: periodQuery,
        response: response(BrandPricingStats),
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      return ok(request, reply, { ...period, brands: await brandPricingStats(db, period) });
    },
  );

  const onePromotion = async (id: number) => (await listPromotions(db, undefined)).filter((p) => p.id === id);

  app.post(
    '/admin/add_promotion',
    {
      ...once,
      schema: {
        ...adminDoc(
          "Creates a promotion {name, kind: 'free_units'|'percent', product_ids?, category_id?, brand?, buy_quantity?, free_quantity?, percent?, min_quantity?, scope?, scope_ids?, valid_from?, valid_to?, max_free_units?, combinable?}; answers payload[0].promotion_id",
        ),
        headers: idempotencyKeyHeader('Create'),
        body: fields(PROMOTION_FIELDS),
        response: response(Type.Tuple([Type.Object({ promotion_id: Type.Integer() })])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [{ promotion_id: await addPromotion(db, request.account, request.lang, body(request)) }],
        'pricing.promotionAdded',
      ),
  );

  app.put(
    '/admin/update_promotion',
    {
      schema: {
        ...adminDoc(
          'Changes a promotion not ended {id, …as add_promotion}; its cap never below the units already given',
        ),
        body: fields(['id', ...PROMOTION_FIELDS]),
        response: response(Type.Array(Promotion)),
      },
    },
    async (request, reply) => {
      const id = await updatePromotion(db, request.account, request.lang, body(request));
      return ok(request, reply, await onePromotion(id), 'pricing.promotionUpdated');
    },
  );

  app.post(
    '/admin/end_promotion',
    {
      schema: {
        ...adminDoc('Ends a promotion now {id}: it gives nothing more; placed orders keep what they got'),
        body: fields(['id']),
        response: response(Type.Array(Promotion)),
      },
    },
    async (request, reply) => {
      const id = await endPromotion(db, request.account, request.lang, body(request).id);
      return ok(request, reply, await onePromotion(id), 'pricing.promotionEndedNow');
    },
  );

  app.post(
    '/admin/price_check',
    {
      schema: {
        ...adminDoc(
          'For {pharmacy_id, product_id, quantity}: the price, the discount, the free units and which rule gave each (docs/pricing.md)',
        ),
        body: fields(['pharmacy_id', 'product_id', 'quantity']),
        response: response(PriceCheck),
      },
    },
    async (request, reply) => ok(request, reply, await priceCheck(db, request.lang, body(request))),
  );

  app.get(
    '/admin/brands',
    {
      schema: {
        ...adminDoc('The brands (laboratories) of the live products, for forms and filters'),
        response: response(Type.Array(Type.String())),
      },
    },
    async (request, reply) => ok(request, reply, await listBrands(db)),
  );
}
