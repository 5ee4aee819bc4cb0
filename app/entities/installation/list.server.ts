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
    total: count,
    spaces: sql`coalesce(sum(spaces), 0)::bigint`,
    underWarranty: sql`count(*) filter (where warranty_end >= ${today}::date)::int`,
    visitsDue: sql`count(*) filter (where next_visit <= ${today}::date + ${VISIT_DUE_DAYS}::int)::int`,
  }),
});
