import { chmodSync, readdirSync } from "node:fs";
import path from "node:path";

/** Folders the server writes under DATA_DIR: only the account that runs it may enter them. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files it writes there (mails holding reset links, the generated secret, the database): only that account may read them. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * What the server and its commands write is theirs alone: the process's umask makes every new file
 * 0600 and folder 0700 (the database's files and backups included), and DATA_DIR, its outbox and
 * what they already hold, written by an older version as 0755 and 0644, are narrowed at start.
 */
export function keepFilesPrivate(dataDir: string): void {
  process.umask(0o077);
  narrow(dataDir, PRIVATE_DIR_MODE);
  const outbox = path.join(dataDir, "outbox");
  narrow(outbox, PRIVATE_DIR_MODE);
  let mails: string[] = [];
  try {
    mails = readdirSync(outbox);
  } catch {
    // no outbox yet
  }
  for (const file of mails) narrow(path.join(outbox, file), PRIVATE_FILE_MODE);
  narrow(path.join(dataDir, "auth-secret"), PRIVATE_FILE_MODE);
}

function narrow(file: string, mode: number) {
  try {
    chmodSync(file, mode);
  } catch {
    // missing, or not ours to change: what is created from now on follows the umask
  }
}
