#!/bin/sh
# The container's entry point (Containerfile, record 0075): the image has no embedded PostgreSQL,
# so DATABASE_URL is required; then the server as `npm start` runs it (node:cluster workers,
# WEB_CONCURRENCY). `backup`, `restore FILE`, `ledger-check` and `admin-create --email … --password …`
# run the operator commands instead.
set -eu
if [ -z "${DATABASE_URL:-}" ]; then
  echo "error: DATABASE_URL is required: this image runs no embedded database (see docs/operations.md)" >&2
  exit 1
fi
case "${1:-serve}" in
  serve) exec /app/node /app/apps/api/dist/main.mjs ;;
  backup) shift; exec /app/node /app/apps/api/dist/backup.mjs "$@" ;;
  restore) shift; exec /app/node /app/apps/api/dist/restore.mjs "$@" ;;
  ledger-check) exec /app/node /app/apps/api/dist/ledger-check.mjs ;;
  admin-create) shift; exec /app/node /app/apps/api/dist/admin-create.mjs "$@" ;;
  *) echo "error: unknown command '$1' (serve, backup FOLDER, restore FILE, ledger-check, admin-create --email E --password P)" >&2; exit 1 ;;
esac
