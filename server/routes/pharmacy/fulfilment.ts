import { fileResponse, response } from '../../../src/contract/answers/envelope.js';
import { PharmacyShipmentPage } from '../../../src/contract/answers/shipments.js';
import { Type } from 'typebox';
import { LANGS } from '../../../src/contract/constants.js';
import type { AppContext } from '../../context.js';
import { shipmentNotFound } from '../../fulfilment/delivery.js';
import { renderDeliveryNote } from '../../fulfilment/deliveryNote.js';
import { pharmacyShipments } from '../../fulfilment/pharmacyShipments.js';
import { ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { sendPdf } from '../../http/pdfReply.js';
import type { AreaApp } from '../area.js';
import { text } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/** Issue 28: the pharmacy's shipments and their delivery notes; another pharmacy's shipment does not exist here. */
export function registerPharmacyFulfilmentRoutes(app: AreaApp, { db, config }: AppContext) {
  app.get(
    '/pharmacy/shipments_list/:offset/:limit',
    {
      schema: {
        ...pharmacyDoc(
          'Addition (issue 28): the pharmacy’s shipments, newest first: {shipments, total}; each {shipment_id, order_id, order_no, created_at, carrier, ' +
            'tracking_no, tracking_url, delivered_at, receiver_name}. ?on_the_way=1: only those not delivered yet (the dashboard). offset ≥ 0, limit ≤ 100',
        ),
        params: Type.Object({ offset: text(), limit: text() }),
        querystring: Type.Object({ on_the_way: Type.Optional(Type.String({ enum: ['', '0', '1'] })) }),
        response: response(PharmacyShipmentPage),
      },
    },
    async (request, reply) => {
      const page = await pharmacyShipments(db, request.account.id, {
        ...request.params,
        onTheWay: request.query.on_the_way === '1',
      });
      return ok(request, reply, page);
    },
  );

  app.get(
    '/pharmacy/delivery_note/:shipmentId',
    {
      schema: {
        ...pharmacyDoc(
          'Addition (issue 28): the delivery note (bon de livraison) PDF of one of the pharmacy’s shipments, in its language unless ?lang=',
        ),
        params: Type.Object({ shipmentId: Type.String() }),
        querystring: Type.Object({ lang: Type.Optional(Type.String()) }),
        response: fileResponse('application/pdf', 'the delivery note PDF'),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.shipmentId);
      const lang = LANGS.find((l) => l === request.query.lang);
      const note =
        id === null ? null : await renderDeliveryNote(db, config, id, { pharmacyId: request.account.id }, lang);
      if (!note) throw shipmentNotFound();
      return sendPdf(reply, note.fileName, note.pdf, 'private, no-store');
    },
  );
}
