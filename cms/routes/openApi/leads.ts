import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../contract/api';
import { leadSchema } from '../../../contract/validation/lead';
import { clientAddress } from '../../http/clientAddress';
import { dataEnvelope } from '../../http/envelopes';
import { requestLanguage } from '../../http/requestLanguage';
import { rejectBots, validateOrThrow } from '../../http/validateBody';
import { fingerprintOf, readIdempotencyKey, storeOnce } from '../../submissions/idempotency';

/** The consultation dialog's call (SPEC §7 `potentialCustomers/add`). */
const leadRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    `/${API_PATHS.leadAdd}`,
    { config: { rateLimit: app.submissionRateLimit } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { website, ...lead } = validateOrThrow(leadSchema, request.body);
      rejectBots(website);
      const scope = {
        route: API_PATHS.leadAdd,
        key: readIdempotencyKey(request.headers['idempotency-key']),
        fingerprint: fingerprintOf(lead),
      };
      const { answer } = await storeOnce(app.db, scope, async (trx) => {
        const { customers_id } = await trx
          .insertInto('potential_customer')
          .values({
            customers_name: lead.customersName,
            customers_phone: lead.customersPhone,
            customers_address: lead.customersAddress,
            company_name: lead.companyName,
            industry: lead.industry,
            demand: lead.demand,
            remark: lead.remark,
            source: lead.source,
            language,
            client_ip: clientAddress(request),
            created_at: new Date().toISOString(),
          })
          .returning('customers_id')
          .executeTakeFirstOrThrow();
        return { statusCode: 200, body: dataEnvelope(language, { customersId: customers_id }, 'submitted') };
      });
      return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    },
  );
};

export default leadRoutes;
