/**
 * The values of a chart axis from 0: round steps (1, 2, 2.5 or 5 times a power of ten; whole
 * numbers only for counts) that cover `max`, at least 1 so an axis of zeros still has two
 * different labels. Charting libraries pick ticks themselves and, formatted in thousands, can
 * print "0k" five times; these ticks stay different however they are formatted (see the tests).
 */
export function axisTicks(
  max: number,
  { count = 4, whole = false }: { count?: number; whole?: boolean } = {},
): number[] {
  const top = Math.max(Number.isFinite(max) ? max : 0, 1);
  const rough = top / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const multiples = whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  let step = multiples.map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  if (whole) step = Math.max(1, Math.round(step));
  const ticks = [0];
  while (ticks[ticks.length - 1]! < top) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}
