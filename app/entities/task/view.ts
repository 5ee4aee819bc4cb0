import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";
import { taskStatuses } from "./schema";

/** What the back-office list of tasks shows besides its records: its cards and selects. */
export const taskView = recordListView("task", {
  cards: { open: "number", overdue: "number", dueToday: "number", done: "number" },
  selects: [statusSelect(taskStatuses, "task")],
  table: {
    columns: [
      { field: "title" },
      { field: "dueAt", format: "moment" },
      { field: "assignedTo", format: "owner" },
      { field: "status", format: "coded", option: "status.task" },
      { field: "relatedId", sortable: false },
      { field: "createdAt", format: "date" },
    ],
    shown: 5,
    owned: true,
  },
});
