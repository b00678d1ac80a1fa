#!/usr/bin/env bash
# Builds QuitPot's container image from this clone (record 0075; docs/operations.md, "Deploy"):
#   bash scripts/build-image.sh [TAG]          (default TAG: localhost/quitpot:latest)
# Needs Debian's podman (or buildah) and debootstrap: apt-get install -y podman debootstrap.
# Not part of every CI run: it takes minutes and root. Steps:
#   1. the base image: Debian 12 (minbase) made with debootstrap and imported, once, because no
#      image registry is reachable here (a machine that reaches one may set BASE=debian:12-slim);
#   2. the app: npm run build (skip with QUITPOT_IMAGE_USE_BUILT=1 when it is built already);
#   3. the context: scripts/image-context.mjs (built server and web app, Node 24, runtime deps);
#   4. the image: multi-stage Containerfile. RUN steps use --isolation=chroot: this machine's
#      OCI runtime cannot create containers (cgroups in hybrid mode), chroot needs none;
#   5. a smoke test of the entry point: `podman run` where it works, else from the image's
#      unpacked root file system under chroot, as the image's user, against a real PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
TAG="${1:-localhost/quitpot:latest}"
BASE="${BASE:-localhost/quitpot-base:bookworm}"
if command -v podman >/dev/null; then TOOL=podman; elif command -v buildah >/dev/null; then TOOL=buildah; else
  echo "error: podman or buildah is needed: apt-get install -y podman debootstrap" >&2; exit 1
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/quitpot-image.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

if ! $TOOL image exists "$BASE" 2>/dev/null; then
  command -v debootstrap >/dev/null || { echo "error: debootstrap is needed: apt-get install -y debootstrap" >&2; exit 1; }
  echo "== base image $BASE from Debian 12 (debootstrap, a few minutes)"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs" >"$WORK/debootstrap.log" \
    || { tail -20 "$WORK/debootstrap.log" >&2; exit 1; }
  rm -rf "$WORK/rootfs/var/cache/apt/archives/"*.deb "$WORK/rootfs/var/lib/apt/lists/"*
  tar -C "$WORK/rootfs" -c . | $TOOL import - "$BASE" >/dev/null
  rm -rf "$WORK/rootfs"
fi

if [ "${QUITPOT_IMAGE_USE_BUILT:-}" != 1 ]; then
  [ -d node_modules ] || npm ci
  echo "== npm run build"
  npm run build
fi

echo "== context"
node_modules/.bin/node scripts/image-context.mjs "$WORK/context"

echo "== $TOOL build $TAG"
if [ "$TOOL" = podman ]; then
  podman build --isolation=chroot --format docker --build-arg "BASE=$BASE" -f "$WORK/context/Containerfile" -t "$TAG" "$WORK/context"
else
  buildah build --isolation=chroot --format docker --build-arg "BASE=$BASE" -f "$WORK/context/Containerfile" -t "$TAG" "$WORK/context"
fi

echo "== smoke test"
QUITPOT_IMAGE="$TAG" QUITPOT_IMAGE_TOOL="$TOOL" node_modules/.bin/node --import tsx scripts/smoke-image.ts
