#!/bin/sh
# docker-compose.yml's `postgres-backup` (docs/operations.md, "Backups and restore"). PostgreSQL itself archives each
# WAL segment with `wal-g wal-push` (archive_command); this takes the base backups those segments replay onto:
#   run              (the service's command) one now unless the newest is under a day old, then one a day at
#                    DB_BACKUP_AT (HH:MM, UTC), an hour apart until one succeeds; each followed by the retention
#   now              one base backup and the retention, now
#   restore <time>   into the stopped database's data folder: the newest base backup finished by <time> (ISO 8601
#                    with its offset, e.g. 2026-12-01T14:05:00+01:00) replayed up to <time>; `latest`: as far as the
#                    archived WAL goes. What the data folder held moves to /var/lib/postgresql/replaced/<stamp>/.
# It reads the data folder directly, so it shares the `pgdata` volume and runs as the image's `postgres` user.
set -eu

PGDATA=${PGDATA:-/var/lib/postgresql/data}
REPLACED=/var/lib/postgresql/replaced
# Touched after each successful base backup: the service's health check reads its age.
MARK=/tmp/last-base-backup

say() { echo "postgres-backup: $*"; }

# "<finished, epoch seconds> <name>" for each complete base backup in the bucket, oldest first.
base_backups() {
  wal-g backup-list --detail --json 2>/dev/null | jq -r '.[]? | "\(.finish_time) \(.backup_name)"' |
    while read -r finished name; do echo "$(date -u -d "$finished" +%s) $name"; done | sort -n
}

base_backup() {
  say "base backup starting"
  if wal-g backup-push "$PGDATA" && wal-g delete retain FULL "${DB_BACKUP_KEEP_FULL:-7}" --confirm; then
    touch "$MARK"
    say "base backup done; the newest ${DB_BACKUP_KEEP_FULL:-7} kept, with the WAL they need"
  else
    say "base backup FAILED (trying again in an hour)" >&2
    return 1
  fi
}

# Seconds from now until the next $1 (HH:MM, UTC).
seconds_until() {
  now=$(date -u +%s)
  at=$(date -u -d "$1" +%s)
  [ "$at" -gt "$now" ] || at=$((at + 86400))
  echo $((at - now))
}

run() {
  at=${DB_BACKUP_AT:-03:00}
  date -u -d "$at" >/dev/null 2>&1 || { say "DB_BACKUP_AT must be HH:MM (UTC), not '$at'" >&2; exit 1; }
  until pg_isready -q; do sleep 5; done
  newest=$(base_backups | tail -n 1 | cut -d ' ' -f 1)
  if [ -n "$newest" ] && [ $(($(date -u +%s) - newest)) -lt 86400 ]; then
    touch -d "@$newest" "$MARK"
  else
    until base_backup; do sleep 3600; done
  fi
  while :; do
    sleep "$(seconds_until "$at")"
    until base_backup; do sleep 3600; done
  done
}

restore() {
  target=$1
  if pg_isready -q -t 3; then
    say "PostgreSQL still runs: docker compose stop api worker postgres-backup postgres, then restore" >&2
    exit 1
  fi
  if [ "$target" = latest ]; then
    backup=LATEST
  else
    to=$(date -u -d "$target" +%s) || { say "not a time: '$target' (e.g. 2026-12-01T14:05:00+01:00)" >&2; exit 1; }
    backup=$(base_backups | awk -v to="$to" '$1 <= to { name = $2 } END { print name }')
    [ -n "$backup" ] || { say "no base backup finished by $target: see wal-g backup-list --detail" >&2; exit 1; }
  fi
  aside="$REPLACED/$(date -u +%Y%m%dT%H%M%SZ)"
  mkdir -p "$aside"
  find "$PGDATA" -mindepth 1 -maxdepth 1 -exec mv -t "$aside" {} +
  say "the replaced data folder is in $aside (volume pgdata-replaced)"
  say "fetching base backup $backup"
  wal-g backup-fetch "$PGDATA" "$backup"
  # A base backup holds the settings of the restore it was taken after: only this restore's apply.
  sed -i '/^\(restore_command\|recovery_target\)/d' "$PGDATA/postgresql.auto.conf"
  {
    echo "restore_command = 'wal-g wal-fetch %f %p'"
    [ "$target" = latest ] || echo "recovery_target_time = '$(date -u -d "@$to" '+%Y-%m-%d %H:%M:%S')+00'"
    echo "recovery_target_action = 'promote'"
  } >>"$PGDATA/postgresql.auto.conf"
  touch "$PGDATA/recovery.signal"
  say "ready: docker compose up -d replays the archived WAL up to ${target}, then opens the database"
}

case "${1:-run}" in
  run) run ;;
  now) until pg_isready -q; do sleep 5; done && base_backup ;;
  restore) restore "${2:?restore needs a time (2026-12-01T14:05:00+01:00) or latest}" ;;
  *) say "usage: postgres-backup.sh [run | now | restore <time> | restore latest]" >&2 && exit 2 ;;
esac
