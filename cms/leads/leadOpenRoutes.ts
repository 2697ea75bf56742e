import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_PATHS } from '../../contract/api';
import type { LeadReceipt } from '../../contract/entities/submissions';
import { LEAD_SCHEMAS } from '../../contract/validation/lead';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { insertLead } from './leads';
import { judgeLead } from '../spam/leadSpam';
import { addSubmissionRoute } from '../submissions/submissionRoute';

/** The consultation dialog's call (`potentialCustomers/add`), checked by the rules of the language it is sent in. */
const leadRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  addSubmissionRoute(app, {
    kind: 'lead',
    path: API_PATHS.leadAdd,
    summary: 'Send a consultation request (a lead)',
    description: [
      "The consultation dialog's call. `data` is the lead's id (`LeadReceipt`). Checked, and answered, in the language it is sent in",
      '(its `language`, else `Accept-Language`; stored as the lead\'s `language`): `zh` by the mainland rules (contact name 1 to 8',
      'characters, a mainland mobile, a three-level `省/市/区`), `en` by the rules for prospects abroad (a contact name of up to 40',
      'characters, any telephone number: 6 to 15 digits, an optional `+`, the usual separators; a location of at most 100 characters',
      'that is a country and a city, `United Kingdom/London`, or China, a province and a city in English, `China/Guangdong/Shenzhen`).',
      'The other fields\' rules are the same. A broken rule answers 400 with its message and `field`.',
      'The optional `formOpenMs` (how long the form was open, in milliseconds) is one of the spam score\'s signals; a lead scoring',
      '`SPAM_THRESHOLD` or more is stored with status `spam` and its reasons, and staff are not told of it; the answer is the same.',
    ].join(' '),
    body: LEAD_SCHEMAS,
    store: async (trx, lead, _prepared, meta) => {
      const spam = await judgeLead(trx, lead, meta, app.spam.threshold);
      const arriving = { ...lead, language: meta.language, createdAt: meta.createdAt };
      // A lead that lands as spam waits in the inbox under that status: no promise, no owner, no one told.
      const route = spam.isSpam ? undefined : await app.leadRouting.routeLead(trx, arriving);
      const customersId = await insertLead(trx, lead, meta, spam, route);
      const data: LeadReceipt = { customersId };
      const { formOpenMs: _timing, ...fields } = lead;
      if (!route) return { data, notice: { submissionId: customersId, fields, untold: 'everyone' } };
      const { ownerTold } = await app.leadRouting.tellOwner(trx, { ...arriving, customersId }, route);
      return { data, notice: { submissionId: customersId, fields, ...(ownerTold && { untold: 'mailbox' }) } };
    },
  });
};

export default leadRoutes;
