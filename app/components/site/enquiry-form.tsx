import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { fieldErrorsOf, type EnquiryErrors, type EnquiryResult } from "~/domain/quote/result";
import { formError } from "~/domain/form-result";
import { MAX_SPACES, MIN_SPACES, type EnquiryFieldError } from "~/domain/quote/limits";

/** One object for "no errors", so the focus effect runs only when the errors change. */
const NO_ERRORS: EnquiryErrors = {};
import { useLanguage, useT } from "~/i18n/language";

/**
 * Hidden fields every enquiry form sends: the page it is on and the honeypot; and the image that
 * sets the time trap's token as a cookie when the form is shown (form-token.server.ts).
 */
export function EnquiryHiddenFields() {
  const t = useT("common");
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name="page" value={pathname} />
      {/* People never see this field; bots that fill every input do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <img src="/form-token" alt="" width={1} height={1} />
        <label>
          {t("enquiryForm.honeypot")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** A field's message under it, tied to the control by aria-describedby. */
export function FieldError({ id, code }: { id: string; code: EnquiryFieldError | undefined }) {
  const t = useT("common");
  const { lang } = useLanguage();
  if (!code) return null;
  // The spaces' message says their range.
  const number = new Intl.NumberFormat(lang);
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {t(`enquiryForm.errors.${code}`, { min: number.format(MIN_SPACES), max: number.format(MAX_SPACES) })}
    </p>
  );
}

/** The form-wide message of a refused post: errors to correct, the limit, or try again. */
export function EnquiryFormAlert({ result, errors }: { result: EnquiryResult | undefined; errors: EnquiryErrors }) {
  const t = useT("common");
  const refused = formError(result);
  let text: string | null = null;
  if (refused === "rateLimited" || refused === "unavailable" || refused === "expired")
    text = t(`enquiryForm.${refused}`);
  else if (Object.keys(errors).length > 0) text = t("enquiryForm.errorSummary");
  if (!text) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
    >
      {text}
    </div>
  );
}

/** Props for a control: its error state and description. */
export function fieldProps(
  id: string,
  name: string,
  errors: EnquiryErrors,
  values: Record<string, string> | undefined,
) {
  const error = errors[name];
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    defaultValue: values?.[name],
  };
}

/**
 * An enquiry form's behaviour. Without JavaScript the form posts to the route's action and the page
 * comes back with `serverResult`. With it, the same Zod schema as the server's checks the fields
 * first (loaded on submit, so pages don't carry it), then a fetcher posts them.
 */
export function useEnquiryForm({
  key,
  action,
  validate,
  serverResult,
  onSent,
}: {
  key: string;
  action: string;
  validate: (form: FormData) => Promise<EnquiryErrors | null>;
  serverResult?: EnquiryResult | undefined;
  onSent: (form: HTMLFormElement) => void;
}) {
  const fetcher = useFetcher<EnquiryResult>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<EnquiryErrors | null>(null);
  const result = fetcher.data ?? serverResult;
  const errors = useMemo(
    () => clientErrors ?? (result && !result.ok ? fieldErrorsOf(result) : NO_ERRORS),
    [clientErrors, result],
  );
  const busy = fetcher.state !== "idle";

  // Each answer is handled once, when the fetcher is back to idle (its revalidation done). The form
  // that was sent is kept from the submit: the element on screen may have been re-rendered since.
  const handled = useRef<EnquiryResult | undefined>(undefined);
  const submitted = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === handled.current) return;
    handled.current = fetcher.data;
    const form = submitted.current ?? formRef.current;
    if (fetcher.data.ok && form) onSent(form);
  }, [fetcher.state, fetcher.data, onSent]);

  useEffect(() => {
    // Focus the first field to correct, so keyboard and screen-reader users land on it.
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [errors]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = await validate(data);
    setClientErrors(found);
    if (found) return;
    submitted.current = form;
    void fetcher.submit(data, { method: "post", action });
  };

  return {
    formRef,
    fetcher,
    result,
    errors,
    busy,
    onSubmit,
    sentWithoutScript: !fetcher.data && serverResult?.ok === true,
  };
}

export function SentNotice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 sm:col-span-2"
    >
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
      {children}
    </div>
  );
}
