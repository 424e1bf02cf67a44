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
. "$(dirname "$0")/start-server.sh"
start_server "$hupai" --max-body 67108864
base="http://$address"
"$schemathesis" run "$base/v1/openapi.json" --url "$base" \
    --checks all --exclude-checks positive_data_acceptance \
    --max-examples 100 --generation-deterministic
