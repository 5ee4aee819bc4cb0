import { members } from "~/domain/admin/vocabulary";
import { commissionSchema, commissionStatuses } from "./schema";
import { defineList, total, totalWhere } from "~/admin-kit/lists/query.server";
import { commissionView } from "./view";

/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const commissionList = defineList(commissionView, commissionSchema, "commissions", {
  searched: ["affiliateName", "affiliateCode", "invoiceNumber"],
  newest: "created_at",
  cards: () => ({
    total: total("commission_amount"),
    paid: totalWhere("commission_amount", members(commissionStatuses, ["Paid"])),
    pending: totalWhere("commission_amount", members(commissionStatuses, ["Pending", "Processing"])),
    overdue: totalWhere("commission_amount", members(commissionStatuses, ["Overdue"])),
  }),
});
