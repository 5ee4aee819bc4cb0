import { data, type AppLoadContext } from "react-router";
import { contactSchemaFor, type ContactFormKind, type ContactMessage } from "~/domain/contact-message/schema";
import type { EnquiryResult } from "~/domain/quote/result";
import { fieldErrors, quoteRequestSchema, type QuoteRequest } from "~/domain/quote/schema";
import { routeLanguage } from "~/lib/paths";
import { getDb } from "~/server/db/db.server";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { formSubmissions } from "~/server/metrics.server";
import { checkFormToken, claimFormToken, forgetOldFormTokens, formTokenCookie } from "~/server/form-token.server";
import type { Transaction } from "kysely";
import type { Database } from "~/server/db/schema";
import { notifyEnquiry, type EnquiryTable } from "./notify.server";
import { storedConfiguration } from "~/domain/parking-selector/configuration.server";
import { CONFIGURATION_FIELD } from "~/domain/quote/prefill";

/** The hidden fields every enquiry form carries besides its own. */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "formToken";
export const PAGE_FIELD = "page";

type EnquiryKind = { table: "quote_requests"; form: "quote" } | { table: "contact_messages"; form: ContactFormKind };

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== TOKEN_FIELD && name !== HONEYPOT_FIELD)
      values[name] = value.slice(0, 10_000);
  return values;
}

/** The page the form was on, as a site path (never a full URL), for the record and the reply. */
function pageOf(form: FormData): string {
  const page = form.get(PAGE_FIELD);
  return typeof page === "string" && /^\/[\w\-/.]{0,200}$/.test(page) ? page : "/";
}

/** A post read by its form's schema: the record to store, or the problems to show. */
type ParsedEnquiry =
  | { table: "quote_requests"; record: QuoteRequest }
  | { table: "contact_messages"; form: ContactFormKind; record: ContactMessage };

function parseEnquiry(
  kind: EnquiryKind,
  form: FormData,
): { enquiry: ParsedEnquiry } | { issues: readonly { path: PropertyKey[]; message: string }[] } {
  const values = Object.fromEntries(form);
  if (kind.table === "quote_requests") {
    const parsed = quoteRequestSchema.safeParse(values);
    return parsed.success ? { enquiry: { table: kind.table, record: parsed.data } } : { issues: parsed.error.issues };
  }
  const parsed = contactSchemaFor(kind.form).safeParse(values);
  return parsed.success
    ? { enquiry: { table: kind.table, form: kind.form, record: parsed.data } }
    : { issues: parsed.error.issues };
}

