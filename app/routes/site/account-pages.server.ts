import { pageData } from "~/i18n/page.server";

/**
 * The data of an account page (profile, forgotten password, new password): not indexed, so its
 * own title and description from the `auth` texts, and no keywords.
 */
export function accountPageData(request: Request, titleKey: string, descriptionKey: string) {
  return pageData(request, "auth", ({ t }) => ({ title: t(titleKey), description: t(descriptionKey), keywords: "" }));
}
