/**
 * The queue in front of a lift, a crane or a drive-on unit in the peak hour: an M/G/c queue
 * (Poisson arrivals, c servers sharing one queue, service times that vary less than exponential
 * ones), by the Allen–Cunneen approximation: the M/M/c wait (Erlang C) scaled by (1 + cs²) / 2,
 * where cs² is the squared coefficient of variation of the service time (1 = exponential, the
 * M/M/c queue itself; 0 = constant, the M/D/c queue, which waits half as long).
 */

/** Erlang C: the probability that a movement has to wait, for `servers` and an offered load in Erlangs. */
export function erlangC(servers: number, offeredLoad: number): number {
  if (offeredLoad <= 0) return 0;
  if (offeredLoad >= servers) return 1;
  // Erlang B by its stable recurrence, then C from B.
  let b = 1;
  for (let k = 1; k <= servers; k++) b = (offeredLoad * b) / (k + offeredLoad * b);
  const rho = offeredLoad / servers;
  return b / (1 - rho + rho * b);
}

/** A queue's peak, as both percentile formulas take it. */
type QueuePeak = [
  servers: number,
  arrivalsPerS: number,
  serviceS: number,
  percentile: number,
  serviceVariation: number,
];

/**
 * `beyond(load, waits, tail)`, the M/M/c percentile scaled by the Allen–Cunneen factor, or
 * Infinity when the load reaches the servers' capacity (the queue grows for as long as the peak
 * lasts), or 0 when fewer than the percentile's tail wait at all.
 */
function percentileOf(
  [servers, arrivalsPerS, serviceS, percentile, serviceVariation]: QueuePeak,
  beyond: (load: number, waits: number, tail: number) => number,
): number {
  const load = arrivalsPerS * serviceS;
  if (load >= servers) return Number.POSITIVE_INFINITY;
  const waits = erlangC(servers, load);
  const tail = 1 - percentile;
  if (waits <= tail) return 0;
  return beyond(load, waits, tail) * ((1 + serviceVariation) / 2);
}

/**
 * The wait in the queue (before the movement starts) that `percentile` of the movements stay
 * under, in seconds: for M/M/c, P(W > t) = C · e^(−(c/s − λ)·t); the tail is stretched by the
 * Allen–Cunneen factor for less variable service (`serviceVariation` = cs²).
 */
export function waitPercentileS(...peak: QueuePeak): number {
  const [servers, arrivalsPerS, serviceS] = peak;
  return percentileOf(peak, (_, waits, tail) => Math.log(waits / tail) / (servers / serviceS - arrivalsPerS));
}

/**
 * The number of movements waiting in the queue that `percentile` of the time is not exceeded:
 * for M/M/c, P(Nq > n) = C · ρ^(n+1), with ρ = load / servers; scaled by the same Allen–Cunneen
 * factor as the wait, and rounded up.
 */
export function queueLengthPercentile(...peak: QueuePeak): number {
  const [servers] = peak;
  const waiting = percentileOf(peak, (load, waits, tail) =>
    Math.max(0, Math.log(tail / waits) / Math.log(load / servers) - 1),
  );
  return Number.isFinite(waiting) ? Math.max(0, Math.ceil(waiting - 1e-9)) : waiting;
}
