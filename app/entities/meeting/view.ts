import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";
import { meetingStatuses } from "./schema";

/** What the back-office list of meetings shows besides its records: its cards, selects and week view. */
export const meetingView = recordListView("meeting", {
  cards: { scheduled: "number", thisWeek: "number", cancelled: "number" },
  selects: [statusSelect(meetingStatuses, "meeting")],
  views: [{ label: "meetings.week.title", href: "/admin/meetings/week" }],
  createLabel: "meetings.schedule",
});
