import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/auth-forgot";
import { forgotSchema } from "~/domain/account/schema";
import { useLanguage, useT } from "~/i18n/language";
import { accountPageData } from "./account-pages.server";
import { localePath, routeLanguage } from "~/lib/paths";
import { pageMeta } from "~/content/seo";
import { getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db/db.server";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { accountLimits, hitRateLimit, mailLimitKey } from "~/server/rate-limit.server";
import type { FormResult } from "~/domain/form-result";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { EmailField, SubmitButton } from "~/components/site/auth-parts";

export function loader({ request }: Route.LoaderArgs) {
  return accountPageData(request, "forgot.metaTitle", "forgot.text");
}

type Result = FormResult<"invalidEmail" | "rateLimited" | "mailLimited">;

/** Sends the reset mail; the answer is the same whether or not the account exists. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const entry = form.get("email");
  const email = typeof entry === "string" ? entry.trim() : "";
  const limits = accountLimits(getEnv());
  const refused = (seconds: number, code: "rateLimited" | "mailLimited" = "rateLimited") =>
    data<Result>(
      { form: "forgot", ok: false, errors: { form: code }, values: { email }, retryAfterSeconds: seconds },
      { status: 429 },
    );
  const perAddress = await hitRateLimit(await getDb(), `reset:${context.clientIp}`, limits.perAddress, context.now);
  if (!perAddress.allowed) return refused(perAddress.retryAfterSeconds);
  const parsed = forgotSchema.safeParse({ email });
  if (!parsed.success)
    return data<Result>(
      { form: "forgot", ok: false, errors: { email: "invalidEmail" }, values: { email } },
      { status: 400 },
    );
  // However many addresses ask, one mailbox gets a few reset mails an hour; while it does not, the
  // newest of them still holds a working link, so whoever spent the limit locked nobody out.
  const mails = await hitRateLimit(
    await getDb(),
    mailLimitKey("reset", parsed.data.email),
    limits.mailsPerAddress,
    context.now,
  );
  if (!mails.allowed) return refused(mails.retryAfterSeconds, "mailLimited");
  const lang = routeLanguage(new URL(request.url).pathname);
  try {
    await (
      await getAuth()
    ).api.requestPasswordReset({
      body: { email: parsed.data.email, redirectTo: localePath("/auth/reset", lang) },
      headers: request.headers,
    });
  } catch (error) {
    log.error({ err: error }, "password reset request failed");
  }
  return data<Result>({ form: "forgot", ok: true, errors: {} });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export default function Forgot({ actionData }: Route.ComponentProps) {
  const t = useT("auth");
  const { lang } = useLanguage();
  const sending = useNavigation().state === "submitting";
  const result = actionData;
  const error = result && !result.ok ? (result.errors.email ?? result.errors.form) : undefined;
  return (
    <section className="bg-slate-50 py-12">
      <div className="mx-auto max-w-md px-4">
        <h1 className="text-3xl font-bold text-slate-900">{t("forgot.title")}</h1>
        <p className="mt-1 text-slate-600">{t("forgot.text")}</p>
        {result?.ok ? (
          <p role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-900">
            {t("forgot.sent")}
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            {error ? (
              <p role="alert" className="text-sm text-red-700">
                {t(
                  `errors.${error}.description`,
                  error === "rateLimited" ? { seconds: result?.retryAfterSeconds } : undefined,
                )}
              </p>
            ) : null}
            <EmailField id="forgot-email" defaultValue={result?.values?.email ?? ""} />
            <SubmitButton busy={sending} label={t("forgot.submit")} busyLabel={t("forgot.sending")} />
          </Form>
        )}
        <Link
          to={localePath("/auth", lang)}
          className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          ← {t("forgot.backToSignIn")}
        </Link>
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
