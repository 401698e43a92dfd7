/** `fn` with its first argument (the deps, or the database) bound once: how each domain's use cases are built. */
export const bind =
  <D, A extends unknown[], R>(first: D, fn: (first: D, ...args: A) => R) =>
  (...args: A): R =>
    fn(first, ...args);
