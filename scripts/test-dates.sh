#!/usr/bin/env bash
# The date sweep: the domain and API suites with the whole machine clock moved (libfaketime),
# so a test that only passes near the day it was written, or a rule that breaks on a month end,
# a leap day or a daylight-saving change, turns red here first. The embedded PostgreSQL and
# every child process inherit the moved clock. The clock runs on from the start point. Test files
# that read no clock (CLOCK_FREE below) are left out.
#
#   npm run test:dates                 every date below, one after another
#   npm run test:dates -- leap-day     one date by name
#   npm run test:dates -- --of-the-day one date chosen by the day of the year (what CI runs)
#
# Needs Debian's faketime (apt-get install -y faketime).
set -uo pipefail
cd "$(dirname "$0")/.."

# name | the instant (UTC) | the processes' time zone | why
DATES=(
  "spring-0130|2027-03-28T00:30:00Z|Europe/Berlin|01:30 in Berlin, half an hour before clocks go forward"
  "spring-0230|2027-03-28T01:30:00Z|Europe/Berlin|02:30 in Berlin does not exist that night: the instant it would be (03:30 CEST)"
  "autumn-0230|2027-10-31T00:30:00Z|Europe/Berlin|02:30 CEST in Berlin, half an hour before clocks go back"
  "autumn-0230-again|2027-10-31T01:30:00Z|Europe/Berlin|02:30 CET in Berlin, the repeated hour after clocks went back"
  "year-end|2027-12-31T23:30:00Z|UTC|half an hour before a new year"
  "leap-day|2028-02-29T12:00:00Z|UTC|a leap day"
  "three-years|+3years|UTC|three years after today"
)

# The kit reader's own tests, left out of the sweep: pixels in, a reading out. The reader
# (apps/api/src/modules/testkit/reading/) and what these files draw their photos with read no
# clock, so a moved clock cannot change what they see; they are a sixth of the API suite's time
# (record 0096). scripts/test-dates.test.ts fails if any of them, or a module they import from
# this repository, starts reading the clock: then it belongs in the sweep again.
CLOCK_FREE=(
  "apps/api/test/modules/testkit/testkit-reading.test.ts"
  "apps/api/test/modules/testkit/testkit-reading-conditions.test.ts"
  "apps/api/test/modules/testkit/testkit-reading-independent.test.ts"
)

if ! command -v faketime >/dev/null 2>&1; then
  echo "test:dates needs Debian's faketime: apt-get install -y faketime" >&2
  exit 2
fi

names=()
for entry in "${DATES[@]}"; do names+=("${entry%%|*}"); done

chosen=()
case "${1:-}" in
  "") chosen=("${names[@]}") ;;
  --of-the-day)
    day=$((10#$(date -u +%j)))
    chosen=("${names[$((day % ${#names[@]}))]}")
    ;;
  *) chosen=("$@") ;;
esac

run_one() {
  local name=$1 entry instant zone why target offset
  for entry in "${DATES[@]}"; do
    [ "${entry%%|*}" = "$name" ] || continue
    IFS='|' read -r _ instant zone why <<<"$entry"
    if [ "$instant" = "+3years" ]; then
      target=$(date -u -d '+3 years' +%s)
    else
      target=$(date -u -d "$instant" +%s)
    fi
    # An offset from now, not a wall-clock string, so the processes' time zone cannot shift it.
    offset=$((target - $(date -u +%s)))
    echo "=== test:dates $name: $(date -u -d "@$target" '+%Y-%m-%d %H:%M UTC'), TZ=$zone ($why)"
    local excluded=()
    # Vitest matches an exclusion against the project's root (apps/api), not the repository's.
    for file in "${CLOCK_FREE[@]}"; do excluded+=(--exclude "${file#apps/api/}"); done
    TZ=$zone FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "+${offset}s" \
      npx vitest run --project domain --project api "${excluded[@]}"
    return $?
  done
  echo "test:dates: no date named '$name' (known: ${names[*]})" >&2
  return 2
}

failed=()
for name in "${chosen[@]}"; do
  run_one "$name" || failed+=("$name")
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "test:dates: red at ${failed[*]} (of ${chosen[*]})" >&2
  exit 1
fi
echo "test:dates: green at ${chosen[*]}"
