import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  clusterOwner,
  clusterPaths,
  DatabaseBusyError,
  embeddedDatabaseUrl,
  leaseEmbeddedCluster,
  runningPostmaster,
  type ClusterLease,
} from "./embedded-postgres.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "embedded-pg-"));
const leases: ClusterLease[] = [];
afterAll(async () => {
  for (const lease of leases.reverse()) await lease.release();
  rmSync(dataDir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function lease(role: "server" | "command", exclusive = false): Promise<ClusterLease> {
  const taken = await leaseEmbeddedCluster(dataDir, { role, exclusive });
  leases.push(taken);
  return taken;
}

/** The owner file as a server killed with SIGKILL leaves it: naming a process that is gone. */
function ownerKilled(): void {
  writeFileSync(clusterPaths(dataDir).owner, "2147483646 server\n");
}

// One cluster for the file, in order: each test starts from the state the previous one left.
describe.sequential("the embedded PostgreSQL cluster", () => {
  it("is created and started by the server, private to its owner, and serves the site's database", async () => {
    const server = await lease("server");
    expect(server.owner).toBe(true);
    const { cluster, owner } = clusterPaths(dataDir);
    expect(statSync(cluster).mode & 0o777).toBe(0o700);
    expect(statSync(owner).mode & 0o777).toBe(0o600);
    expect(clusterOwner(dataDir)).toEqual({ pid: process.pid, role: "server" });
    await query("create extension pg_trgm");
    await query("create extension unaccent");
    const [row] = await query<{ db: string; trgm: string }>(
      "select current_database() as db, unaccent('Ștefan Élan') as trgm",
    );
    expect(row).toEqual({ db: "site", trgm: "Stefan Elan" });
    // Sorting follows ICU's rules, the same on every machine: accents beside their letter.
    const sorted = await query<{ x: string }>(
      "select x from (values ('Zeta'), ('Ștefan'), ('apple'), ('Éclair')) v(x) order by x",
    );
    expect(sorted.map((r) => r.x)).toEqual(["apple", "Éclair", "Ștefan", "Zeta"]);
  });

  it("refuses a second server, lets a command in as a guest, and refuses a restore while the server runs", async () => {
    await expect(leaseEmbeddedCluster(dataDir, { role: "server" })).rejects.toThrow(DatabaseBusyError);
    await expect(leaseEmbeddedCluster(dataDir, { role: "server" })).rejects.toThrow(
      /in use by process \d+ \(another server\)/,
    );
    await expect(leaseEmbeddedCluster(dataDir, { role: "command", exclusive: true })).rejects.toThrow(
      /in use by process \d+ \(the running server\)\. Stop the site first/,
    );
    const postmaster = runningPostmaster(dataDir);
    const guest = await leaseEmbeddedCluster(dataDir, { role: "command" });
    expect(guest.owner).toBe(false);
    await query("create table kept (n int)");
    await query("insert into kept values (1)");
    await guest.release();
    // The guest leaves the server's cluster running.
    expect(runningPostmaster(dataDir)).toBe(postmaster);
  });

  it("reuses the postmaster a killed server left running, and takes over its stale owner file", async () => {
    const postmaster = runningPostmaster(dataDir);
    leases.pop(); // the first server is "killed": its lease is never released
    ownerKilled();
    const next = await lease("server");
    expect(next.owner).toBe(true);
    expect(runningPostmaster(dataDir)).toBe(postmaster);
    expect(clusterOwner(dataDir)).toEqual({ pid: process.pid, role: "server" });
    expect(await query("select n from kept")).toEqual([{ n: 1 }]);
  });

  it("starts the database again when it is killed, with every committed row", async () => {
    const server = leases.at(-1)!;
    const events: string[] = [];
    server.watch((event) => events.push(event));
    await query("insert into kept values (2)");
    const before = runningPostmaster(dataDir)!;
    process.kill(before, "SIGKILL");
    await expect.poll(() => events, { timeout: 30_000 }).toContain("restarted");
    expect(events[0]).toBe("died");
    expect(runningPostmaster(dataDir)).not.toBe(before);
    expect(await query("select n from kept order by n")).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("stops the cluster when its owner releases it; a command then owns it for its run and stops it after", async () => {
    await leases.pop()!.release();
    expect(runningPostmaster(dataDir)).toBeNull();
    expect(clusterOwner(dataDir)).toBeNull();
    const command = await lease("command");
    expect(command.owner).toBe(true);
    expect(await query("select count(*)::int as n from kept")).toEqual([{ n: 2 }]);
    // A server started meanwhile waits for the command instead of stopping or sharing its cluster.
    let serverStarted = false;
    const server = leaseEmbeddedCluster(dataDir, { role: "server" }).then((taken) => {
      serverStarted = true;
      leases.push(taken);
      return taken;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(serverStarted).toBe(false);
    await leases.splice(leases.indexOf(command), 1)[0]!.release();
    expect((await server).owner).toBe(true);
    expect(runningPostmaster(dataDir)).not.toBeNull();
  });

  it("starts over a stale postmaster.pid (the machine stopped with the database running)", async () => {
    await leases.pop()!.release();
    const { cluster } = clusterPaths(dataDir);
    // A pid file naming a process that is not PostgreSQL (this test's own parent, for example).
    writeFileSync(
      path.join(cluster, "postmaster.pid"),
      `${process.ppid}\n${cluster}\n0\n5432\n${cluster}\n\n0 0\nready\n`,
    );
    const server = await lease("server");
    expect(server.owner).toBe(true);
    expect(await query("select count(*)::int as n from kept")).toEqual([{ n: 2 }]);
  });
});
