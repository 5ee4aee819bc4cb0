import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hasher.server";

describe("password hashing on a background thread", () => {
  it("reads better-auth's hashes and writes hashes better-auth reads", async () => {
    const theirs = await betterAuthHash("secret-pass-123 ăîșț");
    expect(await verifyPassword({ hash: theirs, password: "secret-pass-123 ăîșț" })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: "secret-124 ăîșț" })).toBe(false);
    const ours = await hashPassword("parola-1");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: "parola-1" })).toBe(true);
    expect(await verifyPassword({ hash: "garbage", password: "x" })).toBe(false);
  });

  it("answers concurrent requests each with its own result", async () => {
    const hashes = await Promise.all(["a-1", "b-2", "c-3"].map((p) => hashPassword(p)));
    const checks = await Promise.all(
      hashes.map((hash, i) => verifyPassword({ hash, password: ["a-1", "b-2", "c-3"][i]! })),
    );
    expect(checks).toEqual([true, true, true]);
    expect(await verifyPassword({ hash: hashes[0]!, password: "b-2" })).toBe(false);
  });
});
