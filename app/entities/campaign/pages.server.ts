import { sql } from "kysely";
import { entityPages } from "~/admin-kit/records/pages.server";
import { createCampaign, deleteCampaign, editCampaign } from "./actions.server";
import { findCampaign } from "./find.server";
import { campaignFormSchema } from "./form";
import { campaignList } from "./list.server";

/** The campaigns' screens: the list, each campaign's page, and the form that plans one. */
export const campaignPages = entityPages(campaignList, {
  record: { find: findCampaign, title: (c) => c.name, edit: editCampaign, remove: deleteCampaign },
  search: { title: sql<string>`name`, detail: sql<string>`platform` },
  create: { data: ({ screen }) => ({ today: screen.today }), schema: campaignFormSchema, save: createCampaign },
});
