import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { accountPageData } from "./account-pages.server";
import { pageMeta } from "~/content/seo";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { acceptInvitation, readInvitation } from "~/features/admin/team/team.server";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { getDb } from "~/server/db/db.server";
import { log } from "~/server/log.server";
import { getCurrentUser } from "~/server/session.server";
import { audit } from "~/server/audit.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * An invitation to administer, opened from its mail: who it is for, and the way to accept it
 * (sign in or create an account with that address first). Never cached, never indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = accountPageData(request, "invitation.metaTitle", "invitation.title");
  const invitation = await readInvitation(await getDb(), params.token, context.now);
  const user = invitation.state === "valid" ? await getCurrentUser(request) : null;
  return data(
    {
      ...page,
      state: invitation.state,
      email: invitation.state === "valid" ? invitation.email : null,
      signedInAs: user?.email ?? null,
      path: new URL(request.url).pathname,
    },
    { status: invitation.state === "unknown" ? 404 : invitation.state === "valid" ? 200 : 410, headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

/** Accepting, as the account it was sent to: an administrator now, asked for the second factor next. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  const path = new URL(request.url).pathname;
  if (!user)
    throw redirect(
      `${localePath("/auth", path.startsWith("/ro/") ? "ro" : "en")}?reason=invitation&next=${encodeURIComponent(path)}`,
    );
  const result = await acceptInvitation(await getDb(), params.token, user, context.now);
  if ("refused" in result) return data({ refused: result.refused }, { status: 409, headers: NO_STORE });
  log.info({ user: user.id, role: result.role }, "invitation to administer accepted");
  await audit(await getDb(), {
    kind: "team",
    action: "invitationAccepted",
    actor: { id: user.id, email: user.email },
    address: context.clientIp,
    target: user.email,
    detail: { role: result.role },
  });
  throw redirect("/admin", { headers: NO_STORE });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("auth");
  const { lang } = useLanguage();
  const { state, email, signedInAs, path } = loaderData;
  const refused = actionData?.refused;
  const signIn = `${localePath("/auth", lang)}?reason=invitation&next=${encodeURIComponent(path)}`;
  return (
    <section className="bg-slate-50 py-12">
      <div
        className="mx-auto max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="invitation"
      >
        <h1 className="text-2xl font-bold text-slate-900">{t("invitation.title")}</h1>
        {state !== "valid" || !email ? (
          <p role="alert" className="text-slate-700">
            {t(`invitation.${state === "valid" ? "unknown" : state}`)}
          </p>
        ) : refused ? (
          <p role="alert" className="text-red-700">
            {refused === "wrongAccount"
              ? t("invitation.wrongAccount", { current: signedInAs ?? "", email })
              : t(`invitation.${refused}`)}
          </p>
        ) : (
          <>
            <p className="text-slate-700">{t("invitation.valid", { email })}</p>
            {!signedInAs ? (
              <>
                <Link to={signIn} className={buttonClass("primary", "md", `w-full ${WRAPPING_LABEL}`)}>
                  {t("invitation.signIn")}
                </Link>
                <p className="text-sm text-slate-600">{t("invitation.signUpHint", { email })}</p>
                <Link to={`${localePath("/auth", lang)}?tab=signup`} className={buttonClass("outline", "md", "w-full")}>
                  {t("invitation.signUp")}
                </Link>
              </>
            ) : signedInAs.toLowerCase() !== email.toLowerCase() ? (
              <p role="alert" className="text-red-700">
                {t("invitation.wrongAccount", { current: signedInAs, email })}
              </p>
            ) : (
              <Form method="post" className="space-y-2">
                <p className="text-sm text-slate-600">{t("invitation.acceptHint")}</p>
                <button type="submit" className={buttonClass("primary", "md", `w-full ${WRAPPING_LABEL}`)}>
                  {t("invitation.accept")}
                </button>
              </Form>
            )}
          </>
        )}
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
