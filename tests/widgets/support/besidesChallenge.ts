import { SPAM_CHALLENGE_PATH } from '../../../contract/spamChallenge';

const CHALLENGE_CALL = new RegExp(`(^|/)${SPAM_CHALLENGE_PATH}(\\?|$)`);

/**
 * The calls a form made besides asking for its proof-of-work challenge, which it asks for as it
 * opens (to solve it while the visitor types): what "nothing was sent" means. Takes fetch's
 * calls (`spy.mock.calls`, the address first) or a list of call paths.
 */
export const besidesChallenge = (calls: readonly unknown[]) =>
  calls.filter((call) => !CHALLENGE_CALL.test(String(Array.isArray(call) ? call[0] : call)));
