import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { languageQuery } from '../../contract/queries';
import { SPAM_CHALLENGE_HEADER, SPAM_CHALLENGE_PATH, type SpamChallenge } from '../../contract/spamChallenge';
import { dataEnvelope } from '../http/envelopes';
import { dataAnswer } from '../http/responseSchemas';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';

/** A new proof-of-work challenge for a form about to be sent; never cached, each is accepted once. */
const spamChallengeRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(
    `/${SPAM_CHALLENGE_PATH}`,
    {
      schema: {
        summary: 'A proof-of-work challenge for a submission',
        description:
          `An ALTCHA challenge (\`SpamChallenge\`: SHA-256, \`salt\` with its \`expires\`, \`maxnumber\`, HMAC \`signature\`). ` +
          `Find the number n ≤ maxnumber whose SHA-256 of salt + n is \`challenge\`, and send base64 of ` +
          `\`{ algorithm, challenge, number, salt, signature }\` in the \`${SPAM_CHALLENGE_HEADER}\` header of one lead, resume or ` +
          'download request: each challenge is accepted once, before it expires. `data` is null when the CMS asks for none ' +
          '(SPAM_CHALLENGE=off). A partner\'s server sends `Authorization: Bearer <token>` (an API token an admin issued) instead.',
        querystring: languageQuery,
        response: dataAnswer<SpamChallenge | null>(),
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(dataEnvelope(request.query.language, await app.spamChallenge.issue())),
  );
};

export default spamChallengeRoutes;
