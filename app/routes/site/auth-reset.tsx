import { MIN_PASSWORD_LENGTH } from "~/domain/account/rules";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/auth-reset";
import { firstError, resetSchema } from "~/domain/account/schema";
import { useT } from "~/i18n/language";
import { accountPageData } from "./account-pages.server";
import { localePath, routeLanguage } from "~/lib/paths";
import { pageMeta } from "~/content/seo";
import { getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db/db.server";
import { flashCookie } from "~/server/flash.server";
import { deviceCookie, knownDevice } from "~/server/known-device.server";
import { resetLinkOwner } from "~/server/reset-links.server";
import { Field, Input } from "~/components/ui/field";
import type { FormResult } from "~/domain/form-result";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { SubmitButton } from "~/components/site/auth-parts";
import { ButtonLink } from "~/components/site/button-link";

export function loader({ request }: Route.LoaderArgs) {
  return accountPageData(request, "reset.metaTitle", "reset.title");
}

type Result = FormResult<"invalidPassword" | "passwordMismatch" | "invalidLink">;

/** A refused new password (its field's) or link (the form's). */
const refused = (field: "password" | "confirmPassword" | "form", key: Result["errors"][string]) =>
  data<Result>({ form: "reset", ok: false, errors: { [field]: key } }, { status: 400 });

/**
 * Sets the new password for the mailed token, then back to Sign In with a toast. The browser that
 * did it proved it reads the account's mail: it becomes a known device of the account, so a flood
 * of strangers' guesses does not keep it from signing in (known-device.server.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const parsed = resetSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    if (firstError(parsed) === "passwordMismatch") return refused("confirmPassword", "passwordMismatch");
    if (parsed.error.issues.some((i) => i.path[0] === "token")) return refused("form", "invalidLink");
    return refused("password", "invalidPassword");
  }
  const owner = await resetLinkOwner(await getDb(), parsed.data.token);
  const response = await (
    await getAuth()
  ).api.resetPassword({
    body: { newPassword: parsed.data.password, token: parsed.data.token },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return refused("form", "invalidLink");
  const lang = routeLanguage(new URL(request.url).pathname);
  const headers = new Headers({ "Set-Cookie": flashCookie("passwordReset") });
  if (owner) headers.append("Set-Cookie", deviceCookie(owner, knownDevice(request, owner)));
  throw redirect(`${localePath("/auth", lang)}?tab=signin`, { headers });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export default function Reset({ actionData }: Route.ComponentProps) {
  const t = useT("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const saving = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const error =
    errors.form ?? errors.confirmPassword ?? errors.password ?? (params.get("error") ? "invalidLink" : null);
  const message =
    error === "invalidLink"
      ? t("reset.invalidLink")
      : error
        ? t(`errors.${error}.description`, { min: MIN_PASSWORD_LENGTH })
        : null;
  return (
    <section className="bg-slate-50 py-12">
      <div className="mx-auto max-w-md px-4">
        <h1 className="text-3xl font-bold text-slate-900">{t("reset.title")}</h1>
        {message ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        ) : null}
        {token && error !== "invalidLink" ? (
          <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <input type="hidden" name="token" value={token} />
            <Field id="reset-password" label={t("reset.password")} requiredLabel="">
              <Input id="reset-password" name="password" type="password" autoComplete="new-password" />
            </Field>
            <Field id="reset-confirm" label={t("reset.confirmPassword")} requiredLabel="">
              <Input id="reset-confirm" name="confirmPassword" type="password" autoComplete="new-password" />
            </Field>
            <SubmitButton busy={saving} label={t("reset.submit")} busyLabel={t("reset.saving")} />
          </Form>
        ) : (
          <ButtonLink to="/auth/forgot" variant="primary" size="md" className="mt-6">
            {t("reset.askAgain")}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
