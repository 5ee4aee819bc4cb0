import { findOne, type Db } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { meetingSchema, type Meeting } from "./schema";

/** Reading one meeting from the database, as its record page and actions do. */
export const findMeeting = (db: Db, id: string, lock = false): Promise<Flagged<Meeting>> =>
  findOne(db, "meetings", meetingSchema, id, lock);
