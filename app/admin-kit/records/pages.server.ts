import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "~/server/db/schema";
import type { AdminAccess } from "~/domain/account/permissions";
import type { ListDefinition, ListSelect } from "../lists/query.server";
import type { AdminScreen } from "../screen.server";
import type { z } from "~/lib/zod";
import { recordKinds } from "~/domain/admin/record-kinds";
import { isOneOf } from "~/lib/one-of";
import { ActionRefused } from "../contracts";
import type { Actor } from "./events.server";
import { noteIntent } from "./notes.server";
import {
  actionByIntent,
  deleteIntent,
  intentHandler,
  newRecordAction,
  type IntentHandler,
} from "./record-action.server";

/** What a new record's form may read besides its defaults: the screen, its URL, and the data set on show. */
export type NewRecordContext = {
  screen: AdminScreen;
  url: URL;
  /** Reads the screen's data set (Demo Mode's samples or the live tables). */
  read: <T>(run: (db: Kysely<Database>) => Promise<T>) => Promise<T>;
};

/** A form post to one of a kind's screens: what the action answers (a redirect, or the form's result). */
export type PageAction = (request: Request, access: AdminAccess) => Promise<unknown>;

type Db = Kysely<Database>;

/** A record page's post, one record's. */
export type RecordAction = (request: Request, access: AdminAccess, id: string) => Promise<unknown>;

/**
 * The server's half of a kind of record's screens, in its entity folder: its list, and where the
 * kind has pages of its own, how a record is found and titled, what its page's forms do, and what
 * the form that adds one reads and does. The back-office's route modules are built from these
 * (features/admin/records/pages.server.ts): an entity adds no route of its own.
 *
 * A record page's forms are, unless the kind says otherwise with `action`: its details (`edit`),
 * a note (every record takes notes), the delete button (`remove`), and the kind's own (`intents`).
 * The form that adds one is read by `create.schema` and saved by `create.save`, unless `action`.
 */
export type EntityPages<R, D extends object, E, N> = {
  /** A post to the list screen (a commission's payment from its card). */
  listAction?: PageAction;
  /** What its list's table may do to the selected rows at once, each row by its own rules. */
  bulk?: BulkActions;
  record?: {
    /** The record with what its page shows beside it; refuses with `notFound` when there is none (and locks it when asked). */
    find: (db: Db, id: string, lock?: boolean) => Promise<R>;
    /** Its page's heading and the browser tab's title. */
    title: (record: R) => string;
    /** Saves its details, read by the editor's schema (`recordEditor`). */
    edit?: ((db: Db, actor: Actor, id: string, input: E) => Promise<unknown>) & { schema: z.ZodType<E> };
    remove?: (db: Db, actor: Actor, id: string) => Promise<void>;
    intents?: (id: string) => Record<string, IntentHandler>;
    /** Every post of the page, where the kind reads them its own way. */
    action?: RecordAction;
  };
  /** How the top bar's search names a record it found, in SQL over the kind's table (none: not searched there). */
  search?: { title: RawBuilder<string>; detail: RawBuilder<string> };
  create?: {
    /** What the form starts from besides its fixed defaults. */
    data?: (context: NewRecordContext) => Promise<D> | D;
    schema?: z.ZodType<N>;
    /** Makes the record and answers its id: the browser is sent to its page. */
    save?: (db: Db, actor: Actor, input: N) => Promise<string>;
    action?: PageAction;
  };
};

/**
 * The changes a list's table makes to its selected rows, one record at a time through the same
 * function its page uses (so each is checked and recorded as if made there): give them an owner,
 * a status of `status.values` (labelled `<status.option>.<value>`), or delete them.
 */
export type BulkActions = {
  assign?: (db: Db, actor: Actor, id: string, owner: string) => Promise<unknown>;
  status?: {
    values: readonly string[];
    option: string;
    run: (db: Db, actor: Actor, id: string, status: string) => Promise<unknown>;
  };
  delete?: (db: Db, actor: Actor, id: string) => Promise<unknown>;
};

/** A bulk status change over a vocabulary, its function given only that vocabulary's values. */
export function bulkStatus<const T extends string>(
  values: readonly T[],
  option: string,
  run: (db: Db, actor: Actor, id: string, status: T) => Promise<unknown>,
): NonNullable<BulkActions["status"]> {
  return {
    values,
    option,
    run: async (db, actor, id, status) => {
      if (!isOneOf(values, status)) throw new ActionRefused("invalidChoice");
      return run(db, actor, id, status);
    },
  };
}

/**
 * A kind's list and record finder, their types kept inside: what the routes that serve every kind
 * call with a function that works for any list or any record (`listScreenData`, `loadRecord`).
 */
export type HiddenTypes = {
  withList<Out>(
    apply: <T, K extends string, S extends Record<string, ListSelect>>(list: ListDefinition<T, K, S>) => Out,
  ): Out;
  withRecord<Out>(
    apply: <X>(find: (db: Kysely<Database>, id: string) => Promise<X>, title: (record: X) => string) => Out,
  ): Out | undefined;
};

/**
 * A kind's server pages, from its list (which names the kind) and its pages' parts, its types
 * inferred from them; with the posts it leaves to the kit made here (`recordAction`,
 * `createAction`), and its types hidden for the routes.
 */
export function entityPages<
  T,
  K extends string,
  S extends Record<string, ListSelect>,
  R,
  D extends object = object,
  E = never,
  N = never,
>(listDefinition: ListDefinition<T, K, S>, parts: EntityPages<R, D, E, N>) {
  const pages = { ...parts, entity: listDefinition.view.entity, list: listDefinition };
  const list = `/admin/${recordKinds[pages.entity].screen}`;
  const { record, create } = pages;
  const hidden: HiddenTypes = {
    withList: (apply) => apply(listDefinition),
    withRecord: (apply) => (record ? apply(record.find, record.title) : undefined),
  };
  const recordAction: RecordAction | undefined =
    record &&
    (record.action ??
      ((request, access, id) => {
        const { edit, remove } = record;
        return actionByIntent(request, access, {
          ...(edit && {
            save: intentHandler(edit.schema, async (input, { db, actor }) => {
              await edit(db, actor, id, input);
            }),
          }),
          note: noteIntent(pages.entity, record.find, id),
          ...(remove && { delete: deleteIntent((db, actor) => remove(db, actor, id), list) }),
          ...record.intents?.(id),
        });
      }));
  const { schema, save } = create ?? {};
  const createAction: PageAction | undefined =
    create?.action ??
    (schema && save
      ? (request, access) =>
          newRecordAction(request, access, schema, (input, { db, actor }) => save(db, actor, input), list)
      : undefined);
  return { ...pages, hidden, recordAction, createAction };
}

/** The record a kind's page shows, as its `record.find` returns it. */
export type FoundRecord<P> = P extends { record?: { find: (...args: never[]) => Promise<infer R> } } ? R : never;

/** What a kind's form that adds one reads besides its defaults, as its `create.data` returns it. */
export type NewRecordData<P> = P extends { create?: { data?: (...args: never[]) => infer D } } ? Awaited<D> : never;
