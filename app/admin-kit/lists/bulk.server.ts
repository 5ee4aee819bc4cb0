import { data } from "react-router";
import type { Kysely } from "kysely";
import { z } from "~/lib/zod";
import { actionErrors } from "~/domain/admin/form-inputs";
import type { Database } from "~/server/db/schema";
import { getDb } from "~/server/db/db.server";
import type { AdminAccess } from "~/domain/account/permissions";
import { isRecordScreen } from "~/domain/admin/record-kinds";
import { ActionRefused, bulkOperations, type BulkOperation, type RecordActionResult } from "../contracts";
import { recordAction } from "../records/record-action.server";
import type { BulkActions } from "../records/pages.server";
import { adminScreen, type AdminScreen } from "../screen.server";

/** The most rows one bulk change takes: a page of the largest size. */
export const BULK_MAX_ROWS = 100;

/** The longest name a saved filter takes (the database checks it too). */
export const SAVED_FILTER_NAME_LIMIT = 60;

/** The longest query a saved filter keeps (the database checks it too). */
export const SAVED_FILTER_QUERY_LIMIT = 1_000;

/** A record's id as a row's checkbox posts it: letters, digits, dashes and underscores. */
export const ROW_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const rowId = z.string().regex(ROW_ID_PATTERN, "invalidChoice");

/** The bulk changes a list's kind offers. */
export function bulkOperationsOf(bulk: BulkActions | undefined): BulkOperation[] {
  return bulkOperations.filter((operation) => bulk?.[operation] !== undefined);
}

const bulkSchema = z.object({
  intent: z.literal("bulk"),
  // The checked rows, joined with commas by recordAction.
  ids: z
    .string("bulkNone")
    .transform((ids) => [...new Set(ids.split(",").filter(Boolean))])
    .pipe(z.array(rowId).min(1, "bulkNone").max(BULK_MAX_ROWS, "bulkTooMany")),
  operation: z.enum(bulkOperations, "invalidChoice"),
  // The owner an assignment names (empty: nobody), and the status a status change sets.
  assignTo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,64}$/, "invalidChoice")
    .default(""),
  status: z.string().trim().max(64, "invalidChoice").default(""),
  confirmed: z.literal("1").optional(),
});

/**
 * A bulk change of a list's checked rows. The first post asks to confirm (its answer, with the
 * count, is shown as a form that sends the same rows again with `confirmed`); the confirmed one
 * changes each row on its own, through the kind's own function, and answers how many were changed
 * and how many were left as they were (a row whose rules refuse the change, or that is gone).
 */
function bulkChange(request: Request, access: AdminAccess, bulk: BulkActions | undefined) {
  return recordAction(request, access, bulkSchema, async (input, { db, actor }) => {
    const { ids, operation, assignTo, status } = input;
    const values = { ids: ids.join(","), operation, assignTo, status };
    const change = changeOf(bulk, operation, operation === "assign" ? assignTo : status);
    if (!change) throw new ActionRefused("invalidChoice", 409, operation === "status" ? "status" : "operation");
    if (!input.confirmed)
      return data<RecordActionResult>({ form: "bulk", ok: false, errors: { form: "bulkConfirm" }, values });
    let done = 0;
    for (const id of ids) {
      try {
        await change(db, actor, id);
        done += 1;
      } catch (error) {
        if (!(error instanceof ActionRefused)) throw error;
      }
    }
    return data<RecordActionResult>({
      form: "bulk",
      ok: true,
      errors: {},
      values: { ...values, done: String(done), skipped: String(ids.length - done) },
    });
  });
}

type Change = (db: Kysely<Database>, actor: { id: string; name: string }, id: string) => Promise<unknown>;

/** What one row's change runs, or nothing where the kind does not offer it (or not that status). */
function changeOf(bulk: BulkActions | undefined, operation: BulkOperation, value: string): Change | undefined {
  const { assign, status, delete: remove } = bulk ?? {};
  if (operation === "assign" && assign) return (db, actor, id) => assign(db, actor, id, value);
  if (operation === "status" && status?.values.includes(value))
    return (db, actor, id) => status.run(db, actor, id, value);
  if (operation === "delete" && remove) return remove;
  return undefined;
}

const savedFilterSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("saveFilter"),
    name: z
      .string()
      .trim()
      .min(1, "required")
      .max(SAVED_FILTER_NAME_LIMIT, "tooLong")
      // eslint-disable-next-line no-control-regex -- what a name may not hold is exactly the control characters
      .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), "invalidText"),
    query: z.string().max(SAVED_FILTER_QUERY_LIMIT, "tooLong").default(""),
  }),
  z.object({
    intent: z.literal("deleteFilter"),
    filter: z.coerce.number().int("invalidChoice").positive("invalidChoice").max(2_147_483_647, "invalidChoice"),
  }),
]);

/**
 * An administrator's saved filter of a list, made or deleted: anyone who may read the list may
 * keep filters of it (they change nothing but their own list of links, so Demo Mode keeps them
 * too). A name already used for the list replaces that filter's query.
 */
async function savedFilterChange(request: Request, access: AdminAccess) {
  const screen = await adminScreen(request, { screen: "frame" });
  if (!isRecordScreen(access.screen) || !screen.mayRead(access.screen)) await adminScreen(request, access);
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === "string") values[name] = value;
  const parsed = savedFilterSchema.safeParse(values);
  if (!parsed.success) {
    const errors = actionErrors(parsed.error.issues);
    return data<RecordActionResult>({ form: values.intent ?? "", ok: false, errors, values }, { status: 400 });
  }
  const db = await getDb();
  const input = parsed.data;
  if (input.intent === "deleteFilter")
    await db
      .deleteFrom("saved_filters")
      .where("id", "=", input.filter)
      .where("user_id", "=", screen.admin.id)
      .execute();
  else
    await db
      .insertInto("saved_filters")
      .values({ user_id: screen.admin.id, screen: access.screen, name: input.name, query: cleanQuery(input.query) })
      .onConflict((conflict) =>
        conflict.columns(["user_id", "screen", "name"]).doUpdateSet({ query: cleanQuery(input.query) }),
      )
      .execute();
  return data<RecordActionResult>({ form: input.intent, ok: true, errors: {} });
}

/** A list's query as a saved filter keeps it: without its page (a filter opens on the first). */
function cleanQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  params.delete("page");
  return params.toString();
}

/**
 * A list screen's own posts, before its kind's: a bulk change of the checked rows, and saving or
 * deleting a filter. Any other post is the kind's (`undefined` here).
 */
export async function listScreenPost(
  request: Request,
  access: AdminAccess,
  bulk: BulkActions | undefined,
): Promise<unknown> {
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => undefined)
  )?.get("intent");
  if (intent === "bulk") return bulkChange(request, access, bulk);
  if (intent === "saveFilter" || intent === "deleteFilter") return savedFilterChange(request, access);
  return undefined;
}

/** The administrator's saved filters of a list screen, by name. */
export async function savedFiltersOf(screen: AdminScreen, list: string) {
  const db = await getDb();
  return db
    .selectFrom("saved_filters")
    .select(["id", "name", "query"])
    .where("user_id", "=", screen.admin.id)
    .where("screen", "=", list)
    .orderBy("name")
    .execute();
}
