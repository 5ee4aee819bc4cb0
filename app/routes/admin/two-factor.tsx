import { useEffect, useId, useRef, useState } from "react";
import { data, Form, Link, redirect, useFetcher, useNavigation } from "react-router";
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
import { isOneOf } from "~/lib/one-of";
import { MAX_PASSKEYS, PASSKEY_NAME_LENGTH } from "~/domain/account/passkeys";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { useAdminFormat } from "~/admin-kit/format";
import {
  authenticationOptions,
  listPasskeys,
  parseAuthentication,
  parseRegistration,
  passkeyName,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  verifyPasskey,
} from "~/server/passkeys.server";

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
  const passkeys = state.factor === "confirmed" ? await listPasskeys(db, user.id) : [];
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
      // Named and dated once the session has passed; before that, only whether there are any.
      passkeys: passed ? passkeys : [],
      hasPasskey: passkeys.length > 0,
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

/** The answers to the passkey forms (posted by the page's script: WebAuthn needs JavaScript). */
type PasskeyData = {
  intent: string;
  options?: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON;
  ok?: boolean;
  error?: "passkeyRefused" | "passkeyName" | "passkeyLimit" | "rateLimited" | "notPassed";
  retryAfterSeconds?: number;
};

const PASSKEY_INTENTS = ["passkeyOptions", "passkey", "addPasskeyOptions", "addPasskey", "removePasskey"] as const;

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
  const posted = form.get("intent");
  const env = getEnv();
  const db = await getDb();
  const line = {
    kind: "secondFactor" as const,
    actor: { id: user.id, email: user.email },
    address: context.clientIp,
    target: user.email,
  };
  /** Counts an attempt in the sign-in's limits; the seconds to wait once over them. */
  const overLimit = async (): Promise<number | null> => {
    const limits = accountLimits(env);
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
        return limit.retryAfterSeconds;
      }
    }
    return null;
  };
  if (isOneOf(PASSKEY_INTENTS, posted)) {
    const answer = (body: Omit<PasskeyData, "intent">, status = 200) =>
      data<PasskeyData>({ intent: posted, ...body }, { status, headers: NO_STORE });
    const state = await secondFactorState(db, user.id, user.sessionId);
    const passed = state.factor === "confirmed" && state.sessionVerified;
    const who = { userId: user.id, sessionId: user.sessionId, now: context.now, rp: relyingParty(env.SITE_URL) };
    if (posted === "passkeyOptions" || posted === "passkey") {
      if (state.factor !== "confirmed") return answer({ error: "passkeyRefused" }, 400);
      if (posted === "passkeyOptions") {
        const options = await authenticationOptions(db, who);
        return options ? answer({ options }) : answer({ error: "passkeyRefused" }, 400);
      }
      const wait = await overLimit();
      if (wait !== null) return answer({ error: "rateLimited", retryAfterSeconds: wait }, 429);
      const response = parseAuthentication(form.get("response"));
      if (!response || !(await verifyPasskey(db, { ...who, response }))) {
        await audit(db, { ...line, action: "refused", detail: { method: "passkey" } });
        return answer({ error: "passkeyRefused" }, 400);
      }
      log.info({ admin: user.id, method: "passkey" }, "second factor passed");
      await audit(db, { ...line, action: "passed", detail: { method: "passkey" } });
      throw redirect(nextOf(request), { headers: NO_STORE });
    }
    // Adding or removing a passkey takes a session that has passed the second step.
    if (!passed) return answer({ error: "notPassed" }, 403);
    if (posted === "addPasskeyOptions") {
      const options = await registrationOptions(db, { ...who, email: user.email, name: user.displayName });
      return options ? answer({ options }) : answer({ error: "passkeyLimit" }, 409);
    }
    if (posted === "addPasskey") {
      const name = passkeyName.safeParse(form.get("name"));
      if (!name.success) return answer({ error: "passkeyName" }, 400);
      const response = parseRegistration(form.get("response"));
      if (!response || !(await registerPasskey(db, { ...who, response, name: name.data })))
        return answer({ error: "passkeyRefused" }, 400);
      await audit(db, { ...line, action: "passkeyAdded", detail: { name: name.data } });
      await noticeAdmin(db, user.id, "secondFactorOn", {
        now: context.now,
        clientIp: context.clientIp,
        userAgent: request.headers.get("user-agent"),
      });
      return answer({ ok: true });
    }
    const id = form.get("passkey");
    if (typeof id !== "string" || !(await removePasskey(db, user.id, id)))
      return answer({ error: "passkeyRefused" }, 404);
    await audit(db, { ...line, action: "passkeyRemoved", detail: { passkey: id.slice(0, 16) } });
    return answer({ ok: true });
  }
  const intent = posted === "confirm" ? "confirm" : "verify";
  const fail = (error: NonNullable<ActionData["error"]>, status: number, more: ActionData = {}) =>
    data<ActionData>({ error, ...more }, { status, headers: NO_STORE });
  if (!code) return fail("codeRequired", 400);
  const wait = await overLimit();
  if (wait !== null) return fail("rateLimited", 429, { retryAfterSeconds: wait });
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

