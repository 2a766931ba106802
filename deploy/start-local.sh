#!/usr/bin/env bash
# Starts the production layout on this machine: nginx (Debian's package) in front of several API instances
# (`server/main.ts --api-only`) on one PostgreSQL database. Runs in the foreground; Ctrl-C (or SIGTERM) stops
# everything, the instances gracefully. Touches nothing in /etc/nginx: nginx runs from a prefix directory.
#
# Settings (environment; defaults in brackets):
#   DATABASE_URL   PostgreSQL database, created if missing [postgres://postgres@127.0.0.1:5432/portal_layout]
#   WEB_LISTEN     nginx address of the browser app [127.0.0.1:8088]
#   API_LISTEN     nginx address of the API, the PUBLIC_API_URL the browser calls [127.0.0.1:8089]
#   API_PORTS      ports of the API instances, on 127.0.0.1 ["9101 9102"]
#   LAYOUT_DIR     nginx prefix, logs (api-<port>.log), pid files (api-<port>.pid) [a new /tmp/portal-layout.*]
#   DATA_DIR       shared by the instances: uploaded images, outbox [$LAYOUT_DIR/data]
#   SEED_DEMO      seed the demo data into an empty database [1]
# Any other variable of the README's configuration table (SMTP_URL, METRICS_TOKEN, JOB_INTERVAL…) reaches
# every instance as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

NGINX=${NGINX:-/usr/sbin/nginx}
export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/portal_layout}
WEB_LISTEN=${WEB_LISTEN:-127.0.0.1:8088}
API_LISTEN=${API_LISTEN:-127.0.0.1:8089}
API_PORTS=${API_PORTS:-9101 9102}
LAYOUT_DIR=${LAYOUT_DIR:-$(mktemp -d /tmp/portal-layout.XXXXXX)}
export DATA_DIR=${DATA_DIR:-$LAYOUT_DIR/data}
export SEED_DEMO=${SEED_DEMO:-1}
export PUBLIC_API_URL=${PUBLIC_API_URL:-http://$API_LISTEN}
export WEB_URL=${WEB_URL:-http://$WEB_LISTEN}
# the instances read the client address from nginx's X-Forwarded-For (sign-in limits)
export TRUST_PROXY=1

[ -x "$NGINX" ] || { echo "nginx not found at $NGINX (apt-get install nginx)" >&2; exit 1; }
mkdir -p "$LAYOUT_DIR/nginx" "$DATA_DIR"
# nginx's workers (www-data when started as root) read the app and write their temporary files here
chmod 755 "$LAYOUT_DIR" "$LAYOUT_DIR/nginx"
echo "--- layout in $LAYOUT_DIR"

pids=()
stop() {
  trap - EXIT INT TERM
  echo "--- stopping the layout"
  [ -f "$LAYOUT_DIR/nginx/nginx.pid" ] && kill -QUIT "$(cat "$LAYOUT_DIR/nginx/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop EXIT INT TERM

# The database: created when missing, then migrated (and seeded) once, before any instance starts.
db_name=${DATABASE_URL##*/}
db_name=${db_name%%\?*}
admin_url="${DATABASE_URL%/*}/postgres"
if ! psql "$admin_url" -tAc "SELECT 1 FROM pg_database WHERE datname = '$db_name'" | grep -q 1; then
  psql "$admin_url" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE \"$db_name\""
fi
node --import tsx server/main.ts --migrate-only

# The browser app, built once; the build writes the .gz and .br files gzip_static/brotli_static serve.
[ -f dist/index.html ] || npm run build

wait_ready() {
  for _ in $(seq 1 240); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 0.5
  done
  echo "not ready: $1" >&2
  return 1
}

# glibc gives freed memory back at once (large pictures decoded by sharp): docs/operations.md → Memory
export MALLOC_TRIM_THRESHOLD_=131072
upstreams=""
for port in $API_PORTS; do
  API_PORT=$port HOST=127.0.0.1 SEED_DEMO=0 node --import tsx server/main.ts --api-only >>"$LAYOUT_DIR/api-$port.log" 2>&1 &
  pids+=("$!")
  echo "$!" >"$LAYOUT_DIR/api-$port.pid"
  upstreams+="server 127.0.0.1:$port max_fails=1 fail_timeout=10s; "
done
for port in $API_PORTS; do wait_ready "http://127.0.0.1:$port/health/ready"; done

# nginx: a main configuration of its own around deploy/nginx/portal.conf.template.
# brotli_static when Debian's libnginx-mod-http-brotli-static is installed; gzip_static always
load_brotli="" brotli_on=""
if [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  load_brotli="load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;"
  brotli_on="brotli_static on;"
fi
export WEB_LISTEN API_LISTEN API_UPSTREAM_SERVERS="$upstreams" WEB_ROOT="$PWD/dist" NGINX_ACCESS_LOG="$LAYOUT_DIR/nginx/access.log"
# the app's security headers, the same the web server sends (CSP from this environment and the built index.html)
export APP_HEADERS_FILE="$LAYOUT_DIR/nginx/app-headers.conf"
node --import tsx deploy/app-headers.ts dist/index.html >"$APP_HEADERS_FILE"
perl -pe 's/\$\{(WEB_LISTEN|API_LISTEN|WEB_ROOT|API_UPSTREAM_SERVERS|NGINX_ACCESS_LOG|APP_HEADERS_FILE)\}/$ENV{$1}/g' \
  deploy/nginx/portal.conf.template >"$LAYOUT_DIR/nginx/portal.conf"
cat >"$LAYOUT_DIR/nginx/nginx.conf" <<EOF
$load_brotli
worker_processes 2;
pid $LAYOUT_DIR/nginx/nginx.pid;
error_log $LAYOUT_DIR/nginx/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  $brotli_on
  client_body_temp_path $LAYOUT_DIR/nginx/client_body;
  proxy_temp_path $LAYOUT_DIR/nginx/proxy;
  fastcgi_temp_path $LAYOUT_DIR/nginx/fastcgi;
  uwsgi_temp_path $LAYOUT_DIR/nginx/uwsgi;
  scgi_temp_path $LAYOUT_DIR/nginx/scgi;
  include $LAYOUT_DIR/nginx/portal.conf;
}
EOF
"$NGINX" -p "$LAYOUT_DIR/nginx" -c "$LAYOUT_DIR/nginx/nginx.conf" -e "$LAYOUT_DIR/nginx/error.log" -t -q
"$NGINX" -p "$LAYOUT_DIR/nginx" -c "$LAYOUT_DIR/nginx/nginx.conf" -e "$LAYOUT_DIR/nginx/error.log"
wait_ready "http://$API_LISTEN/health/ready"
wait_ready "http://$WEB_LISTEN/config.json"

echo "--- layout ready: app http://$WEB_LISTEN, API http://$API_LISTEN, instances on ${API_PORTS// /, }"
echo "    logs: $LAYOUT_DIR/api-<port>.log, $LAYOUT_DIR/nginx/access.log (JSON lines)"
# until Ctrl-C, SIGTERM, or every instance has stopped
wait "${pids[@]}" || true
