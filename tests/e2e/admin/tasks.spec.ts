import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { expect, goLive, setAdminLanguage, test } from "../../support/admin";
import { uniqueEmail } from "../../support/outbox";

/**
 * Follow-ups in Live Mode, in each language: a task written from a lead's page (the lead named
 * for it), refused field by field and kept as typed; the lead's next step; the owner's dashboard
 * and bell; done, and gone from "My tasks".
 */

/** A day of the office's calendar `days` from today, as a datetime-local input takes it at `time`. */
function officeMinute(days: number, time: string): string {
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Bucharest" }).format(
    new Date(Date.now() + days * 24 * 3600 * 1000),
  );
  return `${day}T${time}`;
}

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`a task from a lead: its next step, My tasks, the bell, then done (${lang})`, async ({ adminPage: page }) => {
    const tag = `${lang}${Date.now() % 1_000_000}`;
    await goLive(page, "/admin/leads/new");
    await setAdminLanguage(page, lang);
    await page.getByRole("textbox", { name: t.actions.lead.title, exact: true }).fill(`Task lead ${tag}`);
    await page.getByLabel(t.actions.lead.contactName).fill(`Mara ${tag}`);
    await page.getByLabel(t.columns.email).fill(uniqueEmail(`task-${lang}`));
    await page.getByRole("button", { name: t.leads.add }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/LD-\d{4}-\d{3,}$/);
    const leadId = page.url().split("/").pop()!;
    const nextStep = page.getByTestId("next-step");
    await expect(nextStep).toContainText(t.tasks.noNextStep);

    // From the lead: the form names it; a refused post says why beside each field and keeps the rest.
    await nextStep.getByRole("link", { name: t.tasks.addFor }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tasks/new\\?about=${leadId}$`));
    await expect(page.getByLabel(t.tasks.fields.related)).toHaveValue(leadId);
    await page.getByLabel(t.tasks.fields.related).fill("INV-2026-001");
    await page.getByLabel(t.tasks.fields.notes).fill("Ask about the ramp.");
    await page.getByRole("button", { name: t.tasks.add }).click();
    await expect(page.getByText(t.actions.errors.required)).toBeVisible();
    await expect(page.getByText(t.actions.errors.relatedInvalid)).toBeVisible();
    await expect(page.getByLabel(t.tasks.fields.notes)).toHaveValue("Ask about the ramp.");
    await page.getByLabel(t.tasks.fields.related).fill("LD-1999-999");
    await page.getByLabel(t.tasks.fields.title).fill(`Call ${tag} back`);
    await page.getByRole("button", { name: t.tasks.add }).click();
    await expect(page.getByText(t.actions.errors.relatedNotFound)).toBeVisible();
    await expect(page.getByLabel(t.tasks.fields.title)).toHaveValue(`Call ${tag} back`);

    // Due yesterday at nine: overdue, and the bell tells its owner (the writer).
    await page.getByLabel(t.tasks.fields.related).fill(leadId.toLowerCase());
    await page.getByLabel(t.tasks.fields.dueAt).fill(officeMinute(-1, "09:00"));
    await page.getByRole("button", { name: t.tasks.add }).click();
    await expect(page).toHaveURL(/\/admin\/tasks\/TSK-\d{4}-\d{3,}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Call ${tag} back`);
    await expect(page.getByTestId("task-owner")).toHaveText("Ioana Marinescu");
    await expect(page.getByRole("main")).toContainText(t.tasks.state.overdue);
    await expect(page.getByRole("link", { name: leadId })).toBeVisible();

    await page.goto(`/admin/leads/${leadId}`);
    await expect(nextStep).toContainText(`Call ${tag} back`);
    await expect(page.getByTestId("history")).toContainText(`Call ${tag} back`);

    await page.goto("/admin");
    const overdue = page.getByTestId("my-tasks-overdue");
    await expect(overdue).toContainText(`Call ${tag} back`);
    await page.getByTestId("notifications").click();
    await expect(page.getByTestId("notification").filter({ hasText: `Call ${tag} back` })).toContainText(
      t.events.taskDue.replace("{{title}}", `Call ${tag} back`),
    );
    await page.keyboard.press("Escape");

    // Done: gone from My tasks and from the lead's next step.
    await overdue.getByRole("link", { name: `Call ${tag} back` }).click();
    await page.getByRole("button", { name: t.tasks.markDone }).click();
    await expect(page.getByRole("button", { name: t.tasks.reopen })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(t.tasks.state.done);
    await page.goto("/admin");
    await expect(page.getByTestId("my-tasks")).not.toContainText(`Call ${tag} back`);
    await page.goto(`/admin/leads/${leadId}`);
    await expect(nextStep).toContainText(t.tasks.noNextStep);
  });
}
