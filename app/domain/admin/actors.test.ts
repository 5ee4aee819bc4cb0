import { describe, expect, it } from "vitest";
import { actorKey, SYSTEM_ACTOR, WEBSITE_ACTOR_NAME } from "./actors";

describe("authors of history lines that are no person", () => {
  it("are shown by a translation key; a person's name is shown as written", () => {
    expect(actorKey(SYSTEM_ACTOR.name)).toBe("activity.system");
    expect(actorKey(WEBSITE_ACTOR_NAME)).toBe("source.website");
    expect(actorKey("Ana Pop")).toBeNull();
    expect(actorKey("website")).toBeNull();
  });
});
