import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/databases";
import type { Database } from "./db/schema";
import { audit, readAudit } from "./audit.server";
import { recordEvent } from "~/admin-kit/records/events.server";
import { updateRecord } from "~/admin-kit/records/save.server";
import { actOnLead } from "~/entities/lead/actions.server";
import { lineDetails } from "~/features/admin/audit/audit-view.server";
import * as make from "../../tests/support/admin-fixtures";

describe.each(testDatabases())("the audit log on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("only ever grows: an update, a delete or a truncate is refused by the database", async () => {
    await audit(db, {
      kind: "export",
      action: "csv",
      actor: { id: "a1", email: "a1@example.ro" },
      address: "192.0.2.1",
      target: "leads",
    });
    await expect(sql`update audit_events set action = 'nothing'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(/append-only/);
    expect((await readAudit(db, { kind: "export" })).lines.map((l) => l.action)).toEqual(["csv"]);
  });

  it("reads its lines and the records' staff changes together, newest first, by who, kind and office day", async () => {
    const ana = `ana-${Math.random().toString(36).slice(2)}`;
    await sql`insert into "user" (id, name, email, "emailVerified") values (${ana}, 'Ana', ${`${ana}@example.ro`}, true)`.execute(
      db,
    );
    await audit(db, {
      kind: "signIn",
      action: "signedIn",
      actor: { id: ana, email: `${ana}@example.ro` },
      address: "192.0.2.9",
      target: `${ana}@example.ro`,
    });
    await recordEvent(db, { id: ana, name: "Ana" }, "lead", "LD-2026-900", "status", { from: "New", to: "Contacted" });
    await sql`insert into record_events (entity, record_id, action, detail, actor_id, actor_name) values ('lead', 'LD-2026-901', 'received', '{}', null, 'Website')`.execute(
      db,
    );
    const mine = await readAudit(db, { actor: ana });
    expect(mine.lines.map((l) => [l.kind, l.action])).toEqual([
      ["record", "status"],
      ["signIn", "signedIn"],
    ]);
    expect(mine.lines[0]).toMatchObject({ target: "lead LD-2026-900", actorEmail: `${ana}@example.ro` });
    // What the website did is no staff change.
    expect((await readAudit(db, { kind: "record" })).lines.some((l) => l.target === "lead LD-2026-901")).toBe(false);
    expect((await readAudit(db, { actor: ana, kind: "signIn" })).lines).toHaveLength(1);
    expect((await readAudit(db, { actor: ana, kind: "record" })).lines).toHaveLength(1);
    // By office day: today (Bucharest) holds them, a day long past none.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Bucharest" }).format(new Date());
    expect((await readAudit(db, { actor: ana, from: today, to: today })).lines).toHaveLength(2);
    expect((await readAudit(db, { actor: ana, from: "2020-01-01", to: "2020-01-31" })).lines).toHaveLength(0);
    // Pages: one line a page, the next one said to exist.
    expect(await readAudit(db, { actor: ana }, { limit: 1 })).toMatchObject({ more: true });
    expect(await readAudit(db, { actor: ana }, { limit: 1, offset: 1 })).toMatchObject({ more: false });
  });

  it("a record's change keeps the client's address and each edited field's old and new value, and only grows", async () => {
    const ana = `ana-${Math.random().toString(36).slice(2)}`;
    await sql`insert into "user" (id, name, email, "emailVerified") values (${ana}, 'Ana', ${`${ana}@example.ro`}, true)`.execute(
      db,
    );
    const actor = { id: ana, name: "Ana", address: "198.51.100.7" };
    await make.storeRecords(db, "leads", [make.lead({ value: 1000, title: "Parking tower" })]);
    const id = "LD-2026-900";
    await actOnLead(db, actor, id, { intent: "value", value: 2500 });
    await db.transaction().execute(async (trx) => {
      const changed = await updateRecord(
        trx,
        actor,
        "lead",
        id,
        { title: "Parking tower", company: "Acme Dev" },
        { title: "Parking tower, block B", company: "Acme Dev" },
      );
      expect(changed).toEqual(["title"]);
    });
    const lines = (await readAudit(db, { actor: ana, kind: "record" })).lines;
    expect(lines.map((l) => [l.action, l.address, l.detail.changes])).toEqual([
      ["edited", "198.51.100.7", { title: ["Parking tower", "Parking tower, block B"] }],
      ["value", "198.51.100.7", { value: [1000, 2500] }],
    ]);
    // Shown with the field's name as the screens write it, in each language.
    expect(lineDetails(lines[0]!, "en")).toBe('Title: "Parking tower" → "Parking tower, block B"');
    expect(lineDetails(lines[0]!, "ro")).toBe('Titlu: "Parking tower" → "Parking tower, block B"');
    await expect(sql`update record_events set detail = '{}'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from record_events`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate record_events cascade`.execute(db)).rejects.toThrow(/append-only/);
  });
});
