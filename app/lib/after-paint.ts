/** Tasks waiting for the frame now being prepared to be painted. */
let waiting: (() => void)[] | undefined;

/**
 * Runs `task` once the frame now being prepared has been painted, without adding to that frame's
 * work: the next frame's animation callback comes after it, and the tasks run in a task of their
 * own after that callback. Tasks asked for during the same frame share one callback.
 */
export function afterPaint(task: () => void) {
  if (waiting) {
    waiting.push(task);
    return;
  }
  const tasks = [task];
  waiting = tasks;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      waiting = undefined;
      setTimeout(() => {
        for (const run of tasks) run();
      });
    }),
  );
}
