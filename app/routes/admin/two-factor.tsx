import { useId } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import QRCode from "qrcode";
import type { Route } from "./+types/two-factor";
import { adminRoute } from "~/admin-kit/route-handle";
import { mustPassSecondFactor, requireAdmin } from "~/admin-kit/access.server";
import { adminReturnPath, readAdminPreferences } from "~/admin-kit/preferences.server";
import { adminMeta } from "~/features/admin/meta";
import { buttonClass, WRAPPING_LABEL } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useT } from "~/i18n/language";
import { bundlesFor, serverT } from "~/i18n/translations.server";
import { authSecret } from "~/server/auth-secret.server";
import { getDb } from "~/server/db/db.server";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { noticeAdmin } from "~/server/admin-notices.server";
import { accountLimits, hitRateLimit } from "~/server/rate-limit.server";
import {
  confirmSetup,
  otpauthUri,
  pendingSecret,
  recoveryCodesLeft,
  secondFactorState,
  verifySecondFactor,
} from "~/server/second-factor.server";
import { audit } from "~/server/audit.server";

export const handle = adminRoute("frame");

const NO_STORE = { "Cache-Control": "private, no-store" };

/** Where to go once passed: the back-office page that was asked for. */
const nextOf = (request: Request) => adminReturnPath(new URL(request.url).searchParams.get("next")) ?? "/admin";

