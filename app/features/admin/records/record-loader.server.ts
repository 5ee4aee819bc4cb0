import { data } from "react-router";
import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { readAdminData } from "../data.server";
import { adminScreen, adminTitle, type AdminScreen } from "~/admin-kit/screen.server";
import { ActionRefused } from "~/admin-kit/contracts";
import type { RecordEntity } from "~/admin-kit/records/events.server";
import { historyOf } from "~/admin-kit/records/history.server";
import type { HistoryEntry } from "~/admin-kit/records/record-ui";
import type { AdminAccess } from "~/domain/account/permissions";

/**
 * A record page's data in the screen's mode: the record and its history, or a 404 inside the admin frame when
 * no such record exists. Administrators only, like every admin loader.
 */
export async function loadRecord<T>(
  request: Request,
  access: AdminAccess,
  entity: RecordEntity,
  id: string,
  find: (db: Kysely<Database>, id: string) => Promise<T>,
  title: (record: T, screen: AdminScreen) => string,
  listTitleKey: string,
) {
  const screen = await adminScreen(request, access);
  try {
    const { record, history } = await readAdminData(screen.prefs.mode, async (db) => ({
      record: await find(db, id),
      history: await historyOf(db, entity, id),
    }));
    const heading = title(record, screen);
    return {
      title: `${heading} | ${screen.t("shell.title")}`,
      heading,
      record: record as T | null,
      history,
      today: screen.today,
    };
  } catch (error) {
    if (!(error instanceof ActionRefused)) throw error;
    return data(
      {
        title: adminTitle(screen, listTitleKey),
        heading: "",
        record: null as T | null,
        history: [] as HistoryEntry[],
        today: screen.today,
      },
      { status: 404 },
    );
  }
}
