import type { ColumnType, Generated, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's own tables (frozen from its schema in db/migrations/0001_auth.sql). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

/** profiles: one row per user, holding the full name. */
export interface ProfileTable {
  user_id: string;
  full_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** admin_profiles: an active row makes a user an administrator. */
export interface AdminProfileTable {
  user_id: string;
  is_active: Generated<boolean>;
  role: string;
  permissions: JSONColumnType<Record<string, boolean>, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An administrator's authenticator-app secret (encrypted) and the newest time step a code was accepted for. */
export interface AdminSecondFactorTable {
  user_id: string;
  secret: string;
  confirmed_at: Timestamp | null;
  last_step: ColumnType<string, number | undefined, number>;
  created_at: Generated<Date>;
}
/** An administrator's recovery codes, as SHA-256 digests; each works once. */
export interface AdminRecoveryCodeTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}
/** A session that passed the code step. */
export interface SessionSecondFactorTable {
  session_id: string;
  method: "totp" | "recovery" | "setup" | "passkey";
  verified_at: Generated<Date>;
}

/** An administrator's passkey (WebAuthn credential): its id and public key as base64url. */
export interface AdminPasskeyTable {
  id: string;
  user_id: string;
  public_key: string;
  counter: ColumnType<string, number | undefined, number>;
  transports: Generated<string>;
  name: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
}
/** The passkey challenge a session was last given, taken once. */
export interface PasskeyChallengeTable {
  session_id: string;
  purpose: "register" | "verify";
  challenge: string;
  created_at: Generated<Date>;
}

/** An invitation to administer, sent from the Team screen; its link's token kept as a digest. */
export interface AdminInvitationTable {
  id: Generated<number>;
  email: string;
  role: string;
  permissions: JSONColumnType<Record<string, boolean>, string, string>;
  language: "en" | "ro";
  token_hash: string;
  invited_by: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  revoked_at: Timestamp | null;
}

/** The audit log (append-only): administrators' security-relevant acts. */
export interface AuditEventTable {
  id: Generated<string>;
  at: Generated<Date>;
  actor_id: string | null;
  actor_email: string | null;
  kind: "signIn" | "secondFactor" | "team" | "export" | "settings";
  action: string;
  address: string | null;
  target: string | null;
  detail: JSONColumnType<Record<string, unknown>, string, string>;
}

/** Fixed-window request counters, shared by every server process. */
export interface RateLimitTable {
  key: string;
  window_start: Date;
  count: number;
}

/** Columns both lead tables share: where the post came from and the sales notification. */
interface LeadColumns {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  lang: string;
  page: string;
  created_at: Generated<Date>;
  notified_at: Date | null;
  notify_attempts: Generated<number>;
  last_attempt_at: Date | null;
  last_error: string | null;
}

/** A quote request from the dialog or the /quote page. */
export interface QuoteRequestTable extends LeadColumns {
  phone: string;
  company: string | null;
  project_type: string;
  spaces: number;
  /** The parking-selector configuration it was sent with (StoredConfiguration), if any. */
  configuration: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A message from the home page's contact section or the /contact page. */
export interface ContactMessageTable extends LeadColumns {
  phone: string | null;
  subject: string;
  form: string;
}

/** When an administrator last looked at the notifications. */
export interface NotificationReadTable {
  user_id: string;
  seen_at: Timestamp;
}

/** A notification an administrator opened (read, whatever its time). */
export interface NotificationOpenedTable {
  user_id: string;
  event_id: number;
  opened_at: Generated<Timestamp>;
}

/** An administrator's saved filter of a list: a name and the list's URL query. */
export interface SavedFilterTable {
  id: Generated<number>;
  user_id: string;
  screen: string;
  name: string;
  query: string;
  created_at: Generated<Timestamp>;
}

/**
 * The back-office's record tables. The entities that own them declare them (app/entities/tables.ts
 * adds its tables to this interface), so the infrastructure knows the whole database's shape without
 * importing an entity.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RecordTables {}

export interface Database extends RecordTables {
  admin_notification_reads: NotificationReadTable;
  admin_notification_opened: NotificationOpenedTable;
  saved_filters: SavedFilterTable;
  user: UserTable;
  session: SessionTable;
  profiles: ProfileTable;
  admin_profiles: AdminProfileTable;
  admin_second_factors: AdminSecondFactorTable;
  admin_invitations: AdminInvitationTable;
  audit_events: AuditEventTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  session_second_factor: SessionSecondFactorTable;
  admin_passkeys: AdminPasskeyTable;
  passkey_challenges: PasskeyChallengeTable;
  rate_limits: RateLimitTable;
  quote_requests: QuoteRequestTable;
  contact_messages: ContactMessageTable;
}
