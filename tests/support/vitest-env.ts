import { afterAll } from "vitest";

// Test files share their worker's modules (vitest.config.ts: isolate false) to save the time of
// importing the application again for each file. Files that set environment variables for the code
// they import get the environment back as it was when they end, so no setting leaks into the next file.
const before = { ...process.env };
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});
