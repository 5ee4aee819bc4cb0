import { recordListView } from "~/admin-kit/lists/list-view";
import { systemTypes } from "~/domain/admin/schema";

/** What the back-office list of installations shows besides its records: its cards and selects. */
export const installationView = recordListView("installation", {
  cards: { total: "number", underWarranty: "number", visitsOverdue: "number", visitsDue: "number" },
  selects: [{ name: "systemType", all: "allSystems", values: systemTypes, option: "systemType" }],
});
