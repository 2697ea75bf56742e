/**
 * What a publish does after its release went live (the twins' compression and the search index),
 * followed through the publisher's log (`sitePublisher`'s `log`): a test that removes its releases
 * folder waits for both, for every release built, first.
 */
export function workAfterLive() {
  const lines: string[] = [];
  const waiting: Array<{ release: string; done: () => void }> = [];
  const following: Array<Promise<void>> = [];
  const finished = (release: string) => {
    const own = lines.filter((line) => line.startsWith(`Release ${release}`));
    return own.some((line) => /compress/.test(line)) && own.some((line) => /search index|indexed for search/.test(line));
  };
  return {
    log(line: string) {
      lines.push(line);
      for (const waiter of waiting) if (finished(waiter.release)) waiter.done();
    },
    follow(release: string) {
      following.push(new Promise((done) => {
        waiting.push({ release, done });
        if (finished(release)) done();
      }));
    },
    finished: () => Promise.all(following),
  };
}
