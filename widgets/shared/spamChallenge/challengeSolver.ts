import { DeliveryError, type OpenApiClient } from '../../../contract/openApiClient';
import { challengeExpiresAt, encodeSolution, SPAM_CHALLENGE_PATH, type SpamChallenge } from '../../../contract/spamChallenge';
import { solveChallenge } from './solveChallenge';

/** A solution closer than this to its expiry is not sent: it could expire on the way. */
const SPARE_MS = 60_000;

interface Solved {
  /** The `Altcha` header's value; undefined when the CMS asks for no challenge. */
  header: string | undefined;
  expiresAt: number;
}

export interface ChallengeSolver {
  /** Starts asking for and solving a challenge now (when a form opens), so the work overlaps the typing. */
  prepare(): void;
  /** The header value for one submission (each challenge is accepted once); undefined when none is asked for. */
  next(): Promise<string | undefined>;
}

/**
 * One solved challenge kept ready per CMS: prepared when a form opens, taken by the next
 * submission (the one after solves its own, or the one its form's next opening prepared), solved
 * again when it would expire. A challenge that cannot be fetched (offline, a 5xx) fails the
 * submission as a retryable delivery, so the outbox keeps it and tries again, with a new
 * challenge, later.
 */
export function createChallengeSolver(api: OpenApiClient): ChallengeSolver {
  let ready: Promise<Solved> | undefined;

  const solveOne = async (): Promise<Solved> => {
    const answer = await api.get(SPAM_CHALLENGE_PATH);
    // null: the CMS asks for none. A refusal (429, say) is sent on without one: the submission's
    // own answer then says what the visitor is told, and whether the outbox tries again.
    const challenge = answer.code === 0 ? (answer.data as SpamChallenge | null | undefined) : undefined;
    if (!challenge) return { header: undefined, expiresAt: Number.POSITIVE_INFINITY };
    const number = await solveChallenge(challenge);
    if (number === null) throw new DeliveryError('challenge not solved', true);
    const { algorithm, salt, signature } = challenge;
    return { header: encodeSolution({ algorithm, challenge: challenge.challenge, number, salt, signature }), expiresAt: challengeExpiresAt(challenge) };
  };

  const start = () => {
    const solving = solveOne();
    // A failure surfaces when it is taken; until then it must not be an unhandled rejection.
    solving.catch(() => {
      if (ready === solving) ready = undefined;
    });
    ready = solving;
    return solving;
  };

  return {
    prepare() {
      ready ??= start();
    },
    async next() {
      const taken = ready ?? start();
      ready = undefined;
      let solved = await taken;
      if (solved.expiresAt - Date.now() < SPARE_MS) solved = await solveOne();
      return solved.header;
    },
  };
}

const solvers = new Map<string, ChallengeSolver>();

/** The solver of the CMS at `api.baseUrl`, shared by every form and outbox on the page. */
export function challengeSolverFor(api: OpenApiClient): ChallengeSolver {
  let solver = solvers.get(api.baseUrl);
  if (!solver) {
    solver = createChallengeSolver(api);
    solvers.set(api.baseUrl, solver);
  }
  return solver;
}
