/** The colours the back-office gives statuses and scores; the UI maps each to its classes. */
export const tones = ["green", "blue", "yellow", "orange", "red", "purple", "gray"] as const;
export type Tone = (typeof tones)[number];
