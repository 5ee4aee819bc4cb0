import { sql } from "kysely";
import { entityPages } from "~/admin-kit/records/pages.server";
import { contactPrefill } from "../contact/schema";
import { createInstallation, deleteInstallation, editInstallation } from "./actions.server";
import { findInstallation } from "./find.server";
import { installationFormSchema } from "./form";
import { installationList } from "./list.server";

/** The installations' screens: the list, each system's page, and the form that records a handover. */
export const installationPages = entityPages(installationList, {
  record: { find: findInstallation, title: (i) => i.customer, edit: editInstallation, remove: deleteInstallation },
  search: { title: sql<string>`customer`, detail: sql<string>`replace(site_address, E'\n', ', ')` },
  create: {
    data: ({ screen, url }) => ({ today: screen.today, contactId: contactPrefill(url) }),
    schema: installationFormSchema,
    save: createInstallation,
  },
});
