import { pino } from "pino";

/** Structured JSON logs on stdout, one object per line. */
export const log = pino({
  level: process.env.LOG_LEVEL || "info",
  // The process id tells the workers of a cluster apart.
  base: { service: "web", pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
