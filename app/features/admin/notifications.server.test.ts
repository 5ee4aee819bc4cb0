import { saveCompanySettings } from "~/entities/company/settings.server";
import { companySample } from "~/entities/company/sample";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { contactMessageRow, quoteRequestRow } from "../../../tests/support/arrivals";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import { adminPermissions } from "~/domain/account/permissions";
import { createInvoice, markInvoiceSent, markOverdueInvoices } from "~/entities/invoice/actions.server";
import type { Database } from "~/server/db/schema";
import {
  markNotificationOpened,
  markNotificationsRead,
  notificationPage,
  notificationsFor,
} from "./notifications.server";

const databases = testDatabases();
const everything = [...adminPermissions];
const actor = { id: "system-test", name: "Test" };

describe.each(databases)("notifications on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("counts what arrived since the administrator last looked, lists it newest first with its record, per administrator", async () => {
    for (const id of ["admin-a", "admin-b"])
      await db
        .insertInto("user")
        .values({
          id,
          name: id,
          email: `${id}@example.ro`,
          emailVerified: true,
          image: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .execute();
    expect(await notificationsFor(db, "admin-a", everything)).toEqual({ unread: 0, items: [] });

    await db
      .insertInto("quote_requests")
      .values(quoteRequestRow({ name: "Dana Quote", spaces: 40 }))
      .execute();
    await db
      .insertInto("contact_messages")
      .values(contactMessageRow({ name: "Mihai Message", email: "mihai@example.ro" }))
      .execute();
    const invoice = await createInvoice(db, actor, {
      clientName: "Late Payer SRL",
      clientEmail: "plati@late.ro",
      language: "ro",
      description: "",
      issueDate: "2025-09-01",
      dueDate: "2025-09-30",
      exchangeRate: 5.1,
      exchangeRateDate: "2025-08-29",
      items: [{ description: "Service", quantity: 1, unitPrice: 100 }],
    });
    await saveCompanySettings(db, actor, companySample);
    await markInvoiceSent(db, actor, invoice);
    await markOverdueInvoices(db, "2025-10-01");

    const all = await notificationsFor(db, "admin-a", everything);
    expect(all.unread).toBe(3);
    expect(all.items.map((n) => [n.title, n.href.split("/").slice(0, 3).join("/"), n.unread])).toEqual([
      // Issued, it goes by its number in the company's series (APS), the year of its issue.
      ["APS-2025-001 · Late Payer SRL", "/admin/invoices", true],
      ["Mihai Message", "/admin/contacts", true],
      [expect.stringContaining("40 spaces"), "/admin/leads", true],
    ]);
    expect(all.items[0]!.text.ro).toContain("restantă");

    // What an administrator may not open is not shown to them.
    const crmOnly = await notificationsFor(db, "admin-a", ["crm.read"]);
    expect(crmOnly.unread).toBe(2);
    expect(crmOnly.items.every((n) => !n.href.startsWith("/admin/invoices"))).toBe(true);
    expect(await notificationsFor(db, "admin-a", [])).toEqual({ unread: 0, items: [] });

    // Read by one administrator, still new for the other; a new arrival counts again.
    await markNotificationsRead(db, "admin-a");
    const read = await notificationsFor(db, "admin-a", everything);
    expect([read.unread, read.items.length, read.items.some((n) => n.unread)]).toEqual([0, 3, false]);
    expect((await notificationsFor(db, "admin-b", everything)).unread).toBe(3);
    await db
      .insertInto("quote_requests")
      .values(quoteRequestRow({ name: "Second Quote" }))
      .execute();
    expect((await notificationsFor(db, "admin-a", everything)).unread).toBe(1);

    // Opening one from the bell reads that one only, for that administrator only.
    const before = await notificationsFor(db, "admin-b", everything);
    const message = before.items.find((n) => n.title === "Mihai Message")!;
    expect(message.openHref).toBe(`/admin/notifications?open=${message.id}`);
    expect(await notificationPage(db, everything, message.id)).toBe(message.href);
    await markNotificationOpened(db, "admin-b", message.id);
    await markNotificationOpened(db, "admin-b", message.id);
    const after = await notificationsFor(db, "admin-b", everything);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.filter((n) => n.unread).map((n) => n.title)).not.toContain("Mihai Message");
    // The newest, the second quote, is still unread.
    expect(after.items[0]!.unread).toBe(true);
    expect((await notificationsFor(db, "admin-a", everything)).unread).toBe(1);
    // Only a notification the administrator may open has a page: another kind, an unknown id, none.
    const overdue = before.items.find((n) => n.href.startsWith("/admin/invoices"))!;
    expect(await notificationPage(db, ["crm.read"], overdue.id)).toBeNull();
    expect(await notificationPage(db, everything, 999_999)).toBeNull();
  });
});
