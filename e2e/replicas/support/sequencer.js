// The replicas test files in name order, the crash test (which kills the database) last, so what runs
// before it finds the stack as global setup made it. A whole sequencer (sort, and cacheResults that
// jest calls after the run): no timings are kept, the order is always this one.
module.exports = class ReplicasSequencer {
  sort(tests) {
    const last = (test) => (test.path.endsWith('crash.test.ts') ? 1 : 0);
    return [...tests].sort((a, b) => last(a) - last(b) || a.path.localeCompare(b.path));
  }

  cacheResults() {}
};
