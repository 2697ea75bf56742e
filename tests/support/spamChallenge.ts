import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { API_BASE_PATH } from '../../contract/api';
import { encodeSolution, SPAM_CHALLENGE_HEADER, SPAM_CHALLENGE_PATH, type SpamChallenge } from '../../contract/spamChallenge';

/** A challenge as a browser asks for it. */
export async function fetchChallenge(app: FastifyInstance): Promise<SpamChallenge> {
  const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/${SPAM_CHALLENGE_PATH}` });
  const { data } = response.json() as { data: SpamChallenge | null };
  if (!data) throw new Error('the CMS asks for no challenge: start it with spamChallenge on');
  return data;
}

/** Finds the number by brute force, as altcha-lib's reference solver does (no shortcut through the server). */
export async function solve(challenge: SpamChallenge): Promise<number> {
  const found = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!found) throw new Error(`no number up to ${challenge.maxnumber} solves ${challenge.challenge}`);
  return found.number;
}

/** The header of a submission that solved `challenge` with `number`. */
export const solutionHeader = (challenge: SpamChallenge, number: number): Record<string, string> => ({
  [SPAM_CHALLENGE_HEADER]: encodeSolution({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature }),
});

/** A fresh challenge, solved: the header one submission may carry. */
export async function solvedHeader(app: FastifyInstance): Promise<Record<string, string>> {
  const challenge = await fetchChallenge(app);
  return solutionHeader(challenge, await solve(challenge));
}
