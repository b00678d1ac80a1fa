#!/usr/bin/env bash
# Proves the unit and API suites robust under load: the whole `vitest run` passes RUNS times in a
# row (default 3) while a second copy of it runs beside it, over and over, on the same machine
# (on 2 cores that is a load of about 10). Only the measured runs count; the copy beside them is
# load. Prints each run's result and time, and the load average seen.
#
#   bash scripts/test-under-load.sh [RUNS]
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
logs=$(mktemp -d)

# Its own process group (setsid), so that it and everything it started stop together.
setsid bash -c "while true; do npx vitest run >'$logs/beside.log' 2>&1; done" &
beside=$!
trap 'kill -- -$beside 2>/dev/null' EXIT
# Let the copy beside get going before the first measured run.
sleep 20

failed=0
for run in $(seq 1 "$runs"); do
  started=$(date +%s)
  if npx vitest run >"$logs/run-$run.log" 2>&1; then result=passed; else result=FAILED; failed=1; fi
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  summary=$(sed 's/\x1b\[[0-9;]*m//g' "$logs/run-$run.log" | grep -E '^ +Tests ' | tail -1 | xargs)
  echo "run $run: $result in $(($(date +%s) - started)) s ($summary; load average $load)"
  if [ "$result" = FAILED ]; then
    sed 's/\x1b\[[0-9;]*m//g' "$logs/run-$run.log" | grep -E 'FAIL|Error' | head -20
  fi
done
echo "logs in $logs"
exit $failed
