import { MIN_PASSWORD_LENGTH } from "~/domain/account/rules";
import { useEffect, useId, useState } from "react";
import { Form, Link, redirect, useLocation, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/auth";
import type { AuthErrorCode } from "~/domain/account/schema";
import { useLanguage, useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { cn } from "~/lib/cn";
import { localePath } from "~/lib/paths";
import { pageMeta } from "~/content/seo";
import { getCurrentUser } from "~/server/session.server";
import { flashCookie, readFlashMessage } from "~/server/flash.server";
import { Field, Input } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { authAction } from "./auth-action.server";
import { signInReturnPath } from "~/admin-kit/preferences.server";
import { EmailField, Notice, ResendLink, SubmitButton } from "~/components/site/auth-parts";

/** How the mailed verification link ended, when it led here (better-auth appends `error` on failure). */
export type Verification = "verified" | "failed" | null;

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "auth");
  const params = new URL(request.url).searchParams;
  // A signed-in visitor is sent home, unless the admin area sent them here to sign in as an administrator.
  const adminRequired = params.get("reason") === "admin";
  const verification: Verification =
    params.get("verified") !== "1" ? null : params.get("error") ? "failed" : "verified";
  if (!adminRequired && (await getCurrentUser(request))) {
    // A verification link signs its owner in: home, with the confirmation.
    const headers = verification === "verified" ? { "Set-Cookie": flashCookie("verified") } : undefined;
    throw redirect(localePath("/", page.lang), { headers });
  }
  // After sign-up the Sign In tab has the new address filled in.
  // Back to the back-office page that sent the visitor here (only ever a path under /admin).
  // Or to the invitation to administer that the visitor signs in to accept.
  const returning = adminRequired || params.get("reason") === "invitation";
  const next = returning ? signInReturnPath(params.get("next")) : null;
  return { ...page, adminRequired, verification, next, email: readFlashMessage(request)?.email ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return authAction(request, context);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

type Tab = "signin" | "signup";

export default function AuthPage({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT("auth");
  const { lang } = useLanguage();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const result = actionData;
  // A refusal, with better-auth's own code and message and the seconds a limit asks to wait.
  const refused = result?.errors.form;
  const error = refused
    ? {
        code: refused,
        providerCode: result.provider?.code,
        message: result.provider?.message,
        seconds: result.retryAfterSeconds,
      }
    : undefined;
  const requested: Tab = params.get("tab") === "signup" ? "signup" : "signin";
  // An existing account sends the visitor to the Sign In tab.
  const tab: Tab = error?.code === "accountExists" ? "signin" : (result?.form ?? requested);
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const id = useId();

  const describe = (code: AuthErrorCode, extra?: { message?: string; providerCode?: string; seconds?: number }) => {
    if ((code === "signInFailed" || code === "signUpFailed") && extra) {
      if (extra.providerCode === "INVALID_EMAIL_OR_PASSWORD" || extra.providerCode === "EMAIL_NOT_VERIFIED")
        return t(`provider.${extra.providerCode}`);
      if (extra.message) return extra.message;
    }
    return t(`errors.${code}.description`, { seconds: extra?.seconds ?? 60, min: MIN_PASSWORD_LENGTH });
  };
  const showError = (code: AuthErrorCode, extra?: { message?: string; providerCode?: string; seconds?: number }) => {
    const description = describe(code, extra);
    toast({ title: t(`errors.${code}.title`), description, variant: "error" });
    return description;
  };

  // The server's answer is rendered as text too, so it reaches visitors without JavaScript.
  const [clientMessage, setClientMessage] = useState<string | null>(null);
  const inline = clientMessage ?? (error ? describe(error.code, error) : null);
  useEffect(() => {
    setClientMessage(null);
    if (error) showError(error.code, error);
    // A new action result is a new message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  // Another page (a redirect after sign-up, a tab change) leaves no earlier error behind.
  useEffect(() => setClientMessage(null), [location.key]);

  // An address that still waits for verification, when this page knows it: offered a new link.
  const unverified =
    error?.providerCode === "EMAIL_NOT_VERIFIED" || result?.resend === "sent" || loaderData.verification === "failed";
  const status = result?.resend
    ? t(`resend.${result.resend}`, { email: result.values?.email ?? "" })
    : loaderData.verification === "verified"
      ? t("verifiedStatus")
      : null;
  const signInEmail = result?.values?.email || loaderData.email;

  // The browser checks with the server's own rules before posting. The rules (Zod) load on the
  // first submit, so the page does not carry them: the first submit waits for them, then posts again.
  const validate = (event: React.FormEvent<HTMLFormElement>, which: Tab) => {
    const form = event.currentTarget;
    if (form.dataset.checked) {
      delete form.dataset.checked;
      return;
    }
    event.preventDefault();
    void import("~/domain/account/schema").then(({ firstError, signInSchema, signUpSchema }) => {
      const values = Object.fromEntries(new FormData(form));
      const parsed = which === "signin" ? signInSchema.safeParse(values) : signUpSchema.safeParse(values);
      if (!parsed.success) {
        setClientMessage(showError(firstError(parsed)));
        return;
      }
      form.dataset.checked = "1";
      form.requestSubmit();
    });
  };

  const passwordType = showPassword ? "text" : "password";
  const toggle = (
    <button
      type="button"
      onClick={() => setShowPassword((v) => !v)}
      className="text-sm font-medium text-brand-700 hover:underline"
      aria-pressed={showPassword}
    >
      {showPassword ? t("fields.hidePassword") : t("fields.showPassword")}
    </button>
  );
  const tabLink = (which: Tab) => (
    <Link
      role="tab"
      aria-selected={tab === which}
      aria-controls={`${id}-${which}`}
      to={`?tab=${which}`}
      replace
      preventScrollReset
      className={cn(
        "flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold",
        tab === which ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
      )}
    >
      {t(`tabs.${which}`)}
    </Link>
  );

  return (
    <section className="bg-slate-50 py-12">
      <div className="mx-auto max-w-md px-4">
        <Link to={localePath("/", lang)} className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t("backHome")}
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("subtitle")}</p>
        {loaderData.adminRequired ? <Notice tone="notice">{t("adminRequired")}</Notice> : null}
        <div role="tablist" aria-label={t("tabs.label")} className="mt-6 flex gap-1 rounded-lg bg-slate-200 p-1">
          {tabLink("signin")}
          {tabLink("signup")}
        </div>
        {loaderData.verification === "failed" ? <Notice tone="error">{t("resend.linkFailed")}</Notice> : null}
        {status ? (
          <Notice tone="success" testId="auth-status">
            {status}
          </Notice>
        ) : null}
        {inline ? <Notice tone="error">{inline}</Notice> : null}
        <div
          id={`${id}-${tab}`}
          role="tabpanel"
          className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {tab === "signin" ? (
            <Form key="signin" method="post" noValidate className="space-y-4" onSubmit={(e) => validate(e, "signin")}>
              <input type="hidden" name="intent" value="signin" />
              {loaderData.next ? <input type="hidden" name="redirectTo" value={loaderData.next} /> : null}
              <EmailField id={`${id}-email`} defaultValue={signInEmail} key={`signin-${signInEmail}`} />
              <Field id={`${id}-password`} label={t("fields.password")} requiredLabel="">
                <Input
                  id={`${id}-password`}
                  name="password"
                  type={passwordType}
                  autoComplete="current-password"
                  key={`password-${location.key}`}
                  autoFocus={Boolean(loaderData.email)}
                />
              </Field>
              <div className="flex items-center justify-between">
                <Link
                  to={localePath("/auth/forgot", lang)}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  {t("forgotLink")}
                </Link>
                {toggle}
              </div>
              <SubmitButton busy={submitting === "signin"} label={t("submitSignIn")} busyLabel={t("signingIn")} />
            </Form>
          ) : (
            <Form key="signup" method="post" noValidate className="space-y-4" onSubmit={(e) => validate(e, "signup")}>
              <input type="hidden" name="intent" value="signup" />
              <Field id={`${id}-name`} label={t("fields.fullName")} requiredLabel="">
                <Input
                  id={`${id}-name`}
                  name="fullName"
                  autoComplete="name"
                  maxLength={TEXT_LIMITS.personName}
                  defaultValue={result?.values?.fullName}
                />
              </Field>
              <EmailField id={`${id}-email2`} defaultValue={result?.values?.email} />
              <Field id={`${id}-password2`} label={t("fields.password")} requiredLabel="">
                <Input id={`${id}-password2`} name="password" type={passwordType} autoComplete="new-password" />
              </Field>
              <Field id={`${id}-confirm`} label={t("fields.confirmPassword")} requiredLabel="">
                <Input id={`${id}-confirm`} name="confirmPassword" type={passwordType} autoComplete="new-password" />
              </Field>
              <div className="flex justify-end">{toggle}</div>
              <SubmitButton busy={submitting === "signup"} label={t("submitSignUp")} busyLabel={t("creatingAccount")} />
            </Form>
          )}
        </div>
        {tab === "signin" && unverified ? (
          <ResendLink email={result?.values?.email ?? ""} busy={submitting === "resend"} />
        ) : null}
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
