/** The audit log's kinds, and the records' changes (read from their histories), in the order the filter offers them. */
export const auditKinds = ["signIn", "secondFactor", "team", "export", "settings", "record"] as const;
export type AuditFilterKind = (typeof auditKinds)[number];
