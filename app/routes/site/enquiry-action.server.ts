import type { AppLoadContext } from "react-router";
import { submitEnquiry } from "~/features/enquiries/submit.server";
import { readCookie } from "~/server/cookies.server";
import { FORM_TOKEN_COOKIE } from "~/server/form-token.server";

/** The action of a page whose enquiry form posts to it (with or without JavaScript). */
export function enquiryAction(kind: Parameters<typeof submitEnquiry>[0]) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) =>
    submitEnquiry(kind, await request.formData(), context, readCookie(request, FORM_TOKEN_COOKIE));
}
