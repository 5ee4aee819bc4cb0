/**
 * The back-office's shared contracts: what an entity hands the kit (its list view, its cards, its
 * form's fields) and what the kit hands back (a form's result, a refusal). They live here, apart
 * from the components and handlers that use them, so that an entity, a screen and a handler can
 * all name them without importing each other.
 */
import type { ReactNode } from "react";
import type { FormResult } from "~/domain/form-result";
import type { TFn } from "~/i18n/language";
import type { AdminFormat } from "./format";
import type { CardSpecs } from "./ui/panels";
import type { RecordEntity } from "~/domain/admin/record-kinds";

/**
 * A select of a list: its URL name (its label is `<section>.<name>`), the key of its "all" option
 * within the section, its values, and the key prefix that names each value (none: the value as it
 * is, a platform or a person).
 */
export type SelectSpec = { name: string; all: string; values: readonly string[]; option?: string };

/**
 * What a list screen shows besides its records: its i18n section (title, subtitle, search
 * placeholder; also the name of its export), cards and selects, where a record's page is (none: records have no
 * page yet), and its create action (a label key, and the form's address once there is one).
 */
export type ListView = {
  /** The kind of record listed. */
  entity: RecordEntity;
  section: string;
  cards: CardSpecs;
  selects: readonly SelectSpec[];
  recordPath?: string;
  create?: { label: string; href?: string };
  /** Other ways to see the same records (the opportunities' board): a label key and the address. */
  views?: readonly { label: string; href: string }[];
  /** The list as a table (a wide screen's choice beside the cards): its columns, the first ones shown unless chosen. */
  table?: TableSpec;
};

/**
 * How a table column writes its field: as text, a sum of money, a day, a moment, a percentage,
 * a count, a staff account's name, or a coded value labelled `<option>.<value>`.
 */
export type ColumnFormat = "text" | "money" | "date" | "moment" | "percent" | "number" | "owner" | "coded";

/** A column of a list's table: its record field (its heading is `columns.<field>`), how it is written, and whether it sorts. */
export type TableColumn = { field: string; format?: ColumnFormat; option?: string; sortable?: boolean };

/**
 * A list's table: its columns (the first `shown` of them unless the URL chooses), and whether its
 * records have an owner (`assignedTo`), which gives the list a "Mine" filter and bulk assignment.
 */
export type TableSpec = { columns: readonly TableColumn[]; shown: number; owned?: boolean };

/** The page sizes a list's table offers: the first is the default (the cards' page). */
export const PAGE_SIZES = [24, 50, 100] as const;

/** The bulk changes a list offers for its selected rows. */
export const bulkOperations = ["assign", "status", "delete"] as const;
export type BulkOperation = (typeof bulkOperations)[number];

/**
 * A list's table as the URL sets it: the layout, the sort column and direction, the page size,
 * the columns shown, and "Mine" (the records the signed-in administrator owns).
 */
export type TableState = {
  layout: "cards" | "table";
  sort?: string;
  dir: "asc" | "desc";
  size: number;
  columns: string[];
  mine: boolean;
};

/** The staff a list's table names owners by and assigns to: a record's owner's name, and the select's choices. */
export type ListOwners = {
  name: (id: string | null | undefined) => string;
  choices: readonly { value: string; label: string }[];
};

/** What a card is drawn with: the admin's texts and number, money and date formats. */
export type CardTools = {
  t: TFn<"admin">;
  format: AdminFormat;
  /** The office's calendar day the list was read on (Demo Mode's fixed day in Demo Mode). */
  today: string;
};

/** What an entity draws of one record: the card's heading, badges and body. */
export type CardContent = {
  title: string;
  subtitle?: ReactNode;
  badges?: ReactNode;
  highlight?: boolean;
  /** False: the card has no action row (a commission is acted on from its own buttons). */
  actions?: boolean;
  body: ReactNode;
};

/** A list loader's data (`listScreenData` in ../lists/registry.server.ts). */
export type ListScreenData<R> = {
  query: { q: string } & Partial<Record<string, string>>;
  cards: Record<string, number>;
  rows: R[];
  paging: { matching: number; page: number; pageCount: number };
  /** The office's calendar day the list was read on. */
  today: string;
  table: TableState;
  /** The bulk changes this administrator may make to the list's selected rows, and a status change's choices. */
  bulk: { operations: BulkOperation[]; statuses: readonly string[]; statusOption?: string };
  /** The administrator's saved filters of this list: a name and the URL's query. */
  savedFilters: { id: number; name: string; query: string }[];
};

/**
 * What a staff form gets back: the site's one form result (domain/form-result.ts), its `form`
 * the intent of the page's form that was sent, its errors keys of `actions.errors`.
 */
export type RecordActionResult = FormResult;

/** Why a change was refused: a key of `actions.errors`, and the HTTP status that goes with it. */
export class ActionRefused extends Error {
  constructor(
    readonly key:
      | "notFound"
      | "converted"
      | "unchanged"
      | "sameStage"
      | "closedStage"
      | "notClosed"
      | "lossReasonRequired"
      | "lastSuperAdmin"
      | "alreadyAdmin"
      | "notPayable"
      | "notSendable"
      | "notCancellable"
      | "emailTaken"
      | "demoMode"
      | "linesFixed"
      | "notPending"
      | "commissionPaid"
      | "hasCommissions"
      | "alreadyPublished"
      | "notPublished"
      | "published"
      | "contactNotFound"
      | "affiliateUnknown"
      | "codeTaken"
      | "overBudget"
      | "companyNotSet"
      | "exchangeRateMissing"
      | "paymentInFuture"
      | "paymentOverOwed"
      | "paymentReversed"
      | "notCreditable"
      | "creditOverInvoiced"
      | "nothingToCredit"
      | "efacturaSellerAddress"
      | "efacturaClientAddress"
      | "mailFailed"
      | "contactMailFailed"
      | "staffUnknown"
      | "relatedNotFound"
      | "meetingCancelled"
      | "noEmailAddress"
      | "efacturaBroken"
      | "issueDateInFuture"
      | "issueDateOutOfOrder"
      | "notVatPayer"
      | "notSubjectForVatPayer"
      | "invalidChoice",
    readonly status: 404 | 409 = 409,
    /** The input the refusal is about, when it is one input's (the message shows beside it). */
    readonly field = "form",
  ) {
    super(key);
  }
}

/** One input of a staff form: what it is called, how it is labelled, and what kind of value it takes. */
export type FieldSpec = {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  /** A line under the input saying what to type (a code's form, a default). */
  hint?: string;
} & (
  | { kind: "text" | "email" | "tel" | "date" | "datetime-local"; inputMode?: never }
  | { kind: "number"; inputMode: "numeric" | "decimal" }
  | { kind: "select"; options: readonly { value: string; label: string }[] }
  /** Several of the options: a checkbox each, posted under the field's name (the server joins them with commas). */
  | { kind: "checkboxes"; options: readonly { value: string; label: string }[] }
  | { kind: "textarea"; rows?: number }
);
