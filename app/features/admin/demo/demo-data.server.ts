import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { activitySample } from "~/admin-kit/activity/sample";
import { affiliateSample } from "~/entities/affiliate/sample";
import { campaignSample } from "~/entities/campaign/sample";
import { commissionSample } from "~/entities/commission/sample";
import { contactSample } from "~/entities/contact/sample";
import { companySample } from "~/entities/company/sample";
import { installationSample } from "~/entities/installation/sample";
import { taskSample } from "~/entities/task/sample";
import { meetingSample } from "~/entities/meeting/sample";
import { invoicePaymentSample, invoiceSample } from "~/entities/invoice/sample";
import { leadSample } from "~/entities/lead/sample";
import { opportunitySample } from "~/entities/opportunity/sample";
import { socialPostSample } from "~/entities/social-post/sample";
import { staffSample } from "~/entities/staff/sample";
import { rowOf } from "~/lib/case";
import { ADMIN_TABLES } from "~/entities/tables";
import type { Database } from "~/server/db/schema";
import { log } from "~/server/log.server";

/**
 * Demo Mode is a data set, not a code path: the sample records sit in a schema of their own beside
 * the live tables (`demo` beside `public`; `<schema>_demo` beside any other schema, as the tests
 * use), in copies of the live tables made with `create table … (like … including all)`, so they
 * carry the same columns, generated search text, defaults and CHECK constraints. Every admin read
 * runs the same queries against it (see ../data.server.ts).
 *
 * The copies are rebuilt whenever the samples or the live tables' columns change (a fingerprint of
 * both is stored with them), so a migration never has to remember the demo tables.
 */

/**
 * The admin tables Demo Mode copies, in the order they are filled, and its team: a table shaped
 * like the live `staff` view of the administrators, holding the sample accounts.
 */
const DEMO_TABLES = [...ADMIN_TABLES, "staff"] as const;

type Row = Record<string, unknown>;

/**
 * The team's hand-written activities (calls, meetings, e-mails) as record events: "logged" by a
 * person, with the words in both languages and what they concern kept in the event's detail.
 */
function activityRows(): Row[] {
  return activitySample.map((activity) => ({
    id: Number(activity.id.slice("ACT-".length)),
    entity: "activity",
    record_id: activity.id,
    action: "logged",
    detail: JSON.stringify({ type: activity.type, title: activity.title, subject: activity.subject }),
    actor_id: null,
    actor_name: activity.by,
    at: activity.at,
  }));
}

/** A sample lead; a converted one with its conversion's day and the opportunity that names it. */
function leadRow(lead: (typeof leadSample)[number]): Row {
  if (lead.status !== "Converted") return rowOf(lead);
  const opportunity = opportunitySample.find((o) => o.leadId === lead.id);
  return { ...rowOf(lead), converted_at: lead.lastActivity, opportunity_id: opportunity?.id ?? null };
}

function sampleRows(): Record<(typeof DEMO_TABLES)[number], Row[]> {
  return {
    contacts: contactSample.map(rowOf),
    leads: leadSample.map(leadRow),
    opportunities: opportunitySample.map(rowOf),
    invoices: invoiceSample.map(rowOf),
    invoice_payments: invoicePaymentSample.map(rowOf),
    // No sample invoice is credited.
    credit_notes: [],
    affiliates: affiliateSample.map(rowOf),
    commissions: commissionSample.map(rowOf),
    installations: installationSample.map(rowOf),
    tasks: taskSample.map(rowOf),
    meetings: meetingSample.map(rowOf),
    campaigns: campaignSample.map(rowOf),
    social_posts: socialPostSample.map(rowOf),
    record_events: activityRows(),
    company_settings: [{ ...rowOf(companySample), updated_by: "Elena Ionescu" }],
    staff: staffSample.map(rowOf),
  };
}

/** The schema that holds Demo Mode's records, beside the live schema of this connection. */
export async function demoSchemaName(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const live = rows[0]?.schema ?? "public";
  return live === "public" ? "demo" : `${live}_demo`;
}

/** What the demo copies are made of: the samples and the live tables' columns (with what a generated one computes). */
async function fingerprintOf(db: Kysely<Database>, rows: object): Promise<string> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type, is_nullable, generation_expression from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join([...DEMO_TABLES])})
    order by table_name, ordinal_position`.execute(db);
  return createHash("sha256").update(JSON.stringify({ rows, columns })).digest("hex");
}

async function storedFingerprint(db: Kysely<Database>, schema: string): Promise<string | null> {
  const { rows } = await sql<{ exists: boolean }>`
    select exists (select 1 from information_schema.tables where table_schema = ${schema} and table_name = 'demo_state') as exists`.execute(
    db,
  );
  if (!rows[0]?.exists) return null;
  const state = await sql<{
    fingerprint: string;
  }>`select fingerprint from ${sql.table(`${schema}.demo_state`)}`.execute(db);
  return state.rows[0]?.fingerprint ?? null;
}

/** An arbitrary constant: the advisory lock that lets one process at a time rebuild the demo copies. */
const DEMO_LOCK = 720_011;

/**
 * Makes the demo schema hold exactly the samples, rebuilding it when its fingerprint is stale.
 * Several server processes may start together: the rebuild runs under an advisory lock, and a
 * process that waited finds the work done.
 */
export async function refreshDemoData(db: Kysely<Database>): Promise<string> {
  const schema = await demoSchemaName(db);
  const rows = sampleRows();
  const fingerprint = await fingerprintOf(db, rows);
  if ((await storedFingerprint(db, schema)) === fingerprint) return schema;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx);
    if ((await storedFingerprint(trx, schema)) === fingerprint) return;
    // The schema is created once and then kept (an operator may create it for a database user
    // without the right to create schemas); its tables are replaced.
    const { rows: existing } = await sql<{ found: boolean }>`
      select exists (select 1 from information_schema.schemata where schema_name = ${schema}) as found`.execute(trx);
    if (!existing[0]?.found) await sql`create schema ${sql.id(schema)}`.execute(trx);
    await sql`drop table if exists ${sql.table(`${schema}.demo_state`)}`.execute(trx);
    for (const table of DEMO_TABLES) {
      const copy = sql.table(`${schema}.${table}`);
      await sql`drop table if exists ${copy} cascade`.execute(trx);
      await sql`create table ${copy} (like ${sql.table(table)} including all)`.execute(trx);
      const tableRows = rows[table];
      if (!tableRows.length) continue;
      const columns = Object.keys(tableRows[0]!);
      const values = tableRows.map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`);
      // The events' ids are the samples' own (ACT-012 is event 12), not the identity's next values.
      const overriding = table === "record_events" ? sql`overriding system value` : sql``;
      await sql`insert into ${copy} (${sql.join(columns.map((column) => sql.id(column)))}) ${overriding} values ${sql.join(values)}`.execute(
        trx,
      );
    }
    await sql`create table ${sql.table(`${schema}.demo_state`)} (fingerprint text not null)`.execute(trx);
    await sql`insert into ${sql.table(`${schema}.demo_state`)} values (${fingerprint})`.execute(trx);
    log.info({ schema }, "demo data set rebuilt from the samples");
  });
  return schema;
}
