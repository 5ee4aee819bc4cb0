/** The colours the back-office gives statuses and scores; the UI maps each to its classes. */
export const tones = ["green", "blue", "yellow", "orange", "red", "purple", "gray"] as const;
export type Tone = (typeof tones)[number];

/** A score's colour: that of the highest of `bands`' lower bounds it reaches, else `below`. */
export function toneOfScore(score: number, bands: Partial<Record<Tone, number>>, below: Tone): Tone {
  const reached = tones.filter((tone) => score >= (bands[tone] ?? Infinity));
  return reached.sort((a, b) => (bands[b] ?? 0) - (bands[a] ?? 0))[0] ?? below;
}