/** True once the page's script runs: WebAuthn is a script's call, so its buttons wait for it. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

type PasskeyError = NonNullable<PasskeyData["error"]>;

/**
 * A WebAuthn ceremony in two posts: the first asks the server for its options (with a fresh
 * challenge), the browser then asks the authenticator, and the second posts its answer.
 */
function usePasskeyCeremony(
  optionsIntent: "passkeyOptions" | "addPasskeyOptions",
  run: (options: NonNullable<PasskeyData["options"]>) => Promise<Record<string, string>>,
) {
  const options = useFetcher<PasskeyData>();
  const finish = useFetcher<PasskeyData>();
  const [failed, setFailed] = useState(false);
  const handled = useRef<unknown>(null);
  const runRef = useRef(run);
  runRef.current = run;
  const submitFinish = finish.submit;
  useEffect(() => {
    const got = options.data?.options;
    if (!got || handled.current === options.data) return;
    handled.current = options.data;
    runRef.current(got).then(
      (fields) => void submitFinish(fields, { method: "post" }),
      // Cancelled, timed out, or no matching passkey on this device.
      () => setFailed(true),
    );
  }, [options.data, submitFinish]);
  const fresh = finish.data && handled.current === options.data ? finish.data : undefined;
  const error: PasskeyError | undefined = failed ? "passkeyRefused" : (fresh?.error ?? options.data?.error);
  return {
    start: (extra: Record<string, string> = {}) => {
      setFailed(false);
      void options.submit({ intent: optionsIntent, ...extra }, { method: "post" });
    },
    busy: options.state !== "idle" || finish.state !== "idle",
    error,
    retryAfterSeconds: fresh?.retryAfterSeconds,
    done: Boolean(fresh?.ok),
    finishData: finish.data,
  };
}

function PasskeyMessage({ id, error, seconds }: { id: string; error?: PasskeyError; seconds?: number }) {
  const t = useT("admin");
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {error
        ? t(`twoFactor.errors.${error}`, {
            seconds: String(seconds ?? 60),
            max: String(PASSKEY_NAME_LENGTH),
            count: String(MAX_PASSKEYS),
          })
        : ""}
    </p>
  );
}

/** The code step's other way: one of the administrator's passkeys. */
function PasskeySignIn() {
  const t = useT("admin");
  const id = useId();
  const hydrated = useHydrated();
  const ceremony = usePasskeyCeremony("passkeyOptions", async (options) => {
    const { startAuthentication } = await import("@simplewebauthn/browser");

    const response = await startAuthentication({ optionsJSON: options });
    return { intent: "passkey", response: JSON.stringify(response) };
  });
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <button
        type="button"
        className={buttonClass("outline", "md", `w-full ${WRAPPING_LABEL}`)}
        disabled={!hydrated || ceremony.busy}
        aria-describedby={`${id}-error`}
        onClick={() => ceremony.start()}
      >
        {t("twoFactor.usePasskey")}
      </button>
      <PasskeyMessage id={`${id}-error`} error={ceremony.error} seconds={ceremony.retryAfterSeconds} />
    </div>
  );
}

