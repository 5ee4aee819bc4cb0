/**
 * Who changed a record when no person did: the calendar that makes an unpaid invoice Overdue. Its
 * name is stored in the history as written here; the screens show it in the reader's language.
 */
export const SYSTEM_ACTOR = { id: "system", name: "System" } as const;

/** Whether a history line's author is the system rather than a person. */
export const isSystemActor = (name: string) => name === SYSTEM_ACTOR.name;
