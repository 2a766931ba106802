import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { MAX_ADDRESSES } from '../../../src/contract/constants.js';
import { addressForm } from '../../../src/contract/forms.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, ok, validate } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';

const addressNotFound = () => new ApiError(Code.NOT_FOUND, 'pharmacy.addressNotFound', { status: 404 });

const listAddresses = (db: Database, pharmacyId: number) =>
  db
    .selectFrom('addresses')
    .select(['id as address_id', 'address'])
    .where('pharmacy_id', '=', pharmacyId)
    .orderBy('id')
    .execute();

/** Delivery addresses of the pharmacy: at most two (spec 000 §5, §9). Answers carry the updated list. */
export function registerAddressRoutes(app: FastifyInstance, { db, guard }: AppContext) {
  const pre = { preHandler: guard('pharmacy') };
  const addressBody = (props: Record<string, object>) => ({ type: 'object', properties: props });

  app.get(
    '/pharmacy/my_addresses',
    { ...pre, schema: { tags: ['pharmacy'], summary: 'The delivery addresses: [{address_id, address}]' } },
    async (request, reply) => ok(request, reply, await listAddresses(db, request.account.id)),
  );

  app.post(
    '/pharmacy/add_address',
    { ...pre, schema: { tags: ['pharmacy'], summary: 'Adds a delivery address (two at most)', body: addressBody({ address: {} }) } },
    async (request, reply) => {
      const body = (request.body ?? {}) as { address?: unknown };
      validate(request.lang, addressForm, body);
      const pharmacyId = request.account.id;
      await db.transaction().execute(async (trx) => {
        // the pharmacy row lock makes two simultaneous adds count one after the other
        await trx.selectFrom('pharmacies').select('id').where('id', '=', pharmacyId).forUpdate().executeTakeFirst();
        const { n } = await trx
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('pharmacy_id', '=', pharmacyId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= MAX_ADDRESSES) throw new ApiError(Code.LIMIT_REACHED, 'pharmacy.addressLimit');
        await trx.insertInto('addresses').values({ pharmacy_id: pharmacyId, address: String(body.address).trim() }).execute();
      });
      return ok(request, reply, await listAddresses(db, pharmacyId), 'pharmacy.addressAdded');
    },
  );

  app.put(
    '/pharmacy/update_address',
    {
      ...pre,
      schema: { tags: ['pharmacy'], summary: 'Changes the text of an address', body: addressBody({ address_id: {}, address: {} }) },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { address_id?: unknown; address?: unknown };
      const id = idOf(body.address_id);
      if (id === null) throw addressNotFound();
      validate(request.lang, addressForm, body);
      const updated = await db
        .updateTable('addresses')
        .set({ address: String(body.address).trim() })
        .where('id', '=', id)
        .where('pharmacy_id', '=', request.account.id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw addressNotFound();
      return ok(request, reply, await listAddresses(db, request.account.id), 'pharmacy.addressUpdated');
    },
  );

  app.delete(
    '/pharmacy/delete_address',
    { ...pre, schema: { tags: ['pharmacy'], summary: 'Deletes an address', body: addressBody({ address_id: {} }) } },
    async (request, reply) => {
      const id = idOf((request.body as { address_id?: unknown } | undefined)?.address_id);
      if (id === null) throw addressNotFound();
      const deleted = await db
        .deleteFrom('addresses')
        .where('id', '=', id)
        .where('pharmacy_id', '=', request.account.id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw addressNotFound();
      return ok(request, reply, await listAddresses(db, request.account.id), 'pharmacy.addressDeleted');
    },
  );
}
