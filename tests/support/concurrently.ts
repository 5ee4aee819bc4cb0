/**
 * Runs `work` on every item, at most `limit` at a time, in order of start; rejects with the first
 * failure once the running ones have settled. For tests that send many independent requests: the
 * server answers several at once, as it does for real visitors, and the test takes less time.
 */
export async function eachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  const results = await Promise.allSettled(runners);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}
