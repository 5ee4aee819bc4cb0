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
      | "notSubjectForVatPayer",
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
