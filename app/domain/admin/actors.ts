/**
 * Who changed a record when no person did: the calendar that makes an unpaid invoice Overdue, and
 * the website whose forms bring leads and messages (the arrival triggers of the database write
 * its name). Their names are stored in the history as written here; the screens show them in the
 * reader's language (actorKey).
 */
export const SYSTEM_ACTOR = { id: "system", name: "System" } as const;
export const WEBSITE_ACTOR_NAME = "Website";

/** Whether a history line's author is the system rather than a person. */
export const isSystemActor = (name: string) => name === SYSTEM_ACTOR.name;

/** The translation key of an author that is no person (`activity.system`, `source.website`), or null for a person. */
export function actorKey(name: string): "activity.system" | "source.website" | null {
  if (isSystemActor(name)) return "activity.system";
  if (name === WEBSITE_ACTOR_NAME) return "source.website";
  return null;
}
