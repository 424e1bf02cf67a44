#!/bin/sh
# The load run of `hupai serve` on loopback, whose figures docs/PERFORMANCE.md gives:
# single-hand requests and batches of 1,000 hands by wrk (Debian's) with keep-alive,
# latency at 100 connections, at saturation (wrk) and at 20,000 requests a second
# (the `load` example: open loop, latency counted from when each request was due), the
# server's memory over millions of requests, and the same with hostile clients mixed
# in (hostile.py). Not part of CI: a measurement, on an otherwise idle machine (the
# clients share its cores with the server).
#
# Usage: crates/hupai-cli/tests/load/run.sh [path/to/hupai]   (default: the release
# build; `cargo build --release -p hupai-cli --example load` first)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
hupai=${1:-$root/target/release/hupai}
body=$(mktemp)
. "$here/../start-server.sh"
start_server "$hupai"
trap 'kill "$server" 2>/dev/null; rm -f "$started" "$body"' EXIT
base="http://$address"
rss() { awk '/VmRSS/ { print $2 " kB" }' "/proc/$server/status"; }

# The batch: the first 1,000 benchmark deals, one JSON body.
grep -v '^#' "$root/conformance/bench_hands.txt" | head -n 1000 |
    awk 'BEGIN { printf "{\"hands\":[" } { printf "%s\"%s\"", (NR > 1 ? "," : ""), $0 } END { printf "]}" }' >"$body"
export HUPAI_BATCH_BODY="$body"

echo "memory at start: $(rss)"
echo "== single hands, 100 connections, 20 s"
wrk -t2 -c100 -d20s --latency -s "$here/check.lua" "$base/v1/check"
echo "memory: $(rss)"
echo "== single hands at 20,000 a second, 100 connections, 20 s (open loop)"
"$root/target/release/examples/load" "$address" 20000 20 100
echo "memory: $(rss)"
echo "== batches of 1,000 hands, 4 connections, 20 s"
wrk -t2 -c4 -d20s --latency -s "$here/batch.lua" "$base/v1/check"
echo "memory: $(rss)"
echo "== single hands, 100 connections, 20 s, with 50 hostile clients"
python3 "$here/hostile.py" "$address" 20 50 &
hostile=$!
wrk -t2 -c100 -d20s --latency -s "$here/check.lua" "$base/v1/check"
wait "$hostile"
echo "memory: $(rss)"
curl -sf "$base/healthz" >/dev/null && echo "still up"
