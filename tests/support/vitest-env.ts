import { afterAll, vi } from "vitest";

// Test files share their worker's modules (vitest.config.ts: isolate false) to save the time of
// importing the application again for each file. Files that set environment variables for the code
// they import get the environment back as it was when they end, so no setting leaks into the next
// file; and the modules are imported again by the next file, since a module imported while the
// variables were set (the settings read once, the mail outbox's folder) would keep them.
const before = { ...process.env };
afterAll(() => {
  const changed =
    Object.keys(process.env).some((key) => process.env[key] !== before[key]) ||
    Object.keys(before).some((key) => !(key in process.env));
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
  if (changed) vi.resetModules();
});
