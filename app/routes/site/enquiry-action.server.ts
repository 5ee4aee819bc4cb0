import type { AppLoadContext } from "react-router";
import { submitEnquiry } from "~/features/enquiries/submit.server";

/** The action of a page whose enquiry form posts to it (with or without JavaScript). */
export function enquiryAction(kind: Parameters<typeof submitEnquiry>[0]) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) =>
    submitEnquiry(kind, await request.formData(), context);
}
