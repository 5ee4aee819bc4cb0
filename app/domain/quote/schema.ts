/** A quote request (SPEC.md section 3). Validation on the server comes with lead capture. */
export const projectTypes = ["residential", "commercial", "industrial"] as const;
export type ProjectType = (typeof projectTypes)[number];

/** SPEC.md section 5: spaces at least 1, placeholder 50. */
export const MIN_SPACES = 1;
export const SPACES_PLACEHOLDER = 50;
