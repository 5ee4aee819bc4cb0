import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { contactStatuses } from "./schema";
import { contactSample } from "./sample";

describe("contactSample", () => {
  it("has unique ids whose year is the creation year", () => {
    expect(new Set(contactSample.map((c) => c.id)).size).toBe(contactSample.length);
    for (const contact of contactSample) expect(contact.id.slice(3, 7), contact.id).toBe(contact.createdAt.slice(0, 4));
  });

  it("uses every status, with at least two active customers and two hot leads", () => {
    const count = (status: string) => contactSample.filter((c) => c.status === status).length;
    for (const status of contactStatuses) expect(count(status), status).toBeGreaterThan(0);
    expect(count("Active Customer")).toBeGreaterThanOrEqual(2);
    expect(count("Hot Lead")).toBeGreaterThanOrEqual(2);
  });

  it("dates every contact between December 2025 and DEMO_TODAY, newest first, with whole-euro values", () => {
    for (const contact of contactSample) {
      expect(contact.createdAt >= "2025-12-01" && contact.createdAt <= DEMO_TODAY, contact.id).toBe(true);
      expect(contact.lastContact >= contact.createdAt && contact.lastContact <= DEMO_TODAY, contact.id).toBe(true);
      expect(Number.isInteger(contact.value) && contact.value >= 15000 && contact.value <= 1200000, contact.id).toBe(
        true,
      );
    }
    const created = contactSample.map((c) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});
