import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    spam: SpamSettings;
  }
}

export interface SpamSettings {
  /** A submission scoring this much or more lands as spam (SPAM_THRESHOLD). */
  threshold: number;
}

/** The production default: two strong signals, or one with a few weak ones (docs/spam.md). */
export const SPAM_THRESHOLD_DEFAULT = 60;

/** The spam score's settings, for the submission routes that score what they store. */
export default fp<{ threshold: number | undefined }>(
  async (app, { threshold }) => {
    app.decorate('spam', { threshold: threshold ?? SPAM_THRESHOLD_DEFAULT });
  },
  { name: 'spam' },
);
