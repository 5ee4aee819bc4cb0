#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 for the tests that run against an external
# DATABASE_URL (the production configuration), from the same npm binaries as the embedded database
# (no system PostgreSQL needed), and prints its URLs.
#   eval "$(bash scripts/test-postgres.sh start)"   exports TEST_DATABASE_URL, E2E_DATABASE_URL and PG_TEST_DIR
#   bash scripts/test-postgres.sh stop "$PG_TEST_DIR"
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(node --input-type=module -e 'import path from "node:path"; const m = await import(`@embedded-postgres/${process.platform}-${process.arch}`); console.log(path.dirname(m.postgres))')
port=${PG_TEST_PORT:-54329}
# PostgreSQL refuses to run as root: as root it runs as the system user postgres (created if missing).
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
sql() { node --input-type=module -e 'import pg from "pg"; const c = new pg.Client({ connectionString: process.argv[1] }); await c.connect(); await c.query(process.argv[2]); await c.end();' "$@"; }
case "${1:-}" in
  start)
    if [ "$(id -u)" -eq 0 ] && ! id -u postgres >/dev/null 2>&1; then
      useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres
    fi
    dir=$(mktemp -d /tmp/pgtest.XXXXXX)
    chmod 711 "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
    as_postgres "$bin/initdb" -D "$dir/data" --auth=trust -U postgres -E UTF8 --locale-provider=icu --icu-locale=und --locale=C --no-sync >/dev/null
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    base=postgres://postgres@127.0.0.1:$port
    for db in parking_test parking_e2e; do
      sql "$base/postgres" "create database $db"
      # Trigram search (migration 0005) once per database, before test files migrate in parallel.
      sql "$base/$db" "create extension if not exists pg_trgm with schema public"
    done
    echo "export TEST_DATABASE_URL=$base/parking_test E2E_DATABASE_URL=$base/parking_e2e PG_TEST_DIR=$dir"
    ;;
  stop)
    dir=${2:?data folder}
    as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