/**
 * The second factor's page, outside the back-office frame (nothing of it shows before the code):
 * an administrator without a factor sets one up here (a QR code and its key, confirmed by a first
 * code, then the recovery codes, once); one with a factor gives this session's code.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request, handle.adminAccess, { secondFactorStep: true });
  const { lang } = readAdminPreferences(request);
  const db = await getDb();
  const env = getEnv();
  const state = await secondFactorState(db, user.id, user.sessionId);
  const passed = !mustPassSecondFactor(state, env.ADMIN_SECOND_FACTOR) && state.factor !== "none";
  let setup: { key: string; qr: string } | null = null;
  if (state.factor !== "confirmed") {
    const secret = await pendingSecret(db, user.id, authSecret(env));
    if (secret) {
      const qr = await QRCode.toString(otpauthUri(secret, user.email), { type: "svg", margin: 1, width: 200 });
      setup = { key: secret.replace(/(.{4})/g, "$1 ").trim(), qr };
    }
  }
  return data(
    {
      title: serverT(lang, "admin")("twoFactor.title"),
      step: passed ? ("passed" as const) : setup ? ("setup" as const) : ("verify" as const),
      setup,
      codesLeft: state.factor === "confirmed" ? await recoveryCodesLeft(db, user.id) : null,
      next: nextOf(request),
      lang,
      translations: bundlesFor(lang, ["admin"]),
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export function headers() {
  return NO_STORE;
}

type ActionData = {
  error?: "codeRequired" | "codeWrong" | "rateLimited";
  retryAfterSeconds?: number;
  codes?: string[];
};

/**
 * A code sent: the set-up's first code (which turns the factor on and answers with the recovery
 * codes) or a sign-in's code or recovery code (which passes this session and goes on). Limited
 * as the password is: per client address and per account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, handle.adminAccess, { secondFactorStep: true });
  const form = await request.formData();
  const typed = form.get("code");
  const code = typeof typed === "string" ? typed.trim() : "";
  const intent = form.get("intent") === "confirm" ? "confirm" : "verify";
  const fail = (error: NonNullable<ActionData["error"]>, status: number, more: ActionData = {}) =>
    data<ActionData>({ error, ...more }, { status, headers: NO_STORE });
  if (!code) return fail("codeRequired", 400);
  const env = getEnv();
  const db = await getDb();
  const limits = accountLimits(env);
  const line = {
    kind: "secondFactor" as const,
    actor: { id: user.id, email: user.email },
    address: context.clientIp,
    target: user.email,
  };
  for (const [key, rule] of [
    [`second-factor:${context.clientIp}`, limits.perAddress],
    [`second-factor-account:${user.id}`, limits.perAccount],
  ] as const) {
    const limit = await hitRateLimit(db, key, rule, context.now);
    if (!limit.allowed) {
      await audit(db, { ...line, action: "limited" });
      log.warn(
        { admin: user.id, clientIp: context.clientIp, limit: key.split(":")[0] },
        "second factor rate limit reached",
      );
      return fail("rateLimited", 429, { retryAfterSeconds: limit.retryAfterSeconds });
    }
  }
  const attempt = { userId: user.id, sessionId: user.sessionId, code, now: context.now, authSecret: authSecret(env) };
  if (intent === "confirm") {
    const codes = await confirmSetup(db, attempt);
    if (!codes) {
      await audit(db, { ...line, action: "setUpRefused" });
      log.warn({ admin: user.id, clientIp: context.clientIp }, "second factor set-up code refused");
      return fail("codeWrong", 400);
    }
    log.info({ admin: user.id }, "second factor set up");
    await audit(db, { ...line, action: "setUp" });
    await noticeAdmin(db, user.id, "secondFactorOn", {
      now: context.now,
      clientIp: context.clientIp,
      userAgent: request.headers.get("user-agent"),
    });
    return data<ActionData>({ codes }, { headers: NO_STORE });
  }
  const passed = await verifySecondFactor(db, attempt);
  if (!passed) {
    await audit(db, { ...line, action: "refused" });
    log.warn({ admin: user.id, clientIp: context.clientIp }, "second factor code refused");
    return fail("codeWrong", 400);
  }
  log.info({ admin: user.id, method: passed }, "second factor passed");
  await audit(db, { ...line, action: "passed", detail: { method: passed } });
  throw redirect(nextOf(request), { headers: NO_STORE });
}

function CodeForm({ intent, submitLabel, result }: { intent: string; submitLabel: string; result?: ActionData }) {
  const t = useT("admin");
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const error = result?.error;
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t("twoFactor.code")}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        required
        maxLength={40}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      {intent === "verify" ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t("twoFactor.codeHint")}
        </p>
      ) : null}
      <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error ? t(`twoFactor.errors.${error}`, { seconds: String(result.retryAfterSeconds ?? 60) }) : ""}
      </p>
      <button type="submit" className={buttonClass("primary", "md", `w-full ${WRAPPING_LABEL}`)} disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const { step, setup, next, codesLeft, lang } = loaderData;
  const codes = actionData?.codes;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10" data-testid="admin-two-factor">
      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {codes ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">{t("twoFactor.codesTitle")}</h1>
            <p className="text-sm text-slate-700">{t("twoFactor.codesIntro")}</p>
            <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
              {codes.map((code) => (
                <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center text-slate-900">
                  {code}
                </li>
              ))}
            </ul>
            <Link to={next} className={buttonClass("primary", "md", `w-full ${WRAPPING_LABEL}`)}>
              {t("twoFactor.continue")}
            </Link>
          </>
        ) : step === "setup" && setup ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">{t("twoFactor.setupTitle")}</h1>
            <p className="text-sm text-slate-700">{t("twoFactor.setupIntro")}</p>
            <p className="text-sm text-slate-800">{t("twoFactor.scan")}</p>
            <div
              role="img"
              aria-label={t("twoFactor.qrLabel")}
              className="mx-auto w-52 [&>svg]:h-auto [&>svg]:w-full"
              // The QR code is an SVG drawn on the server from the key's otpauth:// link; no script, no outside image.
              dangerouslySetInnerHTML={{ __html: setup.qr }}
            />
            <p className="text-sm text-slate-800">
              {t("twoFactor.typeKey")}{" "}
              <code className="rounded bg-slate-100 px-1 font-mono break-all text-slate-900" data-testid="totp-key">
                {setup.key}
              </code>
            </p>
            <p className="text-sm text-slate-800">{t("twoFactor.enterFirst")}</p>
            <CodeForm intent="confirm" submitLabel={t("twoFactor.confirm")} result={actionData} />
          </>
        ) : step === "verify" ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">{t("twoFactor.verifyTitle")}</h1>
            <p className="text-sm text-slate-700">{t("twoFactor.verifyIntro")}</p>
            <CodeForm intent="verify" submitLabel={t("twoFactor.verify")} result={actionData} />
            {codesLeft !== null ? (
              <p className="text-xs text-slate-600">{t("twoFactor.codesLeft", { count: String(codesLeft) })}</p>
            ) : null}
          </>
        ) : (
          <>
            <h1 className="text-xl font-bold text-slate-900">{t("twoFactor.doneTitle")}</h1>
            <p className="text-sm text-slate-700">{t("twoFactor.doneIntro")}</p>
            <Link to={next} className={buttonClass("primary", "md", `w-full ${WRAPPING_LABEL}`)}>
              {t("twoFactor.continue")}
            </Link>
          </>
        )}
        <Form method="post" action="/sign-out">
          <input type="hidden" name="from" value={lang === "ro" ? "/ro" : "/"} />
          <button type="submit" className={buttonClass("ghost", "sm", "w-full")}>
            {t("twoFactor.signOut")}
          </button>
        </Form>
      </div>
    </main>
  );
}
