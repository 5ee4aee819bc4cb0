import { useContext, type Context } from "react";

/**
 * A context's value. A component rendered where no provider wraps it gets an error naming the
 * provider that is missing, instead of a value of null to fail on later.
 */
export function useProvided<T>(context: Context<T | null>, provider: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${provider} is missing above this component`);
  return value;
}
