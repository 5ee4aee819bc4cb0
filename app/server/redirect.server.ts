/** Only same-site paths, so a form's redirectTo cannot be used as an open redirect. */
export function safeRedirect(value: FormDataEntryValue | null): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
