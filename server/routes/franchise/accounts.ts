import { fileResponse, response } from '../../../src/contract/answers/envelope.js';
import { ReceivablePage } from '../../../src/contract/answers/accounts.js';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { Code } from '../../../src/contract/codes.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { sendPdf } from '../../http/pdfReply.js';
import { statementOf, statementPeriodOf } from '../../ledger/statement.js';
import { renderStatement, statementFileName } from '../../ledger/statementPdf.js';
import { listReceivables } from '../../ledger/accountLists.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams, statementQuery } from '../backOfficeSchemas.js';
import { franchiseDoc } from './doc.js';

/** Issue 30: the franchisee reads its wilaya's receivables, with each pharmacy's terms and limit. */
export function registerFranchiseAccountRoutes(app: AreaApp, { db, config }: AppContext) {
  app.get(
    '/franchise/receivables/:offset/:limit',
    {
      schema: {
        ...franchiseDoc(
          "Addition (issue 30): the receivables of the wilaya's pharmacies, as /admin/receivables: {pharmacies: [{pharmacy_id, name, balance, overdue, available_credit, credit_limit, payment_terms_days, aging}], total}",
        ),
        params: pageParams,
        response: response(ReceivablePage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      return ok(
        request,
        reply,
        await listReceivables(db, config, { offset, limit }, { wilayaId: franchiseeOf(request.account).wilaya_id }),
      );
    },
  );

  app.get(
    '/franchise/account_statement/:pharmacyId',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 30, D100): the statement of account PDF of a pharmacy of the wilaya, as /admin/account_statement; a pharmacy of another wilaya answers 4041',
        ),
        params: idParams('pharmacyId'),
        querystring: statementQuery,
        response: fileResponse('application/pdf', 'the account statement PDF'),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.pharmacyId);
      const period = statementPeriodOf(request.query);
      const statement =
        id === null ? null : await statementOf(db, id, period, { wilayaId: franchiseeOf(request.account).wilaya_id });
      if (!statement) throw new ApiError(Code.NOT_FOUND, 'accounts.pharmacyNotFound', { status: 404 });
      return sendPdf(
        reply,
        statementFileName(statement.pharmacy.id, period, request.lang),
        await renderStatement(statement, config, request.lang),
        'no-store',
      );
    },
  );
}
