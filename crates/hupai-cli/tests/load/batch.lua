-- wrk: a batch of 1,000 hands a request, the first 1,000 of the benchmark deals
-- (conformance/bench_hands.txt), written by run.sh into the body file it names.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = assert(io.open(os.getenv("HUPAI_BATCH_BODY")))
wrk.body = file:read("*a")
file:close()
