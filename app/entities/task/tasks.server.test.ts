import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import { refusal } from "../../../tests/support/refusal";
import { addStaff } from "../../../tests/support/staff";
import type { Database } from "~/server/db/schema";
import { eventsOf } from "~/admin-kit/records/events.server";
import { notificationsFor } from "~/features/admin/notifications.server";
import { createLead } from "../lead/actions.server";
import { newLeadSchema } from "../lead/form";
import { linkedToContact } from "../contact/linked.server";
import { actOnTask, createTask, deleteTask, editTask, notifyDueTasks } from "./actions.server";
import { findTask } from "./find.server";
import { taskFormSchema } from "./form";
import { myTasks, openTasksOf } from "./mine.server";
import { taskState } from "./rules";
import { actionErrors } from "~/domain/admin/form-inputs";

const databases = testDatabases();

/** A task form as posted: due on the office's clock. */
const form = (over: Record<string, string> = {}) =>
  taskFormSchema.parse({
    title: "Call back",
    dueAt: "2026-12-07T10:00",
    assignedTo: "",
    related: "",
    notes: "",
    ...over,
  });

describe("a task's form and state", () => {
  it("reads the due moment on Bucharest's clock (winter +2, summer +3) and the record by its number", () => {
    expect(form().dueAt).toBe("2026-12-07T08:00:00.000Z");
    expect(form({ dueAt: "2026-07-01T10:00" }).dueAt).toBe("2026-07-01T07:00:00.000Z");
    expect(form({ related: " ld-2026-004 " })).toMatchObject({ relatedKind: "lead", relatedId: "LD-2026-004" });
    expect(form({ related: "INS-2026-001" })).toMatchObject({ relatedKind: "installation" });
    expect(form()).toMatchObject({ relatedKind: null, relatedId: null, assignedTo: null });
    const errors = (input: Record<string, string>) =>
      taskFormSchema.safeParse({
        title: "x",
        dueAt: "2026-12-07T10:00",
        assignedTo: "",
        related: "",
        notes: "",
        ...input,
      }).error?.issues;
    const first = (input: Record<string, string>) => actionErrors(errors(input) ?? []);
    expect(first({ related: "INV-2026-001" })).toEqual({ related: "relatedInvalid" });
    expect(first({ dueAt: "tomorrow" })).toEqual({ dueAt: "invalidDateTime" });
    expect(first({ dueAt: "0001-01-01T10:00" })).toEqual({ dueAt: "dateOutOfRange" });
    expect(first({ title: " " })).toEqual({ title: "required" });
  });

  it("is overdue from the day after it is due, due today whatever the hour, done once done", () => {
    const at = (dueAt: string, status: "Open" | "Done" = "Open") => ({ dueAt, status });
    // 23:30 in Bucharest on 6 December is 21:30 UTC: still the 6th at the office.
    expect(taskState(at("2026-12-06T21:30:00.000Z"), "2026-12-06")).toBe("today");
    expect(taskState(at("2026-12-06T22:30:00.000Z"), "2026-12-06")).toBe("upcoming");
    expect(taskState(at("2026-12-05T05:00:00.000Z"), "2026-12-06")).toBe("overdue");
    expect(taskState(at("2026-12-05T05:00:00.000Z", "Done"), "2026-12-06")).toBe("done");
  });
});

