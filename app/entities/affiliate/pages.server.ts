import { sql } from "kysely";
import { entityPages } from "~/admin-kit/records/pages.server";
import { createAffiliate, deleteAffiliate, editAffiliate } from "./actions.server";
import { findAffiliate } from "./find.server";
import { newAffiliateSchema } from "./form";
import { affiliateList } from "./list.server";

/** The affiliates' screens: the list, each partner's page, and the form that signs one up. */
export const affiliatePages = entityPages(affiliateList, {
  record: { find: findAffiliate, title: (a) => a.name, edit: editAffiliate, remove: deleteAffiliate },
  search: { title: sql<string>`name`, detail: sql<string>`affiliate_code` },
  create: { schema: newAffiliateSchema, save: createAffiliate },
});
