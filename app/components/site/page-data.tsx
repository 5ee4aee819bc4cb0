import { useRouteLoaderData } from "react-router";
import { contentIdentity, type LegalIdentity } from "~/domain/company/legal-identity";

/**
 * What the root route's loader gives every page that the site's components read: the company's
 * opening hours in the page's language and its legal identity. Read by the root route's id, so
 * that these components need not import the shell (root.tsx).
 */
type PageData = { openingHours: string[]; legal: LegalIdentity };

/** Typed as the root loader's fields (root.tsx), as `useRouteLoaderData<typeof loader>` types them. */
const usePageData = () => useRouteLoaderData<PageData>("root");

/** The company's opening hours as display lines in the page's language. */
export const useOpeningHours = () => usePageData()?.openingHours ?? [];

/** Who the company is in law, as Settings say (the content's name until they are set). */
export const useLegalIdentity = () => usePageData()?.legal ?? contentIdentity;
