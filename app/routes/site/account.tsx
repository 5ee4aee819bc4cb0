import { MIN_PASSWORD_LENGTH } from "~/domain/account/rules";
import { useEffect } from "react";
import { data, Form, useActionData, useFetcher, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { profileSchema } from "~/domain/account/profile";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { accountPageData } from "./account-pages.server";
import { pageMeta } from "~/content/seo";
import { getDb } from "~/server/db/db.server";
import { getCurrentUser, requireUser } from "~/server/session.server";
import { getAuth } from "~/server/auth.server";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { noticeAdmin } from "~/server/admin-notices.server";
import { accountLimits, hitRateLimit } from "~/server/rate-limit.server";
import { endSessions, listSessions } from "~/server/sessions.server";
import { OFFICE_TIME_ZONE } from "~/domain/admin/dates";
import { changePasswordSchema, firstError } from "~/domain/account/schema";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { TEXT_LIMITS } from "~/domain/field-limits";
import type { FormResult } from "~/domain/form-result";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = accountPageData(request, "account.metaTitle", "account.subtitle");
  // The times are written here, on the office's clock, so the browser shows the same text.
  const when = new Intl.DateTimeFormat(page.lang === "ro" ? "ro-RO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: OFFICE_TIME_ZONE,
  });
  const sessions = (await listSessions(await getDb(), user.id, user.sessionId, context.now)).map((session) => ({
    ...session,
    createdAt: when.format(new Date(session.createdAt)),
    lastSeenAt: when.format(new Date(session.lastSeenAt)),
  }));
  return data(
    { ...page, profile: { fullName: user.fullName, email: user.email }, sessions },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult = FormResult<
  | "noUser"
  | "fullNameRequired"
  | "fullNameInvalid"
  | "invalidPassword"
  | "passwordMismatch"
  | "currentPasswordRequired"
  | "currentPasswordWrong"
  | "rateLimited"
  | "sessionGone"
> & { ended?: number };

/**
 * The account's forms: the full name (the default), a new password (which ends the account's
 * other sessions), and ending one other session or all of them. Without a session: "No user logged in".
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data<ActionResult>({ form: "profile", ok: false, errors: { form: "noUser" } }, { status: 401 });
  const form = await request.formData();
  const intent = form.get("intent");
  const db = await getDb();
  if (intent === "endSession" || intent === "endOthers") {
    const chosen = form.get("session");
    const which = intent === "endOthers" ? "others" : typeof chosen === "string" && chosen ? chosen : "none";
    const ended = await endSessions(db, user.id, user.sessionId, which);
    if (!ended && intent === "endSession")
      return data<ActionResult>({ form: "sessions", ok: false, errors: { form: "sessionGone" } }, { status: 409 });
    log.info({ user: user.id, ended }, "sessions ended by their owner");
    return data<ActionResult>({ form: "sessions", ok: true, errors: {}, ended });
  }
  if (intent === "password") return changePassword(request, form, user, context);
  const parsed = profileSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data<ActionResult>(
      {
        form: "profile",
        ok: false,
        errors: {
          fullName: parsed.error.issues[0]?.message === "fullNameInvalid" ? "fullNameInvalid" : "fullNameRequired",
        },
      },
      { status: 400 },
    );
  await db
    .insertInto("profiles")
    .values({ user_id: user.id, full_name: parsed.data.fullName })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ full_name: parsed.data.fullName, updated_at: new Date() }))
    .execute();
  return data<ActionResult>({ form: "profile", ok: true, errors: {} });
}

/**
 * A new password, given the one in use: checked by better-auth, limited like a sign-in (per
 * account, against a stolen session guessing it), then every other session of the account ends
 * (this one stays, and so does its second factor). An administrator is told by mail.
 */
async function changePassword(
  request: Request,
  form: FormData,
  user: { id: string; sessionId: string },
  { clientIp, now }: Pick<Route.ActionArgs["context"], "clientIp" | "now">,
) {
  const refuse = (key: NonNullable<ActionResult["errors"]["form"]>, status: number) =>
    data<ActionResult>({ form: "password", ok: false, errors: { form: key } }, { status });
  const parsed = changePasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const code = firstError(parsed);
    return refuse(code === "passwordMismatch" || code === "currentPasswordRequired" ? code : "invalidPassword", 400);
  }
  const db = await getDb();
  const limit = await hitRateLimit(db, `password-change:${user.id}`, accountLimits(getEnv()).perAccount, now);
  if (!limit.allowed) return refuse("rateLimited", 429);
  const response = await (
    await getAuth()
  ).api.changePassword({
    body: {
      currentPassword: parsed.data.currentPassword,
      newPassword: parsed.data.password,
      revokeOtherSessions: false,
    },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return refuse("currentPasswordWrong", 400);
  const ended = await endSessions(db, user.id, user.sessionId, "others");
  log.info({ user: user.id, ended }, "password changed by its owner");
  await noticeAdmin(db, user.id, "passwordChanged", { now, clientIp, userAgent: request.headers.get("user-agent") });
  return data<ActionResult>({ form: "password", ok: true, errors: {}, ended });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export default function Account({ loaderData }: Route.ComponentProps) {
  const t = useT("auth");
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const { lang } = useLanguage();
  const saving = fetcher.state !== "idle";
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    const error = result.errors.fullName ?? result.errors.form;
    if (result.ok) toast({ title: t("account.saved.title"), description: t("account.saved.description") });
    else if (error === "noUser") {
      toast({ title: t("account.noUser.title"), description: t("account.noUser.description"), variant: "error" });
      // The session is gone: sign in again.
      void navigate(localePath("/auth", lang), { replace: true });
    } else if (error)
      toast({ title: t(`errors.${error}.title`), description: t(`errors.${error}.description`), variant: "error" });
  }, [fetcher.data, fetcher.state, t, navigate, lang]);
  const error = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors.fullName ?? fetcher.data.errors.form) : null;

  return (
    <section className="bg-slate-50 py-12">
      <div className="mx-auto max-w-xl px-4">
        <h1 className="text-3xl font-bold text-slate-900">{t("account.title")}</h1>
        <p className="mt-1 text-slate-600">{t("account.subtitle")}</p>
        <fetcher.Form
          method="post"
          className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <Field id="account-email" label={t("account.email")} requiredLabel="">
            <Input id="account-email" value={loaderData.profile.email} readOnly disabled />
          </Field>
          <Field id="account-name" label={t("account.fullName")} requiredLabel="">
            <Input
              id="account-name"
              name="fullName"
              defaultValue={loaderData.profile.fullName}
              autoComplete="name"
              maxLength={TEXT_LIMITS.personName}
              required
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error === "noUser" ? t("account.noUser.description") : t(`errors.${error}.description`)}
            </p>
          ) : null}
          <button type="submit" disabled={saving} className={buttonClass("primary", "md")}>
            {saving ? t("account.saving") : t("account.save")}
          </button>
        </fetcher.Form>
        <div id="settings" className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold text-slate-900">{t("account.settingsTitle")}</h2>
          <p className="text-slate-600">{t("account.settingsText")}</p>
          <PasswordForm />
        </div>
        <SessionsPanel sessions={loaderData.sessions} />
      </div>
    </section>
  );
}

