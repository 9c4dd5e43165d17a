/**
 * Steps keyed by a name run one after another, in the order they asked (a promise chain per
 * key). The background is one JavaScript context, so this is all the locking recipe learning
 * needs: one learner per scope while a batch's pages are in flight.
 */
export interface Lock {
  run<T>(key: string, step: () => Promise<T>): Promise<T>;
}

export function createLock(): Lock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(key, step) {
      const before = tails.get(key) ?? Promise.resolve();
      const result = before.then(step, step);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      // The map holds only chains still running: the last step of a key removes it.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
