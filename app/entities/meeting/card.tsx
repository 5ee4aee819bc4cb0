import { statusBadge } from "~/admin-kit/ui/badge";
import { Facts } from "~/admin-kit/ui/record-card";
import type { CardContent, CardTools } from "~/admin-kit/contracts";
import { meetingTone } from "./rules";
import type { Meeting, MeetingStatus } from "./schema";

/** A meeting's status, on its card and its page. */
export const MeetingStatusBadge = statusBadge<MeetingStatus>(
  { Scheduled: "green", Cancelled: meetingTone.cancelled },
  (t, status) => t(`status.meeting.${status}`),
);

/** One meeting as a card of its back-office list. */
export function meetingCard(m: Meeting, { t, format }: CardTools): CardContent {
  return {
    title: m.title,
    subtitle: `${format.dateTime(m.startsAt)} – ${format.dateTime(m.endsAt)}`,
    badges: <MeetingStatusBadge status={m.status} />,
    body: (
      <Facts
        items={[
          [t("meetings.fields.location"), m.location || "—"],
          [t("meetings.attendees"), String(m.contactIds.length + m.staffIds.length)],
          [t("meetings.fields.related"), m.relatedId ?? "—"],
        ]}
      />
    ),
  };
}
