/**
 * The parking spaces a quote request, the selector or an installation is about: from one private
 * space to 2,000 (a large public car park; beyond it a figure is a typing mistake, and a larger
 * programme is several requests). Its own small module: the enquiry forms of every public page
 * read it in their first load, which must not carry the back-office's number ranges.
 */
export const SPACES_RANGE = { min: 1, max: 2000, decimals: 0 } as const;
