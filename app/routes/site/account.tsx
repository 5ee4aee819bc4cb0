import { useEffect } from "react";
import { data, useFetcher, useNavigate } from "react-router";
import type { Route } from "./+types/account";
import { profileSchema } from "~/domain/account/profile";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { accountPageData } from "./account-pages.server";
import { pageMeta } from "~/content/seo";
import { getDb } from "~/server/db/db.server";
import { getCurrentUser, requireUser } from "~/server/session.server";
import { buttonClass } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { TEXT_LIMITS } from "~/domain/field-limits";
import type { FormResult } from "~/domain/form-result";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = accountPageData(request, "account.metaTitle", "account.subtitle");
  return data(
    { ...page, profile: { fullName: user.fullName, email: user.email } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult = FormResult<"noUser" | "fullNameRequired" | "fullNameInvalid">;

/** Updates the signed-in user's full name; without a session: "No user logged in". */
export async function action({ request }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data<ActionResult>({ form: "profile", ok: false, errors: { form: "noUser" } }, { status: 401 });
  const parsed = profileSchema.safeParse(Object.fromEntries(await request.formData()));
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
  const db = await getDb();
  await db
    .insertInto("profiles")
    .values({ user_id: user.id, full_name: parsed.data.fullName })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ full_name: parsed.data.fullName, updated_at: new Date() }))
    .execute();
  return data<ActionResult>({ form: "profile", ok: true, errors: {} });
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
        <div id="settings" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold text-slate-900">{t("account.settingsTitle")}</h2>
          <p className="mt-2 text-slate-600">{t("account.settingsText")}</p>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
