/** How many passkeys one administrator may keep. */
export const MAX_PASSKEYS = 10;
/** The longest name of a passkey (what the administrator calls it: "Work laptop"). */
export const PASSKEY_NAME_LENGTH = 60;