async function store(db: Transaction<Database>, enquiry: ParsedEnquiry, page: string, form: FormData): Promise<number> {
  const lang = routeLanguage(page);
  if (enquiry.table === "quote_requests") {
    const q = enquiry.record;
    // A configuration from the parking selector is read again and its recommendation recomputed here.
    const configuration = storedConfiguration(form.get(CONFIGURATION_FIELD));
    const row = await db
      .insertInto("quote_requests")
      .values({
        name: q.name,
        email: q.email,
        phone: q.phone,
        company: q.company,
        project_type: q.projectType,
        spaces: q.spaces,
        message: q.message,
        lang,
        page,
        notified_at: null,
        last_attempt_at: null,
        last_error: null,
        configuration: configuration ? JSON.stringify(configuration) : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const m = enquiry.record;
  const row = await db
    .insertInto("contact_messages")
    .values({
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
      form: enquiry.form,
      lang,
      page,
      notified_at: null,
      last_attempt_at: null,
      last_error: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One enquiry form post, from a browser with or without JavaScript: spam traps, validation with the
 * form's Zod schema, the per-address limit, then the record; the sales notification follows once
 * the record is safe. Nothing is reported as sent unless it was stored.
 */
export async function submitEnquiry(
  kind: EnquiryKind,
  form: FormData,
  { clientIp, now }: AppLoadContext,
  cookieToken?: string,
) {
  const page = pageOf(form);
  const values = typedValues(form);
  let spam = false;
  // A token that was spent, or is too old to spend, is replaced in the answer: the next enquiry
  // of this browser has its own.
  let renew: "spent" | "expired" | null = null;
  const reply = (result: EnquiryResult, status = 200) => {
    formSubmissions.inc({
      form: kind.form,
      outcome: result.ok ? (spam ? "spam" : "sent") : (result.errors.form ?? "invalid"),
    });
    const headers = new Headers({ "Cache-Control": "no-store" });
    // After an expired token, the form is filled already: the new one lets it be sent at once.
    if (renew)
      headers.set(
        "Set-Cookie",
        formTokenCookie(renew === "expired" ? now - getEnv().ENQUIRY_MIN_FILL_SECONDS * 1000 : now),
      );
    return data(result, { status, headers });
  };

  // Bots are answered as if all went well: no hint of what gave them away.
  const honeypot = form.get(HONEYPOT_FIELD);
  // The cookie set by the form's image (/form-token), or a field of that name posted by a script.
  const field = form.get(TOKEN_FIELD);
  const tokenText = typeof field === "string" && field !== "" ? field : (cookieToken ?? null);
  const token = checkFormToken(tokenText, now);
  const refuseAsSpam = (reason: string) => {
    log.warn({ form: kind.form, clientIp, page, reason }, "enquiry refused as spam");
    spam = true;
    return reply({ form: kind.form, ok: true, errors: {} });
  };
  if (typeof honeypot === "string" && honeypot !== "") return refuseAsSpam("honeypot");
  // A page left open longer than a token lives: a person, most likely, asked to send it again (the
  // new token comes with the answer); what they typed is kept.
  if (!token.ok && token.reason === "expired") {
    renew = "expired";
    return reply({ form: kind.form, ok: false, errors: { form: "expired" }, values }, 400);
  }
  if (!token.ok || typeof tokenText !== "string") return refuseAsSpam(token.ok ? "missing" : token.reason);

  const parsed = parseEnquiry(kind, form);
  if ("issues" in parsed) return reply({ form: kind.form, ok: false, errors: fieldErrors(parsed.issues), values }, 400);

  let id: number;
  try {
    const limit = await hitRateLimit(
      await getDb(),
      `enquiry:${clientIp}`,
      { limit: getEnv().ENQUIRY_RATE_LIMIT, windowSeconds: 600 },
      now,
    );
    if (!limit.allowed) {
      log.warn({ form: kind.form, clientIp }, "enquiry rate limit reached");
      formSubmissions.inc({ form: kind.form, outcome: "rateLimited" });
      return data({ form: kind.form, ok: false, errors: { form: "rateLimited" }, values } satisfies EnquiryResult, {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": "no-store" },
      });
    }
    // The token is spent in the transaction that stores the enquiry: a failed store leaves it good.
    const db = await getDb();
    const stored = await db
      .transaction()
      .execute(async (trx) =>
        (await claimFormToken(trx, tokenText, new Date(now))) ? store(trx, parsed.enquiry, page, form) : null,
      );
    renew = "spent";
    if (stored === null) return refuseAsSpam("token used");
    id = stored;
    if (Math.random() < 0.01) await forgetOldFormTokens(db, now);
  } catch (error) {
    log.error({ err: error, form: kind.form, page }, "enquiry could not be stored");
    return reply({ form: kind.form, ok: false, errors: { form: "unavailable" }, values }, 503);
  }
  log.info({ form: kind.form, id, page }, "enquiry stored");
  // The visitor does not wait for the mail: a failure is recorded and retried by the server.
  const table: EnquiryTable = kind.table;
  void notifyEnquiry(table, id).catch((error) =>
    log.error({ err: error, table, id }, "enquiry notification could not start"),
  );
  return reply({ form: kind.form, ok: true, errors: {} });
}
