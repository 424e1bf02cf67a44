-- Per-hand cost of each question on the hands of every face's benchmark
-- (conformance/bench_hands.txt), a call a hand and in batches: `make bench`.
local module = arg[1] or "hupai"
package.path = "./?.lua;" .. package.path
package.cpath = "./?.so;" .. package.cpath
local hupai = require(module)

local fourteen, thirteen = {}, {}
for line in io.lines("../conformance/bench_hands.txt") do
    if not line:match("^#") then
        local list = #fourteen < 2000 and fourteen or thirteen
        list[#list + 1] = line
    end
end
-- Hands read once (hupai.hand): what a server holds.
local function as_counts(hands)
    local rows = {}
    for i, hand in ipairs(hands) do rows[i] = hupai.hand(hand) end
    return rows
end
local counts14, counts13 = as_counts(fourteen), as_counts(thirteen)

local engine = hupai.new("standard")
engine:prepare_hints()
engine:shanten("1m")

-- Nanoseconds a hand: the best of 5 runs of `rounds` passes over the hands.
local function measure(name, hands, rounds, ask)
    local best = math.huge
    for _ = 1, 5 do
        local start = os.clock()
        for _ = 1, rounds do ask(hands) end
        best = math.min(best, (os.clock() - start) / (rounds * #hands))
    end
    print(("%-10s %-28s %8.1f ns/hand"):format(module, name, best * 1e9))
end

local function each(method)
    return function(hands)
        for i = 1, #hands do method(engine, hands[i]) end
    end
end
measure("is_win", counts14, 50, each(engine.is_win))
measure("waits", counts13, 30, each(engine.waits))
measure("shanten", counts14, 30, each(engine.shanten))
measure("ukeire", counts13, 10, each(engine.ukeire))
measure("waits_mask", counts13, 30, each(engine.waits_mask))
measure("ukeire_mask", counts13, 10, each(engine.ukeire_mask))
local batch14, batch13 = hupai.batch(fourteen), hupai.batch(thirteen)
local function batched(method, batch)
    return function() method(engine, batch) end
end
measure("is_win batch", fourteen, 200, batched(engine.is_win_batch, batch14))
measure("waits batch", thirteen, 100, batched(engine.waits_batch, batch13))
measure("shanten batch", fourteen, 100, batched(engine.shanten_batch, batch14))
