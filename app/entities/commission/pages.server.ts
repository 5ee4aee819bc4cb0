import { z } from "~/lib/zod";
import { day, line } from "~/domain/admin/form-inputs";
import { entityPages } from "~/admin-kit/records/pages.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { processCommissionPayment } from "./actions.server";
import { commissionList } from "./list.server";

/** The commissions' screen: the list, where a pending commission is paid from its card. */
export const commissionPages = entityPages(commissionList, {
  listAction: (request, access) =>
    recordAction(
      request,
      access,
      z.object({
        intent: z.literal("pay"),
        id: z.string().regex(/^COM-\d{4}-\d{3,}$/, "notFound"),
        paidOn: day,
        reference: line("paymentReference"),
      }),
      ({ id, paidOn, reference }, { db, actor }) => processCommissionPayment(db, actor, id, { paidOn, reference }),
    ),
});
