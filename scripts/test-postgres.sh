#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests on 127.0.0.1 and prints its URL.
#   eval "$(bash scripts/test-postgres.sh start)"   exports TEST_DATABASE_URL and PG_TEST_DIR
#   bash scripts/test-postgres.sh stop "$PG_TEST_DIR"
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
port=${PG_TEST_PORT:-54329}
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/pgtest.XXXXXX)
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
    as_postgres "$bin/initdb" -D "$dir/data" --auth=trust -U postgres -E UTF8 >/dev/null
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -qc "create database parking_test" >/dev/null
    "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -qc "create database parking_e2e" >/dev/null
    # Trigram search (migration 0005) once per database, before test files migrate in parallel.
    for db in parking_test parking_e2e; do "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d "$db" -qc "create extension if not exists pg_trgm with schema public" >/dev/null; done
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/parking_test E2E_DATABASE_URL=postgres://postgres@127.0.0.1:$port/parking_e2e PG_TEST_DIR=$dir"
    ;;
  stop)
    dir=${2:?data folder}
    as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
