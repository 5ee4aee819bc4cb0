import { availableParallelism } from "node:os";
import { z } from "zod";
import { log } from "./log.server";

const catalogUrl = z
  .string()
  .regex(/^(https:\/\/|\/)/, "must be an https:// URL or a path starting with /")
  .optional();

/** Configuration, parsed once at start-up. A bad value stops the server with a clear message. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SALES_EMAIL: z.email().optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Express "trust proxy" setting: hops to trust (a number) or "false". */
    TRUST_PROXY: z.union([z.literal("false"), z.coerce.number().int().min(0)]).default("false"),
    /** The company's own catalogue files, per language, instead of the generated ones. */
    CATALOG_URL_RO: catalogUrl,
    CATALOG_URL_EN: catalogUrl,
    CATALOG_URL_FR: catalogUrl,
    CATALOG_URL_RU: catalogUrl,
    CATALOG_URL_IT: catalogUrl,
    CATALOG_URL_DE: catalogUrl,
    /** Sign-in, sign-up and reset attempts allowed per client address and minute (raised for benchmarks). */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Sign-in attempts allowed per account in 15 minutes, from any address (password guessing spread over many addresses). */
    AUTH_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Verification and reset mails allowed per e-mail address in an hour. */
    AUTH_MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
    /**
     * Whether an administrator must set up a second factor (an authenticator app) before reaching
     * the back-office: "required" (the default), or "optional" on a development machine, where an
     * administrator without one goes straight in. One who has set one up is always asked for a code.
     */
    ADMIN_SECOND_FACTOR: z.enum(["required", "optional"]).default("required"),
    /** Quote requests and contact messages allowed per client address in 10 minutes (raised for benchmarks). */
    ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    /** A form sent sooner than this after the page was served is a bot's (the time trap). */
    ENQUIRY_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
    /** How often the server retries sales notifications that failed. */
    ENQUIRY_RETRY_SECONDS: z.coerce.number().int().min(1).default(60),
    /** The largest body a public form post may have, in KiB; larger ones are answered 413 unread. */
    FORM_BODY_LIMIT_KB: z.coerce.number().int().min(1).max(10_240).default(64),
    /** The same for the back-office's forms (invoices with many lines). */
    ADMIN_BODY_LIMIT_KB: z.coerce.number().int().min(1).max(102_400).default(512),
    /** Entries kept in the anonymous page cache; 0 turns it off. */
    RENDER_CACHE_SIZE: z.coerce.number().int().min(0).default(500),
    /** Says on each page whether the shared render cache served it (X-Render-Cache: hit, miss, bypass); off by default. */
    RENDER_CACHE_DEBUG: z
      .enum(["0", "1", "false", "true"], "must be 1 or 0")
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    /** Worker processes; default: the number of cores. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Prometheus metrics at http://127.0.0.1:METRICS_PORT/metrics; off when unset. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SITE_URL?.startsWith("https://") && env.ADMIN_SECOND_FACTOR === "optional") {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_SECOND_FACTOR"],
        message: "a public site (SITE_URL is https) requires every administrator's second factor: leave it unset",
      });
    }
    // Behind a TLS proxy the request reaches us as http: without trusting the proxy the server
    // would take every form post for a cross-site one, send no HSTS and log the proxy's address.
    if (env.SITE_URL?.startsWith("https://") && env.TRUST_PROXY === "false") {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          "SITE_URL is https, so the site runs behind a TLS proxy (nginx, Caddy): set TRUST_PROXY to the number of proxies in front of the server (usually 1), and have the proxy send X-Forwarded-For, X-Forwarded-Proto and Host",
      });
    }
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? availableParallelism(),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/**
 * Settings that were renamed (a visitor's form post is an enquiry, not a lead): the old name still
 * works when the new one is not set, and the log says to change it.
 */
const RENAMED_SETTINGS = {
  LEAD_RATE_LIMIT: "ENQUIRY_RATE_LIMIT",
  LEAD_MIN_FILL_SECONDS: "ENQUIRY_MIN_FILL_SECONDS",
  LEAD_RETRY_SECONDS: "ENQUIRY_RETRY_SECONDS",
} as const;

/** The renamed settings that `source` still sets by their old names. */
export function deprecatedSettings(source: Record<string, string | undefined>): (keyof typeof RENAMED_SETTINGS)[] {
  return Object.keys(RENAMED_SETTINGS)
    .filter((old): old is keyof typeof RENAMED_SETTINGS => Object.hasOwn(RENAMED_SETTINGS, old))
    .filter((old) => source[old] !== undefined && source[old] !== "");
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  for (const old of deprecatedSettings(cleaned)) {
    cleaned[RENAMED_SETTINGS[old]] ??= cleaned[old];
    delete cleaned[old];
  }
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    for (const old of deprecatedSettings(process.env))
      log.warn(
        { setting: old, renamed: RENAMED_SETTINGS[old] },
        `${old} is deprecated: set ${RENAMED_SETTINGS[old]} instead`,
      );
  }
  return cached;
}
