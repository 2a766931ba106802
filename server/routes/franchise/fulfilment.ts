import { fileResponse, response } from '../../../src/contract/answers/envelope.js';
import { Delivered } from '../../../src/contract/answers/shipments.js';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { markDelivered, receiverNameOf, shipmentNotFound } from '../../fulfilment/delivery.js';
import { renderDeliveryNote } from '../../fulfilment/deliveryNote.js';
import { ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { sendPdf } from '../../http/pdfReply.js';
import type { AreaApp } from '../area.js';
import { idParams } from '../backOfficeSchemas.js';
import { franchiseDoc } from './doc.js';

/**
 * Issue 28: franchisees often deliver themselves; they confirm the delivery of their wilaya's shipments (from a
 * phone) and print their delivery notes. Another wilaya's shipment answers like a missing one (D11).
 */
export function registerFranchiseFulfilmentRoutes(app: AreaApp, { db, config }: AppContext) {
  app.post(
    '/franchise/mark_delivered',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 28): a shipment of the wilaya reached its pharmacy: {shipmentId, receiver_name}, as /admin/mark_delivered; ' +
            'another wilaya’s shipment answers 404; audited',
        ),
        body: Type.Object({ shipmentId: Type.Unknown(), receiver_name: Type.Optional(Type.Unknown()) }),
        response: response(Type.Tuple([Delivered])),
      },
    },
    async (request, reply) => {
      const me = franchiseeOf(request.account);
      const id = idOf(request.body.shipmentId);
      if (id === null) throw shipmentNotFound();
      const done = await markDelivered(db, request.account, id, receiverNameOf(request.body.receiver_name), {
        wilayaId: me.wilaya_id,
      });
      return ok(request, reply, [done], 'delivery.done');
    },
  );

  app.get(
    '/franchise/delivery_note/:shipmentId',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 28): the delivery note PDF of a shipment of the wilaya, in the pharmacy’s language',
        ),
        params: idParams('shipmentId'),
        response: fileResponse('application/pdf', 'the delivery note PDF'),
      },
    },
    async (request, reply) => {
      const me = franchiseeOf(request.account);
      const id = idOf(request.params.shipmentId);
      const note = id === null ? null : await renderDeliveryNote(db, config, id, { wilayaId: me.wilaya_id });
      if (!note) throw shipmentNotFound();
      return sendPdf(reply, note.fileName, note.pdf, 'private, no-store');
    },
  );
}
