#!/bin/sh
# The services the tests need: PostgreSQL, started if it is not running, then
# awaited until it accepts connections. Exits non-zero with one plain message
# when it cannot. TEST_POSTGRES_URL names the server (as test/support/postgres.ts reads it).
set -u

url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
wait_seconds="${CI_SERVICES_WAIT_SECONDS:-30}"

fail() {
  echo "ci-services: $*" >&2
  exit 1
}

command -v pg_isready >/dev/null 2>&1 || fail "pg_isready is not installed: install PostgreSQL's client tools (apt-get install postgresql-client) or start a server and set TEST_POSTGRES_URL."

ready() {
  pg_isready -q -d "$url" -t 2
}

if ! ready; then
  # Debian's clusters: start each version's "main" cluster (pg_ctlcluster is a no-op for one already running).
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    started=0
    for version in $(ls /etc/postgresql); do
      if pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 || pg_ctlcluster --skip-systemctl-redirect "$version" main status >/dev/null 2>&1; then
        started=1
      fi
    done
    [ "$started" = 1 ] || fail "could not start PostgreSQL (pg_ctlcluster --skip-systemctl-redirect <version> main start failed for every version in /etc/postgresql)."
  else
    fail "PostgreSQL does not answer at $url and there is no Debian cluster (pg_ctlcluster, /etc/postgresql) to start: start a server or set TEST_POSTGRES_URL."
  fi
  elapsed=0
  until ready; do
    [ "$elapsed" -lt "$wait_seconds" ] || fail "PostgreSQL runs but does not accept connections at $url after ${wait_seconds} s: check TEST_POSTGRES_URL, and the server log in /var/log/postgresql/."
    sleep 1
    elapsed=$((elapsed + 1))
  done
fi

echo "ci-services: PostgreSQL accepts connections at $url"