describe.each(databases)("tasks on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("a task is its writer's unless it names a colleague, is about a record that exists, and notes itself there", async () => {
    const writer = await addStaff(db, { id: "task-writer", name: "Ana Scrie" });
    const colleague = await addStaff(db, { id: "task-colleague", name: "Dan Coleg" });
    const former = await addStaff(db, { id: "task-former", name: "Ion Plecat", active: false });
    const actor = { id: writer, name: "Ana Scrie" };
    const leadId = await createLead(
      db,
      actor,
      newLeadSchema.parse({
        title: "Task lead",
        contactName: "Maria Pop",
        company: "",
        email: "maria.task@example.ro",
        phone: "",
        source: "phone",
        priority: "High",
        value: "",
        assignedTo: "",
        systemType: "",
        expectedCloseDate: "",
        description: "",
      }),
    );

    const mine = await createTask(db, actor, form({ related: leadId }));
    expect(await findTask(db, mine)).toMatchObject({
      assignedTo: writer,
      status: "Open",
      relatedKind: "lead",
      doneAt: null,
    });
    expect((await eventsOf(db, "lead", leadId))[0]).toMatchObject({ action: "taskAdded", detail: { task: mine } });
    const theirs = await createTask(db, actor, form({ title: "Send the offer", assignedTo: colleague }));
    expect((await findTask(db, theirs)).assignedTo).toBe(colleague);

    expect(await refusal(createTask(db, actor, form({ assignedTo: former })))).toBe("assignedTo: staffUnknown");
    expect(await refusal(createTask(db, actor, form({ related: "LD-1999-999" })))).toBe("related: relatedNotFound");

    // Edited: the due moment moved, the owner changed; unchanged is refused.
    await editTask(db, actor, theirs, form({ title: "Send the offer", assignedTo: writer, dueAt: "2026-12-08T09:00" }));
    expect(await findTask(db, theirs)).toMatchObject({ assignedTo: writer, dueAt: "2026-12-08T07:00:00.000Z" });
    expect(
      await refusal(
        editTask(db, actor, theirs, form({ title: "Send the offer", assignedTo: writer, dueAt: "2026-12-08T09:00" })),
      ),
    ).toBe("unchanged");

    // Done, then open again; the same twice is refused.
    await actOnTask(db, actor, mine, { intent: "done" });
    expect(await findTask(db, mine)).toMatchObject({ status: "Done" });
    expect((await findTask(db, mine)).doneAt).not.toBeNull();
    expect(await refusal(actOnTask(db, actor, mine, { intent: "done" }))).toBe("unchanged");
    await actOnTask(db, actor, mine, { intent: "reopen" });
    expect(await findTask(db, mine)).toMatchObject({ status: "Open", doneAt: null });
    expect((await eventsOf(db, "task", mine)).map((e) => e.action)).toEqual([
      "taskReopened",
      "taskDone",
      "taskCreated",
    ]);

    // The lead's next step is its open task; the contact's page lists it by the lead's e-mail address.
    expect((await openTasksOf(db, "lead", leadId)).map((t) => t.id)).toEqual([mine]);
    const linked = await linkedToContact(db, { id: "CT-1999-001", email: "MARIA.TASK@example.ro" });
    expect(linked.tasks.map((t) => t.id)).toEqual([mine]);

    await deleteTask(db, actor, theirs);
    expect(await refusal(findTask(db, theirs))).toBe("notFound");
  });

  it("My tasks groups an owner's open tasks by the office's day; the bell tells the owner alone, once, when one falls due", async () => {
    const owner = await addStaff(db, { id: "bell-owner", name: "Bell Owner" });
    const other = await addStaff(db, { id: "bell-other", name: "Bell Other" });
    const actor = { id: owner, name: "Bell Owner" };
    const overdue = await createTask(db, actor, form({ title: "Overdue", dueAt: "2026-12-04T16:00" }));
    const today = await createTask(db, actor, form({ title: "Today", dueAt: "2026-12-06T23:30" }));
    const later = await createTask(db, actor, form({ title: "Later", dueAt: "2026-12-09T09:00" }));
    const done = await createTask(db, actor, form({ title: "Done", dueAt: "2026-12-06T09:00" }));
    await actOnTask(db, actor, done, { intent: "done" });
    await createTask(
      db,
      { id: other, name: "Bell Other" },
      form({ title: "Someone else's", dueAt: "2026-12-04T09:00" }),
    );

    const groups = await myTasks(db, owner, "2026-12-06");
    expect({
      overdue: groups.overdue.tasks.map((t) => t.id),
      today: groups.today.tasks.map((t) => t.id),
      upcoming: groups.upcoming.tasks.map((t) => t.id),
    }).toEqual({ overdue: [overdue], today: [today], upcoming: [later] });

    // At 12:00 on 6 December (10:00 UTC): the overdue task fell due, the others not yet.
    const noon = new Date("2026-12-06T10:00:00.000Z");
    const told = await notifyDueTasks(db, noon);
    expect(told).toContain(overdue);
    expect(told).not.toContain(today);
    expect(told).not.toContain(done);
    expect(await notifyDueTasks(db, noon)).toEqual([]);
    const bell = await notificationsFor(db, owner, ["crm.read"]);
    expect(bell.items.map((item) => item.title)).toContain("Overdue");
    expect(bell.items.map((item) => item.title)).not.toContain("Someone else's");
    const otherBell = await notificationsFor(db, other, ["crm.read"]);
    expect(otherBell.items.map((item) => item.title)).toEqual(["Someone else's"]);

    // A due moment moved later is told again when it comes.
    await editTask(db, actor, overdue, form({ title: "Overdue", dueAt: "2026-12-06T13:00" }));
    expect(await notifyDueTasks(db, noon)).toEqual([]);
    expect(await notifyDueTasks(db, new Date("2026-12-06T11:30:00.000Z"))).toEqual([overdue]);
  });
});
