/** Cookie names and limits the admin shell shares between server and browser. */
export const adminModes = ["demo", "live"] as const;
export type AdminMode = (typeof adminModes)[number];

export const ADMIN_MODE_COOKIE = "admin_mode";
export const ADMIN_LANGUAGE_COOKIE = "admin_lang";
/** The sidebar state cookie lasts 7 days; ctrl/cmd+b toggles it. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SIDEBAR_SHORTCUT_KEY = "b";
/** Below 768 px the sidebar is a sliding panel. */
export const MOBILE_BREAKPOINT_PX = 768;
