/** Whether `value` is one of a vocabulary's values (an `as const` list), narrowing it to that type. */
export function isOneOf<const T>(vocabulary: readonly T[], value: unknown): value is T {
  return (vocabulary as readonly unknown[]).includes(value);
}
