#!/usr/bin/env bash
# Restores a backup of deploy/backup.sh into the database of DATABASE_URL, which must exist and be empty
# (createdb it first), in one transaction: a failed restore leaves it empty. With DATA_DIR set and a
# <name>.media.tar.gz beside the dump, the uploaded images are put back into DATA_DIR/media too.
# Start the portal on it afterwards: migrations newer than the backup are applied at start.
#
#   createdb portal_restored
#   DATABASE_URL=postgres://…/portal_restored [DATA_DIR=/srv/portal/data] deploy/restore.sh /backups/portal-2026-11-23.dump
set -euo pipefail
dump=${1:?usage: deploy/restore.sh <file.dump>}
: "${DATABASE_URL:?DATABASE_URL must name the (empty) database to restore into}"

pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$dump"
echo "database restored from $dump"

media="${dump%.dump}.media.tar.gz"
if [ -n "${DATA_DIR:-}" ] && [ -f "$media" ]; then
  mkdir -p "$DATA_DIR"
  tar -xzf "$media" -C "$DATA_DIR"
  echo "media restored into $DATA_DIR/media"
fi
