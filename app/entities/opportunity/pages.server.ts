import { sql } from "kysely";
import { entityPages } from "~/admin-kit/records/pages.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import { addNote } from "~/admin-kit/records/notes.server";
import { affiliateOptions } from "../affiliate/options.server";
import { contactPrefill } from "../contact/schema";
import { actOnOpportunity, createOpportunity, editOpportunity } from "./actions.server";
import { findOpportunity, findOpportunityWithConfiguration } from "./find.server";
import { newOpportunitySchema, opportunityActionSchema } from "./form";
import { opportunityList } from "./list.server";
import { openTasksOf } from "../task/mine.server";

/** The opportunities' screens: the list, each deal's page, and the form that opens one. */
export const opportunityPages = entityPages(opportunityList, {
  record: {
    // With the affiliates its form can name, the selector configuration it began with, and its open tasks.
    find: async (db, id) => {
      const opportunity = await findOpportunityWithConfiguration(db, id);
      return {
        ...opportunity,
        affiliates: await affiliateOptions(db, opportunity.affiliateCode),
        tasks: await openTasksOf(db, "opportunity", id),
      };
    },
    title: (o) => o.name,
    action: (request, access, id) =>
      recordAction(request, access, opportunityActionSchema, (input, { db, actor }) => {
        if (input.intent === "note") return addNote(db, actor, "opportunity", findOpportunity, id, input.note);
        if (input.intent === "save") {
          const { intent: _, ...details } = input;
          return editOpportunity(db, actor, id, details);
        }
        return actOnOpportunity(db, actor, id, input);
      }),
  },
  search: { title: sql<string>`name`, detail: sql<string>`concat_ws(' · ', contact_name, company)` },
  create: {
    data: async ({ read, url }) => ({
      affiliates: await read((db) => affiliateOptions(db)),
      contactId: contactPrefill(url),
    }),
    schema: newOpportunitySchema,
    save: createOpportunity,
  },
});
