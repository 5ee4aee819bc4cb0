import { pino } from "pino";

/** Structured JSON logs on stdout, one object per line. */
export const log = pino({
  level: process.env.LOG_LEVEL || "info",
  base: { service: "web" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
