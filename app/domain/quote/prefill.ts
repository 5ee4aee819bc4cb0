import type { ProjectType } from "./limits";

/**
 * The quote form's hidden field carrying a parking-selector configuration (its shareable query
 * with the chosen system); the server reads it again and stores the configuration with the request.
 */
export const CONFIGURATION_FIELD = "configuration";

/** What a quote form starts with when it comes from the parking selector. */
export type QuotePrefill = { projectType: ProjectType; spaces: number; message: string; configuration: string };
