import { expect } from "vitest";
import { ActionRefused } from "~/admin-kit/contracts";

/** The refusal of a change that must be refused: its message key, and the input it is about. */
export async function refusal(change: Promise<unknown>): Promise<string> {
  const error: unknown = await change.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionRefused);
  if (!(error instanceof ActionRefused)) return "";
  return error.field === "form" ? error.key : `${error.field}: ${error.key}`;
}
