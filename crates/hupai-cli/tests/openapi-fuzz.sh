#!/bin/sh
# The HTTP API held to its OpenAPI document by schemathesis (PyPI): requests made from
# the document, valid and not, each answer checked against it (status, content type,
# headers, schema) and never a server error. Positive data acceptance is left out: a
# schema cannot say which strings are hands the rules play, so a valid-looking hand may
# rightly get a 422. The body limit is raised above what schemathesis sends (the limit
# itself is tested in serve.rs).
#
# Usage: crates/hupai-cli/tests/openapi-fuzz.sh path/to/hupai path/to/schemathesis
set -eu
hupai=$1
schemathesis=$2
started=$(mktemp)
"$hupai" serve --addr 127.0.0.1:0 --max-body 67108864 >"$started" &
server=$!
trap 'kill "$server" 2>/dev/null; rm -f "$started"' EXIT
for _ in $(seq 100); do
    grep -q 'http://' "$started" && break
    sleep 0.1
done
base=$(sed -n 's|.*\(http://[^/]*\)/.*|\1|p' "$started" | head -n 1)
"$schemathesis" run "$base/v1/openapi.json" --url "$base" \
    --checks all --exclude-checks positive_data_acceptance \
    --max-examples 100 --generation-deterministic
