import en from "../../../app/i18n/en/admin";
import { expect, goLive, test } from "../../support/admin";
import { sendQuoteRequest } from "../../support/enquiries";
import { uniqueEmail } from "../../support/outbox";

/** The top bar's bell: what reached the company since the administrator last looked. */
test("quote requests ring the bell; a notification opened is read; Mark all as read clears the count", async ({
  adminPage: page,
  browser,
}) => {
  // Whatever earlier tests of this worker left is read first (and the read stored before going on).
  await goLive(page, "/admin");
  await page.reload();
  const bell = page.getByTestId("notifications");
  /** Presses Mark all as read and waits for the server's answer (the badge goes at once). */
  const markAllRead = async () => {
    const answered = page.waitForResponse(
      (response) => response.url().includes("/admin/notifications") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: en.shell.markAllRead }).click();
    await expect(page.getByTestId("notifications-count")).toHaveCount(0);
    expect((await answered).ok()).toBe(true);
  };
  if (await page.getByTestId("notifications-count").isVisible()) {
    await bell.click();
    await markAllRead();
    await page.reload();
    await expect(page.getByTestId("notifications-count")).toHaveCount(0);
  }

  const name = `Bell Visitor${Date.now() % 100000}`;
  await sendQuoteRequest(page, {
    name,
    email: uniqueEmail("bell"),
    phone: "+40 733 444 556",
    projectType: "commercial",
    spaces: "77",
    details: "Office car park.",
  });
  await sendQuoteRequest(page, {
    name: `${name} Later`,
    email: uniqueEmail("bell-later"),
    phone: "+40 733 444 558",
    projectType: "residential",
    spaces: "33",
    details: "Flats.",
  });

  await page.goto("/admin");
  await expect(page.getByTestId("notifications-count")).toHaveText("2");
  await expect(bell).toHaveAccessibleName(en.shell.notificationsUnread.replace("{{count}}", "2"));
  await bell.click();
  const item = page.getByTestId("notification").nth(1);
  await expect(item).toContainText("Commercial project, 77 spaces");
  await expect(item).toContainText(en.events.received);
  await expect(item).toContainText(en.shell.unreadMark);
  // Escape closes the list and gives the focus back to the bell.
  await page.keyboard.press("Escape");
  await expect(item).toBeHidden();
  await expect(bell).toBeFocused();
  await bell.click();
  await item.click();
  await expect(page).toHaveURL(/\/admin\/leads\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Commercial project, 77 spaces");

  // Opening it marks it read (and it alone); Mark all as read reads the rest, for this administrator.
  await expect(page.getByTestId("notifications-count")).toHaveText("1");
  await page.reload();
  await expect(page.getByTestId("notifications-count")).toHaveText("1");
  await bell.click();
  await expect(page.getByTestId("notification").first()).toContainText(en.shell.unreadMark);
  await expect(page.getByTestId("notification").nth(1)).not.toContainText(en.shell.unreadMark);
  await markAllRead();
  await page.reload();
  await expect(page.getByTestId("notifications-count")).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(en.shell.notifications);

  // Without JavaScript the same button posts and comes back to the page.
  await sendQuoteRequest(page, {
    name: `${name} Again`,
    email: uniqueEmail("bell-2"),
    phone: "+40 733 444 557",
    projectType: "residential",
    spaces: "12",
    details: "Villa garage.",
  });
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto("/admin/leads");
  await expect(plain.getByTestId("notifications-count")).toHaveText("1");
  await plain.getByTestId("notifications").click();
  await plain.getByRole("button", { name: en.shell.markAllRead }).click();
  await expect(plain).toHaveURL(/\/admin\/leads$/);
  await expect(plain.getByTestId("notifications-count")).toHaveCount(0);
  await noScript.close();
});
