/**
 * Looking up and filling a text: all the site's translations need (nested keys, {{name}}
 * placeholders, a default for a missing key). No plurals, contexts or formatting: the texts use
 * none, and a general-purpose runtime would cost every page about 13 KB of JavaScript.
 */
/** What a text's {{name}} placeholders are filled with. */
export type Placeholders = Record<string, string | number | boolean | null | undefined>;
export type TranslateOptions = { defaultValue?: string } & Placeholders;
export type Translator = (key: string, options?: TranslateOptions) => string;

/** The value at a dotted key ("errors.invalidEmail.title") of a namespace's texts. */
export function lookup(texts: unknown, key: string): unknown {
  let node = texts;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = Reflect.get(node, part);
  }
  return node;
}

/** Fills {{name}} placeholders from `values`; a placeholder without a value becomes empty. */
export function interpolate(text: string, values?: Placeholders): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

/** A translator over one namespace's texts: a missing key shows its default, else the key itself. */
export function translator(texts: unknown): Translator {
  return (key, options) => {
    const found = lookup(texts, key);
    const text = typeof found === "string" ? found : (options?.defaultValue ?? key);
    return interpolate(text, options);
  };
}
