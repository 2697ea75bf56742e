import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_PATHS } from '../../../contract/api';
import type { LeadReceipt } from '../../../contract/entities/submissions';
import { LEAD_SCHEMAS } from '../../../contract/validation/lead';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { insertLead } from '../../repositories/leads';
import { addSubmissionRoute } from '../../submissions/submissionRoute';

/** The consultation dialog's call (`potentialCustomers/add`), checked by the rules of the language it is sent in. */
const leadRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  addSubmissionRoute(app, {
    path: API_PATHS.leadAdd,
    body: LEAD_SCHEMAS,
    store: async (trx, lead, _prepared, meta) => {
      const customersId = await insertLead(trx, lead, meta);
      const data: LeadReceipt = { customersId };
      return { data, notice: { kind: 'lead', submissionId: customersId, fields: lead } };
    },
  });
};

export default leadRoutes;
