#!/usr/bin/env bash
# A maintainer's check, not part of `npm test` (issue 23): the integration test files under CPU pressure, in small
# batches, so that a test that leans on timing (a fixed deadline too short under load, a sleep standing in for an
# event, a latency assertion) shows up here rather than on a loaded CI machine. One Debian `stress-ng` burns
# STRESS_CPU workers (default 6: a load average of about 10-12 on two cores with vitest's own two) for the whole
# sweep; it is stopped on exit. Files default to the integration project's; pass paths to run only those.
# Prints one line per batch and, last, the files that failed; a failed batch's whole output is kept in
# STRESS_LOGS (default build/stress-logs).
set -uo pipefail
cd "$(dirname "$0")/.."

workers=${STRESS_CPU:-6}
batch=${BATCH:-4}
command -v stress-ng >/dev/null || { echo "stress-ng is not installed (Debian package stress-ng)" >&2; exit 2; }
if pgrep -x stress-ng >/dev/null; then
  echo "another stress-ng is running: one at a time, or the load is not the one asked for" >&2
  exit 2
fi

if (($#)); then
  files=("$@")
else
  mapfile -t files < <(npx vitest list --project integration --filesOnly | sed -n 's/^\[integration\] //p' | sort)
fi

stress-ng --cpu "$workers" --timeout 4h --quiet &
stress=$!
trap 'kill "$stress" 2>/dev/null; wait "$stress" 2>/dev/null' EXIT

logs=${STRESS_LOGS:-build/stress-logs}
mkdir -p "$logs"
failed=()
log=$(mktemp)
for ((i = 0; i < ${#files[@]}; i += batch)); do
  part=("${files[@]:i:batch}")
  npx vitest run --project integration --reporter=dot "${part[@]}" >"$log" 2>&1
  status=$?
  tests=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | sed -n 's/^ *Tests *//p' | tail -1)
  echo "$(date -u +%H:%M:%S) load $(cut -d' ' -f1 /proc/loadavg) exit $status: ${part[*]}: ${tests:-no summary}"
  if ((status != 0)); then
    kept="$logs/batch-$((i / batch + 1)).log"
    sed 's/\x1b\[[0-9;]*m//g' "$log" >"$kept"
    echo "    output: $kept"
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ *(FAIL|×)' | sed 's/^/    /'
    mapfile -t bad < <(sed 's/\x1b\[[0-9;]*m//g' "$log" | sed -n 's/^ *FAIL *\(integration *\)\?\([^ >]*\.test\.ts\).*/\2/p' | sort -u)
    if ((${#bad[@]})); then failed+=("${bad[@]}"); else failed+=("${part[@]}"); fi
  fi
done
rm -f "$log"
echo "files run: ${#files[@]}; files failed: ${#failed[@]}"
for f in "${failed[@]}"; do echo "  $f"; done
((${#failed[@]} == 0))
