import { data, redirect } from "react-router";
import { z } from "~/lib/zod";
import { actionErrors } from "~/domain/admin/form-inputs";
import { getDb } from "~/server/db/db.server";
import { log } from "~/server/log.server";
import type { Database } from "~/server/db/schema";
import type { Kysely } from "kysely";
import { adminScreen } from "../screen.server";
import { ActionRefused } from "../contracts";
import type { Actor } from "./events.server";
import { CLIENT_IP_HEADER } from "~/server/context";
import type { AdminAccess } from "~/domain/account/permissions";
import type { RecordActionResult } from "../contracts";

/**
 * A staff change to a live record: administrators only (anyone else is sent to sign in and
 * nothing changes), refused in Demo Mode, the post checked by its Zod schema, the change refused
 * with a reason when the record does not allow it. The typed values go back with any error so that nothing is lost.
 */
export async function recordAction<S extends z.ZodType>(
  request: Request,
  access: AdminAccess,
  schema: S,
  run: (
    input: z.infer<S>,
    context: { db: Kysely<Database>; actor: Actor },
  ) => Promise<Response | ReturnType<typeof data<RecordActionResult>> | void>,
) {
  const screen = await adminScreen(request, access);
  const form = await request.formData();
  const values: Record<string, string> = {};
  // A name posted more than once (a group of checkboxes) is its values joined with commas.
  for (const [name, value] of form)
    if (typeof value === "string") values[name] = Object.hasOwn(values, name) ? `${values[name]},${value}` : value;
  const intent = values.intent ?? "";
  // Demo Mode's records are samples: every change is refused, with what to do instead.
  if (screen.prefs.mode === "demo")
    return data<RecordActionResult>({ form: intent, ok: false, errors: { form: "demoMode" }, values }, { status: 409 });
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return data<RecordActionResult>(
      { form: intent, ok: false, errors: actionErrors(parsed.error.issues), values },
      { status: 400 },
    );
  try {
    const response = await run(parsed.data, {
      db: await getDb(),
      actor: {
        id: screen.admin.id,
        name: screen.admin.fullName,
        // The server writes the client's address into this header and drops any the client sent.
        address: request.headers.get(CLIENT_IP_HEADER) || null,
      },
    });
    if (response) return response;
    return data<RecordActionResult>({ form: intent, ok: true, errors: {} });
  } catch (error) {
    if (error instanceof ActionRefused) {
      log.info(
        { intent, reason: error.key, path: new URL(request.url).pathname, admin: screen.admin.id },
        "admin action refused",
      );
      return data<RecordActionResult>(
        { form: intent, ok: false, errors: { [error.field]: error.key }, values },
        { status: error.status },
      );
    }
    throw error;
  }
}

/**
 * A form post read by a function of its own (a form with repeated rows, read by name), as a schema
 * `recordAction` takes: each refused field an issue named by its input.
 */
export const postReadBy = <T>(
  read: (values: Record<string, string>) => { ok: true; value: T } | { ok: false; errors: Record<string, string> },
) =>
  z.record(z.string(), z.string()).transform((values, ctx) => {
    const result = read(values);
    if (result.ok) return result.value;
    for (const [path, message] of Object.entries(result.errors))
      ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  });

/**
 * A new record's form post: read by the record's schema (which drops the form's `intent`), made by
 * `create`, and the browser sent to its page under `list`.
 */
export function newRecordAction<S extends z.ZodType>(
  request: Request,
  access: AdminAccess,
  schema: S,
  create: (input: z.infer<S>, context: { db: Kysely<Database>; actor: Actor }) => Promise<string>,
  list: string,
) {
  return recordAction(request, access, schema, async (input, context) =>
    redirect(`${list}/${encodeURIComponent(await create(input, context))}`),
  );
}

/** What one intent of a record page's forms does with the post. */
export type IntentHandler = (
  request: Request,
  access: AdminAccess,
) => Promise<Response | ReturnType<typeof data<RecordActionResult>>>;

/** An intent's post read by its own schema (which drops `intent`) and run. */
export const intentHandler =
  <S extends z.ZodType>(
    schema: S,
    run: (input: z.infer<S>, context: { db: Kysely<Database>; actor: Actor }) => Promise<Response | void>,
  ): IntentHandler =>
  (request, access) =>
    recordAction(request, access, schema, run);

/**
 * A record page's post, handed to the handler of its `intent`: each form's fields are read by that
 * form's schema alone, so a refused post names its own fields. An intent the page does not have is
 * refused as a bad choice.
 */
export async function actionByIntent(request: Request, access: AdminAccess, handlers: Record<string, IntentHandler>) {
  const intent = (await request.clone().formData()).get("intent");
  const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (handler) return handler(request, access);
  return recordAction(request, access, z.object({ intent: z.never("invalidChoice") }), async () => undefined);
}

/** The delete button's post: `remove` deletes the record, and the browser goes back to its list. */
export const deleteIntent = (
  remove: (db: Kysely<Database>, actor: Actor) => Promise<void>,
  list: string,
): IntentHandler =>
  intentHandler(z.object({}), async (_, { db, actor }) => {
    await remove(db, actor);
    return redirect(list);
  });