type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** A passed session's passkeys: each listed (named, dated) with its removal; a new one added by name. */
function PasskeyManager({ passkeys }: { passkeys: Passkey[] }) {
  const t = useT("admin");
  const format = useAdminFormat();
  const id = useId();
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const ceremony = usePasskeyCeremony("addPasskeyOptions", async (options) => {
    const { startRegistration } = await import("@simplewebauthn/browser");
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the server answered this intent with creation options
    const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
    return { intent: "addPasskey", name, response: JSON.stringify(response) };
  });
  const remove = useFetcher<PasskeyData>();
  useEffect(() => {
    if (ceremony.done) setName("");
  }, [ceremony.done]);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-slate-200 pt-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("twoFactor.passkeysTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t("twoFactor.passkeysIntro")}</p>
      {passkeys.length ? (
        <ul className="divide-y divide-slate-200" data-testid="passkeys">
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{key.name}</p>
                <p className="text-slate-600">
                  {t("twoFactor.passkeyAdded", { when: format.dateTime(key.createdAt) })}
                  {" · "}
                  {key.lastUsedAt
                    ? t("twoFactor.passkeyUsed", { when: format.dateTime(key.lastUsedAt) })
                    : t("twoFactor.passkeyNeverUsed")}
                </p>
              </div>
              <remove.Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(t("twoFactor.confirmRemovePasskey", { name: key.name }))) event.preventDefault();
                }}
              >
                <input type="hidden" name="intent" value="removePasskey" />
                <input type="hidden" name="passkey" value={key.id} />
                <button
                  type="submit"
                  className={buttonClass("outline", "sm", "text-red-700")}
                  aria-label={t("twoFactor.removePasskeyLabel", { name: key.name })}
                  disabled={!hydrated || remove.state !== "idle"}
                >
                  {t("twoFactor.removePasskey")}
                </button>
              </remove.Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("twoFactor.noPasskeys")}</p>
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          ceremony.start();
        }}
      >
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-slate-800">
          {t("twoFactor.passkeyName")}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          maxLength={PASSKEY_NAME_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hydrated ? t("twoFactor.passkeyNameHint") : t("twoFactor.passkeyNeedsScript")}
        </p>
        <PasskeyMessage id={`${id}-error`} error={ceremony.error} />
        {ceremony.done ? (
          <p role="status" className="text-sm font-medium text-green-800">
            {t("twoFactor.passkeySaved")}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonClass("primary", "md", `w-full ${WRAPPING_LABEL}`)}
          disabled={!hydrated || ceremony.busy}
        >
          {t("twoFactor.addPasskey")}
        </button>
      </form>
    </section>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const { step, setup, next, codesLeft, lang, passkeys, hasPasskey } = loaderData;
  // The code forms' answers (the passkey posts are fetchers', answered to them).
  const answer = actionData && !("intent" in actionData) ? actionData : undefined;
  const codes = answer?.codes;
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
            <CodeForm intent="confirm" submitLabel={t("twoFactor.confirm")} result={answer} />
          </>
        ) : step === "verify" ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">{t("twoFactor.verifyTitle")}</h1>
            <p className="text-sm text-slate-700">{t("twoFactor.verifyIntro")}</p>
            <CodeForm intent="verify" submitLabel={t("twoFactor.verify")} result={answer} />
            {codesLeft !== null ? (
              <p className="text-xs text-slate-600">{t("twoFactor.codesLeft", { count: String(codesLeft) })}</p>
            ) : null}
            {hasPasskey ? <PasskeySignIn /> : null}
          </>
        ) : (
          <>
            <h1 className="text-xl font-bold text-slate-900">{t("twoFactor.doneTitle")}</h1>
            <p className="text-sm text-slate-700">{t("twoFactor.doneIntro")}</p>
            <Link to={next} className={buttonClass("primary", "md", `w-full ${WRAPPING_LABEL}`)}>
              {t("twoFactor.continue")}
            </Link>
            {codesLeft !== null ? <PasskeyManager passkeys={passkeys} /> : null}
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
