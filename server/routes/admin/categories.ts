import { response } from '../../../src/contract/answers/envelope.js';
import { Category, Deleted } from '../../../src/contract/answers/catalogue.js';
import { Code } from '../../../src/contract/codes.js';
import { CATEGORY_FIELDS } from '../../../src/contract/adminFields.js';
import { categoryForm } from '../../../src/contract/forms.js';
import {
  addCategory,
  categoryQuery,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../../catalogue/categories.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { checkForm } from '../../http/fieldRefusals.js';
import { idempotency } from '../../http/idempotency.js';
import type { AreaApp } from '../area.js';
import { Type } from 'typebox';
import { refusingStale, versionField, versionOf } from './editBasis.js';
import { idempotencyKeyHeader } from '../schemaParts.js';
import { adminDoc, editedId, formBody, requireId } from './input.js';

export function registerCategoryRoutes(app: AreaApp, ctx: AppContext) {
  const { db } = ctx;
  // after the area's guard: a double click on Create makes one category (issue 26 §7)
  const idem = idempotency(db);
  const answer = (id: number) => categoryQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();

  app.get(
    '/admin/categories_list',
    {
      schema: {
        ...adminDoc('Every category, names and descriptions in both languages'),
        response: response(Type.Array(Category)),
      },
    },
    async (request, reply) => ok(request, reply, await listCategories(db, request.lang)),
  );

  app.post(
    '/admin/add_category',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Adds a category; a name another category bears (either language, any case) is refused with 4091 on that field',
        ),
        headers: idempotencyKeyHeader('Create'),
        body: formBody(CATEGORY_FIELDS),
        response: response(Type.Tuple([Category])),
      },
    },
    async (request, reply) => {
      checkForm(request.lang, categoryForm, request.body);
      const id = await addCategory(db, request.account, request.lang, request.body);
      return ok(request, reply, [await answer(id)], 'admin.categoryAdded');
    },
  );

  app.put(
    '/admin/update_category',
    {
      schema: {
        ...adminDoc(
          'Updates a category (catId); names must stay unique as on add (4091). Optional `version` (D23): a stale form is refused',
        ),
        body: Type.Object({ ...formBody(['catId', ...CATEGORY_FIELDS]).properties, version: versionField() }),
        response: response(Type.Tuple([Category])),
      },
    },
    async (request, reply) => {
      const id = requireId(editedId(request.body, 'catId'), 'admin.invalidId', Code.VALIDATION);
      checkForm(request.lang, categoryForm, request.body);
      const version = versionOf(request.body.version);
      await refusingStale(updateCategory(db, request.account, request.lang, id, request.body, version), () =>
        answer(id),
      );
      return ok(request, reply, [await answer(id)], 'admin.categoryUpdated');
    },
  );

  app.delete(
    '/admin/delete_category',
    {
      schema: {
        ...adminDoc('Deletes a category; refused (4094) while it still holds products'),
        body: formBody(['id']),
        response: response(Deleted),
      },
    },
    async (request, reply) => {
      const id = requireId(request.body.id, 'admin.invalidId', Code.VALIDATION);
      await deleteCategory(db, request.account, ctx.mediaDir, id);
      return ok(request, reply, [{ id }], 'admin.categoryDeleted');
    },
  );
}
