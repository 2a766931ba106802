import { response } from '../../../src/contract/answers/envelope.js';
import { Address } from '../../../src/contract/answers/pharmacies.js';
import { Type } from 'typebox';
import { addressForm } from '../../../src/contract/forms.js';
import type { AppContext } from '../../context.js';
import { ok, validate } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { idOf } from '../../http/ids.js';
import {
  addAddress,
  addressNotFound,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../pharmacies/addresses.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/** Delivery addresses of the pharmacy: at most two (spec 000 §5, §9). Answers carry the updated list. */
export function registerAddressRoutes(app: AreaApp, { db }: AppContext) {
  // after the area's guard: a double click on Add makes one address (issue 26 §7)
  const idem = idempotency(db);

  app.get(
    '/pharmacy/my_addresses',
    {
      schema: {
        ...pharmacyDoc('The delivery addresses: [{address_id, address}]'),
        response: response(Type.Array(Address)),
      },
    },
    async (request, reply) => ok(request, reply, await listAddresses(db, request.account.id)),
  );

  app.post(
    '/pharmacy/add_address',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...pharmacyDoc('Adds a delivery address (two at most)'),
        headers: idempotencyKeyHeader('Add'),
        body: Type.Object({ address: checkedByHandler() }),
        response: response(Type.Array(Address)),
      },
    },
    async (request, reply) => {
      const { body } = request;
      validate(request.lang, addressForm, body);
      await addAddress(db, request.account.id, String(body.address).trim());
      return ok(request, reply, await listAddresses(db, request.account.id), 'pharmacy.addressAdded');
    },
  );

  app.put(
    '/pharmacy/update_address',
    {
      schema: {
        ...pharmacyDoc('Changes the text of an address'),
        body: Type.Object({ address_id: checkedByHandler(), address: checkedByHandler() }),
        response: response(Type.Array(Address)),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const id = idOf(body.address_id);
      if (id === null) throw addressNotFound();
      validate(request.lang, addressForm, body);
      await updateAddress(db, request.account.id, id, String(body.address).trim());
      return ok(request, reply, await listAddresses(db, request.account.id), 'pharmacy.addressUpdated');
    },
  );

  app.delete(
    '/pharmacy/delete_address',
    {
      schema: {
        ...pharmacyDoc('Deletes an address'),
        body: Type.Object({ address_id: checkedByHandler() }),
        response: response(Type.Array(Address)),
      },
    },
    async (request, reply) => {
      const id = idOf(request.body.address_id);
      if (id === null) throw addressNotFound();
      await deleteAddress(db, request.account.id, id);
      return ok(request, reply, await listAddresses(db, request.account.id), 'pharmacy.addressDeleted');
    },
  );
}
