/**
 * The parking spaces a quote request asks about. Its own small module: the enquiry forms of every
 * public page read it in their first load, which must not carry the back-office's number ranges.
 */
export const SPACES_RANGE = { min: 1, max: 100_000, decimals: 0 } as const;
