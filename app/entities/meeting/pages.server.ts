import { sql } from "kysely";
import { z } from "~/lib/zod";
import { entityPages } from "~/admin-kit/records/pages.server";
import { intentHandler } from "~/admin-kit/records/record-action.server";
import { contactPrefill } from "../contact/schema";
import { relatedPrefill } from "../related/schema";
import { relatedName } from "../related/find.server";
import { cancelMeeting, createMeeting, editMeeting } from "./actions.server";
import { findMeeting } from "./find.server";
import { meetingFormSchema } from "./form";
import { attendeesOf } from "./invitation.server";
import { meetingList } from "./list.server";

/** The meetings' screens: the list, each meeting's page (changed or cancelled, with its invitations), and the form that schedules one. */
export const meetingPages = entityPages(meetingList, {
  record: {
    // With whom it invites, by name and address, and the name of the record it is about.
    find: async (db, id, lock) => {
      const meeting = await findMeeting(db, id, lock);
      const about =
        meeting.relatedKind && meeting.relatedId ? await relatedName(db, meeting.relatedKind, meeting.relatedId) : null;
      return { ...meeting, attendees: await attendeesOf(db, meeting), relatedName: about };
    },
    title: (m) => m.title,
    edit: Object.assign(editMeeting, { schema: meetingFormSchema }),
    intents: (id) => ({
      cancel: intentHandler(z.object({}), (_, { db, actor }) => cancelMeeting(db, actor, id)),
    }),
  },
  search: { title: sql<string>`title`, detail: sql<string>`concat_ws(' · ', location, related_id)` },
  create: {
    data: ({ screen, url }) => ({
      today: screen.today,
      organiser: screen.admin.id,
      contact: contactPrefill(url),
      related: relatedPrefill(url) || contactPrefill(url),
    }),
    schema: meetingFormSchema,
    save: createMeeting,
  },
});
