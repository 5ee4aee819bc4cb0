import { z } from "~/lib/zod";

/** The longest search text a list accepts; longer text is cut, never an error. */
export const MAX_SEARCH_LENGTH = 200;

const search = z
  .string()
  .transform((value) => value.trim().slice(0, MAX_SEARCH_LENGTH))
  .optional()
  .catch(undefined);

/**
 * A list's state from its URL: the search text and each select's value. A value outside the
 * select's vocabulary (a stale or hand-edited link) is dropped, so the list shows everything.
 */
export function readListQuery<const S extends Record<string, readonly string[]>>(request: Request, selects: S): { q: string } & { [K in keyof S]?: S[K][number] } {
  const params = new URL(request.url).searchParams;
  const shape: Record<string, z.ZodType> = { q: search };
  for (const [name, values] of Object.entries(selects)) shape[name] = z.enum(values as [string, ...string[]]).optional().catch(undefined);
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(shape)) raw[name] = params.get(name) || undefined;
  const parsed = z.object(shape).parse(raw) as { q?: string } & { [K in keyof S]?: S[K][number] };
  return { ...parsed, q: parsed.q ?? "" };
}
