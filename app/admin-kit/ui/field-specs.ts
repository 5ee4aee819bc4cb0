import type { FieldSpec } from "../contracts";

type ChoiceWords<V extends string> = {
  /** The word a value is shown as (the value itself when none: a platform, a person). */
  optionLabel?: (value: V) => string;
  /** The label of a first, empty choice (none, unassigned), when the value may be left out. */
  empty?: string;
};

/** A select's options: one per value of a fixed list (a vocabulary, the team). */
export function choices<V extends string>(
  values: readonly V[],
  { optionLabel = (value) => value, empty }: ChoiceWords<V> = {},
): { value: string; label: string }[] {
  const options = values.map((value) => ({ value, label: optionLabel(value) }));
  return empty === undefined ? options : [{ value: "", label: empty }, ...options];
}

/** A form's select of a fixed list of values. */
export function selectField<V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  words?: ChoiceWords<V>,
): FieldSpec {
  return { name, label, kind: "select", options: choices(values, words) };
}
