import { sql } from "kysely";
import { redirect } from "react-router";
import { bulkStatus, entityPages } from "~/admin-kit/records/pages.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { actOnLead, createLead, editLead } from "./actions.server";
import { findLeadWithConfiguration } from "./find.server";
import { leadActionSchema, newLeadSchema } from "./form";
import { leadList } from "./list.server";
import { openTasksOf } from "../task/mine.server";
import { leadOpenStatuses } from "./schema";

/** The leads' screens: the list, each lead's page (where it is qualified and converted), and the form for one taken by hand. */
export const leadPages = entityPages(leadList, {
  record: {
    // With its open tasks, its next step first.
    find: async (db, id) => ({
      ...(await findLeadWithConfiguration(db, id)),
      tasks: await openTasksOf(db, "lead", id),
    }),
    title: (lead) => lead.title,
    action: (request, access, id) =>
      recordAction(request, access, leadActionSchema, async (input, { db, actor }) => {
        if (input.intent === "save") {
          const { intent: _, ...details } = input;
          return editLead(db, actor, id, details);
        }
        await actOnLead(db, actor, id, input);
        if (input.intent === "delete") return redirect("/admin/leads");
      }),
  },
  // The table's checked rows, each changed as its page would change it.
  bulk: {
    assign: (db, actor, id, owner) => actOnLead(db, actor, id, { intent: "assign", assignedTo: owner }),
    status: bulkStatus(leadOpenStatuses, "status.lead", (db, actor, id, status) =>
      actOnLead(db, actor, id, { intent: "status", status }),
    ),
    delete: (db, actor, id) => actOnLead(db, actor, id, { intent: "delete" }),
  },
  search: { title: sql<string>`title`, detail: sql<string>`concat_ws(' · ', contact_name, company)` },
  create: { schema: newLeadSchema, save: createLead },
});
