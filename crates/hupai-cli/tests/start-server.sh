# Sourced by the scripts beside it: `start_server HUPAI [OPTIONS...]` starts
# `HUPAI serve --addr 127.0.0.1:0 OPTIONS...` in the background, waits for the address
# it prints, and sets `server` (its process id) and `address` (HOST:PORT); the server
# is stopped when the script exits.
start_server() {
    started=$(mktemp)
    hupai_bin=$1
    shift
    "$hupai_bin" serve --addr 127.0.0.1:0 "$@" >"$started" &
    server=$!
    trap 'kill "$server" 2>/dev/null; rm -f "$started"' EXIT
    for _ in $(seq 100); do
        grep -q 'http://' "$started" && break
        sleep 0.1
    done
    address=$(sed -n 's|.*http://\([^/]*\)/.*|\1|p' "$started" | head -n 1)
    [ -n "$address" ] || { echo "hupai serve did not start" >&2; exit 1; }
}
