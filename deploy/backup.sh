#!/usr/bin/env bash
# Backs up the portal: the database of DATABASE_URL with pg_dump (custom format, compressed, restorable with
# deploy/restore.sh into any PostgreSQL of the same or a later major version), and DATA_DIR/media (uploaded
# product images) next to it as a tar.gz when DATA_DIR is set. Safe while the portal runs: pg_dump reads one
# consistent snapshot.
#
#   DATABASE_URL=postgres://… [DATA_DIR=/srv/portal/data] deploy/backup.sh /backups/portal-$(date +%F).dump
set -euo pipefail
out=${1:?usage: deploy/backup.sh <file.dump>}
: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"

mkdir -p "$(dirname "$out")"
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$out.partial" "$DATABASE_URL"
mv "$out.partial" "$out"
echo "database: $out ($(du -h "$out" | cut -f1))"

if [ -n "${DATA_DIR:-}" ] && [ -d "$DATA_DIR/media" ]; then
  tar -czf "${out%.dump}.media.tar.gz" -C "$DATA_DIR" media
  echo "media: ${out%.dump}.media.tar.gz"
fi
