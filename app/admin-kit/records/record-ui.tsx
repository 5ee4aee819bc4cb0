import { useId, type ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { mayUse, type AdminScreenName } from "~/domain/account/permissions";
import { useRouteAccess } from "../route-handle";
import { useAdmin } from "~/domain/account/auth-context";
import { useLanguage, useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { errorPlaceholders } from "./error-text";
import { NUMBER_LIMITS, numberInputLength, type NumberKind } from "~/domain/number-limits";
import { useActorName, useAdminFormat } from "../format";
import { EmptyState, PageHeader, Panel } from "../ui/panels";
import type { RecordActionResult } from "../contracts";
import { Labelled } from "./form-field";

export type HistoryEntry = { id: number; text: { en: string; ro: string }; body?: string; by: string; at: string };

/** Whether the administrator may change records of a screen (the server checks it again). */
export function useMayPost(): (screen: AdminScreenName) => boolean {
  const { permissions } = useAdmin();
  return (screen) => mayUse(permissions, { screen }, "POST");
}

/** Whether the administrator may change what this page shows, as its route declares (the server checks it again). */
export function useMayChange(): boolean {
  const access = useRouteAccess();
  const mayPost = useMayPost();
  return access ? mayPost(access.screen) : false;
}

/** Its children (a form that changes something) only for an administrator allowed to change this page. */
export function MayChange({ children }: { children: ReactNode }) {
  return useMayChange() ? <>{children}</> : null;
}

/** Shown at the top of a record that does not fit its schema: what to correct. */
export function InvalidRecordNotice({ fields }: { fields: string[] | undefined }) {
  const t = useT("admin");
  if (!fields?.length) return null;
  return (
    <div
      role="alert"
      data-testid="invalid-record"
      className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{t("invalidRecord.title")}</p>
      <p className="mt-1">{t("invalidRecord.text", { fields: fields.join(", ") })}</p>
    </div>
  );
}

function isTextOf<T extends object>(texts: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(texts, key);
}

/** An error key the server sent, translated; a key without a text shows itself, as `t` shows any missing key. */
export function useActionErrorText(): (key: string) => string {
  const t = useT("admin");
  const format = useAdminFormat();
  const errors = useLanguage().texts.admin?.actions.errors;
  const ranges = errorPlaceholders(format.number);
  return (key) => (errors && isTextOf(errors, key) ? t(`actions.errors.${key}`, ranges) : `actions.errors.${key}`);
}

/**
 * What a form's post came back with, for the form of `intent`: the refused answer (if it is this
 * form's), each field's translated error, and each field's value as typed (else `start`).
 */
export function useFormAnswer(result: RecordActionResult | undefined, intent: string) {
  const errorText = useActionErrorText();
  const returned = result && !result.ok && result.form === intent ? result : undefined;
  return {
    returned,
    error: (name: string) => {
      const key = returned?.errors[name];
      return key ? errorText(key) : undefined;
    },
    value: (name: string, start: string) => returned?.values?.[name] ?? start,
  };
}

/** The message under a form: its error (translated), or that it was saved. */
export function ActionMessage({
  result,
  intent,
  id,
  done,
}: {
  result: RecordActionResult | undefined;
  intent: string;
  id?: string;
  /** What the form did, when more than "Saved." (an e-mail sent). */
  done?: string;
}) {
  const t = useT("admin");
  const errorText = useActionErrorText();
  if (!result || result.form !== intent) return null;
  if (result.ok)
    return (
      <p id={id} role="status" className="text-sm font-medium text-green-800">
        {done ?? t("actions.saved")}
      </p>
    );
  const keys = Object.values(result.errors).filter((key) => key !== undefined);
  const fix = keys.map((key) => FIXED_ON[key]).find(Boolean);
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {keys.map(errorText).join(" ")}
      {fix ? (
        <>
          {" "}
          <Link to={fix.to} className="underline">
            {t(fix.label)}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** Refusals fixed on another screen: the message links to it. */
const FIXED_ON: Partial<Record<string, { to: string; label: "nav.settings" }>> = {
  companyNotSet: { to: "/admin/settings", label: "nav.settings" },
  efacturaSellerAddress: { to: "/admin/settings", label: "nav.settings" },
};

/** A small form's foot: the answer to its last post (the `id` its field points to), and its button. */
export function SubmitRow({
  result,
  intent,
  id,
  label,
  busy,
  done,
}: {
  result: RecordActionResult | undefined;
  intent: string;
  id: string;
  label: string;
  busy: boolean;
  done?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <ActionMessage result={result} intent={intent} id={id} done={done} />
      <button type="submit" className={buttonClass("outline", "sm", "ml-auto shrink-0")} disabled={busy}>
        {label}
      </button>
    </div>
  );
}

/** Whether the page's form that posts `intent` is on its way. */
export function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * One change on a record's page as a small form: a labelled select (or input) named `name` (the
 * intent's name unless said) and its button, answered by the page's action; works without JavaScript.
 */
export function ChangeForm({
  intent,
  name = intent,
  label,
  defaultValue,
  options,
  submitLabel,
  number,
}: {
  intent: string;
  name?: string;
  label: string;
  defaultValue: string;
  options?: { value: string; label: string }[];
  submitLabel: string;
  /** The kind of number the input takes (its keyboard and length); without options, an amount. */
  number?: NumberKind;
}) {
  const result = useActionData<RecordActionResult>();
  const mayChange = useMayChange();
  const id = useId();
  const busy = useBusy(intent);
  const typed = result && !result.ok && result.form === intent ? result.values?.[name] : undefined;
  const messageId = `${id}-message`;
  if (!mayChange) return null;
  return (
    <Form method="post" className="space-y-1" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="block text-xs font-semibold text-slate-600">
        {label}
      </label>
      <div className="flex gap-2">
        {options ? (
          <select
            id={id}
            name={name}
            defaultValue={typed ?? defaultValue}
            key={`${defaultValue}-${typed}`}
            className={inputClass}
            aria-describedby={messageId}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name={name}
            type="text"
            inputMode={number && NUMBER_LIMITS[number].decimals === 0 ? "numeric" : "decimal"}
            maxLength={numberInputLength(number ?? "amount")}
            defaultValue={typed ?? defaultValue}
            key={`${defaultValue}-${typed}`}
            className={inputClass}
            aria-describedby={messageId}
          />
        )}
        <button type="submit" className={buttonClass("outline", "sm", "shrink-0")} disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <ActionMessage result={result} intent={intent} id={messageId} />
    </Form>
  );
}

/** A note added to the record's history. */
export function NoteForm({ result }: { result: RecordActionResult | undefined }) {
  const mayChange = useMayChange();
  const t = useT("admin");
  const id = useId();
  const busy = useBusy("note");
  const failed = result && !result.ok && result.form === "note";
  if (!mayChange) return null;
  return (
    <Form method="post" className="space-y-2" key={result?.ok && result.form === "note" ? Math.random() : "note"}>
      <input type="hidden" name="intent" value="note" />
      <Labelled
        id={id}
        label={t("actions.note")}
        look="panel"
        describedBy={`${id}-message`}
        control={(control) => (
          <textarea
            {...control}
            name="note"
            rows={3}
            maxLength={TEXT_LIMITS.note}
            defaultValue={failed ? result.values?.note : ""}
          />
        )}
      />
      <SubmitRow result={result} intent="note" id={`${id}-message`} label={t("actions.addNote")} busy={busy} />
    </Form>
  );
}

/** The record's history: who did what, and when, newest first. */
export function History({ entries }: { entries: HistoryEntry[] }) {
  const t = useT("admin");
  const actorName = useActorName();
  const { lang } = useLanguage();
  const format = useAdminFormat();
  return (
    <Panel title={t("actions.history")}>
      {entries.length === 0 ? (
        <EmptyState>{t("common.noData")}</EmptyState>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="history">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3">
              <p className="text-sm font-medium text-slate-900">{entry.text[lang]}</p>
              {entry.body ? (
                <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{entry.body}</p>
              ) : null}
              <p className="text-xs text-slate-600">
                {actorName(entry.by)} · <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** A link to another record's page, reading its number unless `children` say otherwise. */
export function RecordLink({ screen, id, children }: { screen: AdminScreenName; id: string; children?: ReactNode }) {
  return (
    <Link className="font-medium text-brand-700 hover:underline" to={`/admin/${screen}/${id}`}>
      {children ?? id}
    </Link>
  );
}

/** A labelled value on a record page. */
export function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn("font-medium break-words text-slate-900")} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A record page: its title and back link, the notice for fields to correct, its badges, then the
 * record's panels and history beside its actions.
 */
export function RecordLayout({
  title,
  subtitle,
  list,
  invalid,
  badges,
  main,
  side,
}: {
  title: string;
  subtitle: string;
  list: string;
  invalid: string[] | undefined;
  badges: ReactNode;
  main: ReactNode;
  side: ReactNode;
}) {
  const t = useT("admin");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link to={list} className={buttonClass("outline", "sm")}>
            {t("actions.back")}
          </Link>
        }
      />
      <InvalidRecordNotice fields={invalid} />
      <div className="mb-4 flex flex-wrap gap-2">{badges}</div>
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">{main}</div>
        <div className="space-y-6">{side}</div>
      </div>
    </>
  );
}
