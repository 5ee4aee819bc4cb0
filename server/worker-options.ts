/**
 * Node's options for the cluster's workers. A young generation of 4 MB per semi-space instead of
 * V8's 16 (64-bit): the young generation's pages stay resident once used, so each worker idles
 * about 15 MB smaller, while rendering a page took the same CPU time in our measurements
 * (docs/decisions/0028-memory-of-the-site.md).
 */
const WORKER_NODE_OPTIONS = ["--max-semi-space-size=4"];

/**
 * The supervisor's own options followed by ours, leaving out any the operator already gave (on the
 * command line or in NODE_OPTIONS, which the workers inherit): the operator's value wins.
 */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = ""): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((option) => option.split("=")[0]);
  return [...execArgv, ...WORKER_NODE_OPTIONS.filter((option) => !given.includes(option.split("=")[0]))];
}
