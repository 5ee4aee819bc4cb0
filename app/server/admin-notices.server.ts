import type { Kysely } from "kysely";
import { OFFICE_TIME_ZONE } from "~/domain/admin/dates";
import type { Database } from "./db/schema";
import { log } from "./log.server";
import { sendMail, singleLine } from "./mail.server";

/** What an administrator is told about their own account, so that someone else's use is noticed. */
export type AdminNotice = "newDevice" | "secondFactorOn" | "secondFactorRemoved" | "passwordChanged";

const TEXTS: Record<AdminNotice, { subject: string; en: string; ro: string }> = {
  newDevice: {
    subject: "New sign-in to your administrator account / Autentificare nouă în contul de administrator",
    en: "Your Autoparc Systems administrator account was signed in to from a browser it had not been used from before.",
    ro: "Contul dumneavoastră de administrator Autoparc Systems a fost accesat dintr-un browser din care nu mai fusese folosit.",
  },
  secondFactorOn: {
    subject: "Two-step sign-in turned on / Autentificarea în doi pași a fost activată",
    en: "Two-step sign-in was turned on for your Autoparc Systems administrator account, with a new authenticator app.",
    ro: "Autentificarea în doi pași a fost activată pentru contul dumneavoastră de administrator Autoparc Systems, cu o aplicație de autentificare nouă.",
  },
  secondFactorRemoved: {
    subject: "Two-step sign-in removed / Autentificarea în doi pași a fost eliminată",
    en: "The authenticator app of your Autoparc Systems administrator account was removed; your next visit to the back-office sets up a new one.",
    ro: "Aplicația de autentificare a contului dumneavoastră de administrator Autoparc Systems a fost eliminată; următoarea vizită în panoul de administrare configurează una nouă.",
  },
  passwordChanged: {
    subject: "Your password was changed / Parola a fost schimbată",
    en: "The password of your Autoparc Systems administrator account was changed, and its other sessions were ended.",
    ro: "Parola contului dumneavoastră de administrator Autoparc Systems a fost schimbată, iar celelalte sesiuni au fost închise.",
  },
};

const when = (moment: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: OFFICE_TIME_ZONE }).format(moment);

/**
 * Mails an active administrator (by account id) a notice about their account: what happened,
 * when (the office's time), from which address and browser, and what to do if it was not them.
 * A member who is no administrator is not mailed. A notice that cannot be sent is logged; it
 * never stops what it reports.
 */
export async function noticeAdmin(
  db: Kysely<Database>,
  userId: string,
  notice: AdminNotice,
  context: { now: number; clientIp: string; userAgent: string | null },
): Promise<void> {
  try {
    const admin = await db
      .selectFrom("admin_profiles")
      .innerJoin("user", "user.id", "admin_profiles.user_id")
      .select("user.email")
      .where("admin_profiles.user_id", "=", userId)
      .where("admin_profiles.is_active", "=", true)
      .executeTakeFirst();
    if (!admin) return;
    const text = TEXTS[notice];
    const browser = singleLine(context.userAgent ?? "").slice(0, 200) || "—";
    await sendMail({
      to: admin.email,
      subject: `${text.subject} – Autoparc Systems`,
      text: [
        text.en,
        `When: ${when(context.now, "en-GB")} (Bucharest time)`,
        `Address: ${context.clientIp}`,
        `Browser: ${browser}`,
        "If this was not you, change your password at once and tell the other administrators.",
        "",
        text.ro,
        `Când: ${when(context.now, "ro-RO")} (ora Bucureștiului)`,
        `Adresa: ${context.clientIp}`,
        `Browser: ${browser}`,
        "Dacă nu ați fost dumneavoastră, schimbați imediat parola și anunțați ceilalți administratori.",
      ].join("\n"),
    });
  } catch (error) {
    log.error({ err: error, userId, notice }, "administrator notice not sent");
  }
}
