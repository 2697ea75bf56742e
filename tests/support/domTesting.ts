/**
 * Testing Library's waits (`findBy…`, `waitFor`) in every project that renders into jsdom: up to
 * 10 s rather than its default 1 s. The suite runs two files at a time on two cores beside
 * Chromium, PostgreSQL and site builds, where a react-admin view's first render or an answer of a
 * real CMS can take more than a second (a customer review's form missed its 1 s in a fresh run).
 * A wait still ends as soon as what it waits for is there. Files without a DOM (most of the node
 * project) do not load Testing Library for it.
 */
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
