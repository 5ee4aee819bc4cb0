/** The text values a form holds, by input name, as it would post them (a file input is left out). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}
