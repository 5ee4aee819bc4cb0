import type { Insertable } from "kysely";
import type { Database } from "../../app/server/db/schema";

/** A quote request as the site stores it, not yet notified; `fields` say what the test is about. */
export function quoteRequestRow(fields: Partial<Insertable<Database["quote_requests"]>> = {}) {
  return {
    name: "Test Visitor",
    email: "visitor@example.ro",
    phone: "+40 722 000 000",
    company: null,
    project_type: "residential",
    spaces: 10,
    message: "m",
    lang: "en",
    page: "/",
    notified_at: null,
    last_attempt_at: null,
    last_error: null,
    ...fields,
  } satisfies Insertable<Database["quote_requests"]>;
}

/** A contact message as the site stores it, not yet notified. */
export function contactMessageRow(fields: Partial<Insertable<Database["contact_messages"]>> = {}) {
  return {
    name: "Test Visitor",
    email: "visitor@example.ro",
    phone: null,
    subject: "s",
    message: "m",
    form: "contact",
    lang: "en",
    page: "/",
    notified_at: null,
    last_attempt_at: null,
    last_error: null,
    ...fields,
  } satisfies Insertable<Database["contact_messages"]>;
}
