import { sql } from "kysely";
import { entityPages } from "~/admin-kit/records/pages.server";
import { contactPrefill } from "../contact/schema";
import { findContact } from "../contact/find.server";
import { createInstallation, deleteInstallation, editInstallation } from "./actions.server";
import { findInstallation } from "./find.server";
import { installationFormSchema } from "./form";
import { installationList } from "./list.server";

/** The installations' screens: the list, each system's page, and the form that records a handover. */
export const installationPages = entityPages(installationList, {
  record: { find: findInstallation, title: (i) => i.customer, edit: editInstallation, remove: deleteInstallation },
  search: { title: sql<string>`customer`, detail: sql<string>`replace(site_address, E'\n', ', ')` },
  create: {
    // From a contact's page: its number, and its company (else its name) and address as the customer's.
    data: async ({ screen, url, read }) => {
      const contactId = contactPrefill(url);
      const contact = contactId ? await read((db) => findContact(db, contactId).catch(() => null)) : null;
      return {
        today: screen.today,
        contactId,
        customer: contact ? contact.company || `${contact.firstName} ${contact.lastName}`.trim() : "",
        siteAddress: contact?.clientAddress ?? "",
      };
    },
    schema: installationFormSchema,
    save: createInstallation,
  },
});
