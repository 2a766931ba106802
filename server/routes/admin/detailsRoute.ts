import { response } from '../../../src/contract/answers/envelope.js';
import { Type, type TSchema } from 'typebox';
import { type ApiError, ok } from '../../http/envelope.js';
import type { AreaApp } from '../area.js';
import { adminDoc, formBody, requireId } from './input.js';

interface DetailsRoute {
  path: string;
  summary: string;
  /** message of an id that cannot be one (4001, 400); `admin.invalidId` by default */
  invalidIdKey?: string;
  load: (id: number) => Promise<object | null | undefined>;
  /** the record's schema: the answer is `[record]` */
  answer: TSchema;
  notFound: () => ApiError;
}

/** A `POST /admin/<resource>_details` call (001 §7): body `{id}`, the record answered as `payload[0]`, the resource's 404 when missing. */
export function registerDetailsRoute(app: AreaApp, route: DetailsRoute) {
  app.post(
    route.path,
    {
      schema: {
        ...adminDoc(route.summary),
        body: formBody(['id']),
        response: response(Type.Tuple([route.answer])),
      },
    },
    async (request, reply) => {
      const record = await route.load(requireId(request.body.id, route.invalidIdKey));
      if (!record) throw route.notFound();
      return ok(request, reply, [record]);
    },
  );
}
