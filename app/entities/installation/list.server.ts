import { sql } from "kysely";
import { defineList, count } from "~/admin-kit/lists/query.server";
import { installationSchema } from "./schema";
import { VISIT_DUE_DAYS } from "./rules";
import { installationView } from "./view";

/** The back-office list of installations: newest handover first, searched by customer, site and notes. */
export const installationList = defineList(installationView, installationSchema, "installations", {
  searched: ["customer", "siteAddress", "notes"],
  newest: "handover_date",
  cards: (today) => ({
    // As rules.ts reads one installation: overdue before today, due soon from today to VISIT_DUE_DAYS on.
    total: count,
    underWarranty: sql`count(*) filter (where warranty_end >= ${today}::date)::int`,
    visitsOverdue: sql`count(*) filter (where next_visit < ${today}::date)::int`,
    visitsDue: sql`count(*) filter (where next_visit between ${today}::date and ${today}::date + ${VISIT_DUE_DAYS}::int)::int`,
  }),
});