/** An answer's refusal, as the sign-in texts word it ("No user logged in" has its own). */
function useErrorText() {
  const t = useT("auth");
  return (key: NonNullable<ActionResult["errors"]["form"]>) =>
    key === "noUser" ? t("account.noUser.description") : t(`errors.${key}.description`, { min: MIN_PASSWORD_LENGTH });
}

/** A new password, given the current one; works without JavaScript. */
function PasswordForm() {
  const t = useT("auth");
  const errorText = useErrorText();
  const result = useActionData<typeof action>();
  const answer = result?.form === "password" ? result : undefined;
  const busy = useNavigation().formData?.get("intent") === "password";
  const error = answer && !answer.ok ? answer.errors.form : undefined;
  return (
    <Form method="post" className="space-y-3" aria-labelledby="password-title" key={answer?.ok ? "done" : "form"}>
      <h3 id="password-title" className="text-lg font-semibold text-slate-900">
        {t("account.password.title")}
      </h3>
      <input type="hidden" name="intent" value="password" />
      {(
        [
          ["currentPassword", "account.password.current", "current-password"],
          ["password", "account.password.new", "new-password"],
          ["confirmPassword", "account.password.confirm", "new-password"],
        ] as const
      ).map(([name, label, autoComplete]) => (
        <Field key={name} id={`account-${name}`} label={t(label)} requiredLabel="">
          <Input
            id={`account-${name}`}
            name={name}
            type="password"
            autoComplete={autoComplete}
            maxLength={128}
            required
            aria-describedby="password-message"
          />
        </Field>
      ))}
      <p
        id="password-message"
        role={error ? "alert" : "status"}
        className={error ? "text-sm text-red-700" : "text-sm text-green-800"}
      >
        {error ? errorText(error) : answer?.ok ? t("account.password.changed") : ""}
      </p>
      <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
        {t("account.password.submit")}
      </button>
    </Form>
  );
}

/** The account's sessions: this browser first, each other one with a button that ends it, and one that ends them all. */
function SessionsPanel({ sessions }: { sessions: Route.ComponentProps["loaderData"]["sessions"] }) {
  const t = useT("auth");
  const errorText = useErrorText();
  const result = useActionData<typeof action>();
  const answer = result?.form === "sessions" ? result : undefined;
  const others = sessions.filter((session) => !session.current);
  return (
    <section
      aria-labelledby="sessions-title"
      className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="sessions-title" className="text-xl font-semibold text-slate-900">
        {t("account.sessions.title")}
      </h2>
      <p className="text-slate-600">{t("account.sessions.intro")}</p>
      <p role={answer && !answer.ok ? "alert" : "status"} className="text-sm font-medium empty:hidden">
        {answer
          ? answer.ok
            ? t("account.sessions.ended", { count: String(answer.ended ?? 0) })
            : errorText(answer.errors.form ?? "sessionGone")
          : ""}
      </p>
      <ul className="divide-y divide-slate-200" data-testid="sessions">
        {sessions.map((session) => {
          const device = session.device ?? t("account.sessions.unknownDevice");
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="session"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-slate-900">
                  {device}
                  {session.current ? " " : null}
                  {session.current ? (
                    <span className="ml-1 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      {t("account.sessions.thisBrowser")}
                    </span>
                  ) : null}
                </p>
                {session.address ? (
                  <p className="text-slate-600">{t("account.sessions.address", { address: session.address })}</p>
                ) : null}
                <p className="text-slate-600">{t("account.sessions.lastSeen", { when: session.lastSeenAt })}</p>
                <p className="text-slate-600">{t("account.sessions.signedIn", { when: session.createdAt })}</p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="endSession" />
                  <input type="hidden" name="session" value={session.id} />
                  <button
                    type="submit"
                    className={buttonClass("outline", "sm")}
                    aria-label={t("account.sessions.endLabel", { device, when: session.lastSeenAt })}
                  >
                    {t("account.sessions.end")}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {others.length ? (
        <Form method="post">
          <input type="hidden" name="intent" value="endOthers" />
          <button type="submit" className={buttonClass("outline", "md", WRAPPING_LABEL)}>
            {t("account.sessions.endOthers")}
          </button>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t("account.sessions.none")}</p>
      )}
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
