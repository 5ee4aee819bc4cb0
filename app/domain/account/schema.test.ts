import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH } from "./rules";
import { changePasswordSchema, firstError, resetSchema, signInSchema, signUpSchema } from "./schema";

const chosen = (length: number) => "p".repeat(length);

describe("passwords", () => {
  it("a chosen password has at least 12 characters, at sign-up, reset and change alike", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    const account = { fullName: "Ana Pop", email: "ana@example.ro" };
    for (const [length, ok] of [
      [11, false],
      [12, true],
    ] as const) {
      const password = chosen(length);
      const signUp = signUpSchema.safeParse({ ...account, password, confirmPassword: password });
      const reset = resetSchema.safeParse({ token: "t", password, confirmPassword: password });
      const change = changePasswordSchema.safeParse({ currentPassword: "old", password, confirmPassword: password });
      for (const result of [signUp, reset, change]) {
        expect(result.success).toBe(ok);
        if (!result.success) expect(firstError(result)).toBe("invalidPassword");
      }
    }
  });

  it("signing in takes a password of any length it may have been chosen at, but not none", () => {
    expect(signInSchema.safeParse({ email: "ana@example.ro", password: "six-ch" }).success).toBe(true);
    const empty = signInSchema.safeParse({ email: "ana@example.ro", password: "" });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(firstError(empty)).toBe("passwordRequired");
  });
});
