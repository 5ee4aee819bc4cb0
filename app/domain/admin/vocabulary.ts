/**
 * A value of a vocabulary (an entity's `as const` list), checked by the compiler: where SQL names a
 * status, stage or priority it goes through here, so renaming the value in its list fails the type
 * check at every query that uses it. The value travels as a query parameter, never typed into SQL.
 */
export function member<const T extends string>(_vocabulary: readonly T[], value: NoInfer<T>): T {
  return value;
}

/** Several values of one vocabulary, checked the same way. */
export function members<const T extends string>(
  _vocabulary: readonly T[],
  values: readonly NoInfer<T>[],
): readonly T[] {
  return values;
}
