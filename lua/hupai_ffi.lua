-- hupai for LuaJIT (OpenResty): `local hupai = require "hupai_ffi"`, the API of the
-- Lua 5.4 C module (lua/README.md) through LuaJIT's FFI over libhupai.so. Set
-- HUPAI_LIBRARY to the library's path when it is not where the loader looks.
local ffi = require "ffi"
local bit = require "bit"

ffi.cdef(require "hupai_cdef")
local C = ffi.load(os.getenv("HUPAI_LIBRARY") or "hupai")

local TILE_NAMES = {}
local TILE_IDS = {}
for id = 0, 33 do
    local name = tostring(id % 9 + 1) .. ("mpsz"):sub(math.floor(id / 9) + 1, math.floor(id / 9) + 1)
    TILE_NAMES[id] = name
    TILE_IDS[name] = id
end
-- Names as the library gives them: forms by their bit's position (from 1), limits
-- and waits by their numbers in a score (from 0).
local function names_of(name, first)
    local names, n = {}, 0
    while true do
        local text = name(n)
        if text == nil then return names end
        names[n + first] = ffi.string(text)
        n = n + 1
    end
end
local FORM_NAMES = names_of(function(f) return f < 32 and C.hupai_form_name(bit.lshift(1, f)) or nil end, 1)
local STATUS_NAMES = { [0] = "ok", "null pointer", "bad hand", "bad rules", "bad tables",
    "bad argument", "internal error" }
local JOKER_BIT = C.HUPAI_JOKER_BIT
local DISCARD_JOKER = C.HUPAI_DISCARD_JOKER
local RULED_OUT = C.HUPAI_SHANTEN_RULED_OUT

local message = ffi.new("char[512]")

-- Raises the failed call's error, read right after it on this VM's one thread.
local function fail(status)
    C.hupai_last_error(message, 512)
    error(("hupai: %s: %s"):format(STATUS_NAMES[tonumber(status)] or "error", ffi.string(message)), 0)
end

local function try(status)
    if status ~= 0 then fail(status) end
end

local function no_nul(text, what, kind)
    if type(text) ~= "string" then
        error(("hupai: bad argument: %s is a string, not %s"):format(what, type(text)), 0)
    end
    if text:find("\0", 1, true) then
        error(("hupai: %s: a NUL byte in the %s"):format(kind or "bad argument", what), 0)
    end
    return text
end

-- Hands: MPSZ text, or a table of 34 counts (and jokers after it).
local hand_counts = ffi.new("uint8_t[34]")
local hand_jokers = ffi.new("uint8_t[1]")

local Hand = ffi.typeof("struct { uint8_t counts[34]; uint8_t jokers; }")
ffi.metatype(Hand, {
    __tostring = function(hand)
        local parts = {}
        for suit = 0, 3 do
            local digits = {}
            for id = 9 * suit, math.min(33, 9 * suit + 8) do
                for _ = 1, hand.counts[id] do digits[#digits + 1] = tostring(id % 9 + 1) end
            end
            if #digits > 0 then parts[#parts + 1] = table.concat(digits) .. ("mpsz"):sub(suit + 1, suit + 1) end
        end
        return table.concat(parts) .. ("J"):rep(hand.jokers)
    end,
})

-- With an `engine`, text is read as it reads it (a joker kind of more than four
-- copies, 八红中, written above four).
local function read_hand(hand, jokers, counts, joker_out, engine)
    if ffi.istype(Hand, hand) then
        if counts then ffi.copy(counts, hand.counts, 34) end
        return hand.counts, hand.jokers
    end
    counts, joker_out = counts or hand_counts, joker_out or hand_jokers
    if type(hand) == "string" then
        local text = no_nul(hand, "hand", "bad hand")
        if engine then
            try(C.hupai_engine_hand_parse(engine, text, counts, joker_out))
        else
            try(C.hupai_hand_parse(text, counts, joker_out))
        end
        return counts, joker_out[0]
    end
    if type(hand) ~= "table" then
        error(("hupai: bad argument: a hand is MPSZ text or a table of 34 counts, not %s"):format(type(hand)), 0)
    end
    if #hand ~= 34 then error("hupai: bad argument: a table of counts holds 34", 0) end
    for id = 1, 34 do
        local count = hand[id]
        if type(count) ~= "number" or count ~= math.floor(count) or count < 0 or count > 255 then
            error(("hupai: bad argument: count %d is not an integer from 0 to 255"):format(id), 0)
        end
        counts[id - 1] = count
    end
    jokers = jokers or 0
    if type(jokers) ~= "number" or jokers < 0 or jokers > 255 or jokers ~= math.floor(jokers) then
        error("hupai: bad argument: jokers from 0 to 255", 0)
    end
    return counts, jokers
end

-- The tiles of a mask (a uint64 cdata or a number), "J" for the joker bit.
local function tiles_of(mask)
    local list = {}
    mask = ffi.cast("uint64_t", mask)
    for id = 0, JOKER_BIT do
        if bit.band(bit.rshift(mask, id), 1ULL) ~= 0ULL then
            list[#list + 1] = id == JOKER_BIT and "J" or TILE_NAMES[id]
        end
    end
    return list
end

local function forms_of(bits)
    local list = {}
    for f = 0, 7 do
        if bit.band(bits, bit.lshift(1, f)) ~= 0 then list[#list + 1] = FORM_NAMES[f + 1] end
    end
    return list
end

-- One tile as the C module and the command line read it ("5m", "0p" a red five):
-- nil for anything else.
local one_counts, one_jokers = ffi.new("uint8_t[34]"), ffi.new("uint8_t[1]")
local function parsed_tile(name)
    if type(name) ~= "string" then return nil end
    if TILE_IDS[name] then return TILE_IDS[name] end
    if name:find("\0", 1, true) then return nil end
    ffi.fill(one_counts, 34)
    one_jokers[0] = 0
    if C.hupai_hand_parse(name, one_counts, one_jokers) ~= 0 or one_jokers[0] ~= 0 then return nil end
    local found, tiles = nil, 0
    for id = 0, 33 do
        if one_counts[id] > 0 then found, tiles = id, tiles + one_counts[id] end
    end
    return tiles == 1 and found or nil
end

local function tile_id(name)
    local id = parsed_tile(name)
    if not id then
        error(("hupai: bad argument: %s is not a tile's name (1m … 9s, 1z … 7z)"):format(tostring(name)), 0)
    end
    return id
end

-- Every object's own fields (an engine's pointer, a batch's size and buffers), kept
-- where Lua code cannot reach them: a pointer or a size in a table's field could be
-- overwritten (`batch.n = 1e8`) and the C library sent past a buffer. An object is
-- an empty table with its class; a table that is not one of ours is refused.
local fields_of = setmetatable({}, { __mode = "k" })

local function object(class, fields)
    local made = setmetatable({}, class)
    fields.class = class
    fields_of[made] = fields
    return made
end

local function fields(value, class, what)
    local found = fields_of[value]
    if found == nil or found.class ~= class then
        error(("hupai: bad argument: not %s (%s)"):format(what, type(value)), 0)
    end
    return found
end

-- Engines: each C engine counted per VM, so that share and adopt work as in the
-- C module. An engine's fields hold its state (pointer, key), which is what the
-- collector's finalizer sees, so that it never keeps the engine alive.
local Engine = {}
Engine.__index = Engine
local references = {}

local function release(state)
    if not state.ptr then return end
    local key = state.key
    references[key] = references[key] - 1
    if references[key] == 0 then
        references[key] = nil
        C.hupai_engine_free(state.ptr)
    end
    state.ptr = nil
end

-- An engine holding one reference to `pointer` (taken already when `taken`).
local function wrap(pointer, taken)
    local key = tostring(ffi.cast("uintptr_t", pointer))
    if not taken then references[key] = (references[key] or 0) + 1 end
    local state = { ptr = pointer, key = key }
    -- Released when the engine is collected.
    local proxy = ffi.gc(ffi.new("char[1]"), function() release(state) end)
    return object(Engine, { s = state, proxy = proxy })
end

local function made(status, out)
    try(status)
    return wrap(out[0])
end

local function state_of(engine) return fields(engine, Engine, "an engine").s end

local function live(engine)
    local pointer = state_of(engine).ptr
    if not pointer then error("hupai: closed engine: the engine was closed", 0) end
    return pointer
end

local hupai = { version = ffi.string(C.hupai_version()) }

local function constructor(call)
    return function(text)
        local out = ffi.new("HupaiEngine*[1]")
        return made(call(no_nul(text, "text"), out), out)
    end
end
hupai.new = constructor(C.hupai_engine_new)
hupai.from_rules = constructor(C.hupai_engine_from_rules)
hupai.from_rules_file = constructor(C.hupai_engine_from_rules_file)
hupai.from_table_file = constructor(C.hupai_engine_from_table_file)

function hupai.from_table_bytes(bytes)
    if type(bytes) ~= "string" then error("hupai: bad argument: table bytes are a string", 0) end
    local out = ffi.new("HupaiEngine*[1]")
    return made(C.hupai_engine_from_table_bytes(bytes, #bytes, out), out)
end

function Engine:with_joker_kinds(kinds)
    local ids = ffi.new("uint8_t[34]")
    if #kinds > 34 then error("hupai: bad argument: more than 34 joker kinds", 0) end
    for i, name in ipairs(kinds) do ids[i - 1] = tile_id(name) end
    local out = ffi.new("HupaiEngine*[1]")
    return made(C.hupai_engine_with_joker_kinds(live(self), ids, #kinds, out), out)
end

function Engine:with_melds(melds)
    local out = ffi.new("HupaiEngine*[1]")
    return made(C.hupai_engine_with_melds(live(self), no_nul(melds, "melds"), out), out)
end

function Engine:prepare_hints() try(C.hupai_engine_prepare_hints(live(self))) end

-- Shares not yet adopted, by engine: each share is adopted once, so that a handle
-- adopted twice is an error and never a reference taken twice.
local outstanding = {}

-- A new reference for hupai.adopt, in this VM (OpenResty runs one VM a worker).
function Engine:share()
    local pointer = live(self)
    local key = state_of(self).key
    references[key] = references[key] + 1
    outstanding[key] = (outstanding[key] or 0) + 1
    return ffi.cast("void*", pointer)
end

function hupai.adopt(handle)
    if type(handle) ~= "cdata" and type(handle) ~= "userdata" then
        error("hupai: bad argument: adopt takes what engine:share() gave", 0)
    end
    local key = tostring(ffi.cast("uintptr_t", handle))
    if not outstanding[key] then
        error("hupai: bad argument: adopt takes what engine:share() gave, once", 0)
    end
    outstanding[key] = outstanding[key] > 1 and outstanding[key] - 1 or nil
    return wrap(ffi.cast("HupaiEngine*", handle), true)
end

-- Lets go of this engine's reference now (also done when collected).
function Engine:close() release(state_of(self)) end

local out32 = ffi.new("uint32_t[1]")
local out8 = ffi.new("uint8_t[1]")
local outi8 = ffi.new("int8_t[1]")
local per_form = ffi.new("int8_t[8]")
local waits_out = ffi.new("uint64_t[2]")

function Engine:check(hand, jokers)
    local counts, j = read_hand(hand, jokers)
    try(C.hupai_check_counts(live(self), counts, j, out32))
    return forms_of(out32[0])
end

function Engine:is_win(hand, jokers)
    local counts, j = read_hand(hand, jokers)
    try(C.hupai_is_win_counts(live(self), counts, j, out8))
    return out8[0] ~= 0
end

function Engine:waits(hand, jokers)
    local counts, j = read_hand(hand, jokers)
    try(C.hupai_waits_counts(live(self), counts, j, waits_out, waits_out + 1))
    return tiles_of(waits_out[0]), tiles_of(waits_out[1])
end

-- The waits as masks (numbers, bit id per tile id): waits, exhausted. No table.
function Engine:waits_mask(hand, jokers)
    local counts, j = read_hand(hand, jokers)
    try(C.hupai_waits_counts(live(self), counts, j, waits_out, waits_out + 1))
    return tonumber(waits_out[0]), tonumber(waits_out[1])
end

function Engine:shanten(hand, jokers)
    local counts, j = read_hand(hand, jokers)
    try(C.hupai_shanten_counts(live(self), counts, j, outi8, nil))
    return outi8[0]
end

function Engine:shanten_forms(hand, jokers)
    local counts, j = read_hand(hand, jokers)
    try(C.hupai_shanten_forms_counts(live(self), counts, j, outi8, per_form))
    local answer = { best = outi8[0] }
    for f = 0, 7 do
        if per_form[f] ~= RULED_OUT then answer[FORM_NAMES[f + 1]] = per_form[f] end
    end
    return answer
end

function Engine:decompositions(hand, limit)
    local counts, j = read_hand(hand)
    limit = limit or 1000
    if limit < 0 then error("hupai: bad argument: a negative limit", 0) end
    local count, length = ffi.new("size_t[1]"), ffi.new("size_t[1]")
    local engine = live(self)
    try(C.hupai_decompositions_counts(engine, counts, j, limit, nil, 0, count, length))
    local buffer = ffi.new("char[?]", length[0] + 1)
    try(C.hupai_decompositions_counts(engine, counts, j, limit, buffer, length[0] + 1, count, length))
    local list = {}
    for line in ffi.string(buffer, length[0]):gmatch("[^\n]+") do list[#list + 1] = line end
    return list
end

-- Asks `call` (hupai_actions or hupai_settle) about the JSON text `input` (named
-- `what`): the line, or with a true `json` the JSON, as a string.
local function riichi_json(self, call, input, what, json)
    no_nul(input, what)
    local length = ffi.new("size_t[1]")
    local engine = live(self)
    local flag = json and 1 or 0
    try(call(engine, input, flag, nil, 0, length))
    local buffer = ffi.new("char[?]", length[0] + 1)
    try(call(engine, input, flag, buffer, length[0] + 1, length))
    return ffi.string(buffer, length[0])
end

-- What a riichi seat may do now: its context as JSON text, the menu's line (or its
-- JSON, with a true `json`) as a string.
function Engine:actions(context, json)
    return riichi_json(self, C.hupai_actions, context, "context", json)
end

-- What a riichi round pays: the round and its ending as JSON text, the answer's line
-- (or its JSON, with a true `json`) as a string.
function Engine:settle(settlement, json)
    return riichi_json(self, C.hupai_settle, settlement, "settlement", json)
end

local function ukeire_of(u)
    local answer = { shanten = u.shanten, accepted = tiles_of(u.accepted), live = {}, total_live = u.total_live }
    for _, name in ipairs(answer.accepted) do answer.live[name] = u.live[TILE_IDS[name]] end
    return answer
end

local seen_counts = ffi.new("uint8_t[34]")
local seen_jokers = ffi.new("uint8_t[1]")

local function read_seen(seen)
    if seen == nil then return nil end
    return (read_hand(seen, nil, seen_counts, seen_jokers))
end

function Engine:ukeire(hand, seen)
    local counts, j = read_hand(hand)
    local ukeire = ffi.new("HupaiUkeire")
    try(C.hupai_ukeire_counts(live(self), counts, j, read_seen(seen), ukeire))
    return ukeire_of(ukeire)
end

local ukeire_out = ffi.new("HupaiUkeire")

-- What a hand accepts without a table: shanten, the accepted kinds' mask, their
-- live copies together, and each kind's live copies as a 34-byte string.
function Engine:ukeire_mask(hand, seen)
    local counts, j = read_hand(hand)
    try(C.hupai_ukeire_counts(live(self), counts, j, read_seen(seen), ukeire_out))
    local u = ukeire_out
    return u.shanten, tonumber(u.accepted), u.total_live, ffi.string(u.live, 34)
end

function Engine:discards(hand, seen)
    local counts, j = read_hand(hand)
    local advice = ffi.new("HupaiDiscardAdvice")
    try(C.hupai_discards_counts(live(self), counts, j, read_seen(seen), advice))
    local discards = {}
    for i = 0, tonumber(advice.count) - 1 do
        local d = advice.discards[i]
        local one = ukeire_of(d.ukeire)
        one.tile = d.tile == DISCARD_JOKER and "J" or TILE_NAMES[d.tile]
        discards[i + 1] = one
    end
    return { shanten = advice.shanten, discards = discards }
end

function Engine:discard_masks(hand, jokers)
    local counts, j = read_hand(hand, jokers)
    local masks = ffi.new("HupaiDiscardMasks")
    try(C.hupai_discard_masks_counts(live(self), counts, j, masks))
    return masks.shanten, tiles_of(masks.keep), tiles_of(masks.raise)
end

-- Batches: hands read once into rows of counts.
local Batch = {}
Batch.__index = Batch
local function batch_of(batch) return fields(batch, Batch, "a batch (hupai.batch)") end
Batch.__len = function(b) return batch_of(b).n end
-- How many hands (LuaJIT's # does not ask __len of a table).
function Batch:size() return batch_of(self).n end

function hupai.batch(hands)
    local n = #hands
    local rows = { n = n, counts = ffi.new("uint8_t[?]", 34 * n + 1), jokers = ffi.new("uint8_t[?]", n + 1) }
    for i = 1, n do
        local _, j = read_hand(hands[i], nil, rows.counts + 34 * (i - 1), rows.jokers + (i - 1))
        rows.jokers[i - 1] = j
    end
    return object(Batch, rows)
end

local function parallel_flag(parallel) return parallel and 1 or 0 end

-- A batch's answers in the buffers the library wrote (no table made per call):
-- answers[i], answers:size() (LuaJIT's # does not ask __len of a table), and
-- answers:list(), a table of them.
local Answers = {}
local answer_of = {
    win = function(a, i) return a.values[i] ~= 0 end,
    shanten = function(a, i) return a.statuses[i] == 0 and a.values[i] or false end,
    waits = function(a, i) return a.statuses[i] == 0 and tonumber(a.values[i]) or false end,
}
local function answers_of(a) return fields(a, Answers, "a batch's answers") end
local answers_methods = {
    size = function(a) return answers_of(a).n end,
    list = function(a)
        local own = answers_of(a)
        local list, answer = {}, answer_of[own.kind]
        for i = 0, own.n - 1 do list[i + 1] = answer(own, i) end
        return list
    end,
}
Answers.__index = function(a, key)
    if type(key) == "number" then
        local own = answers_of(a)
        if key >= 1 and key <= own.n and key % 1 == 0 then return answer_of[own.kind](own, key - 1) end
        return nil
    end
    return answers_methods[key]
end
Answers.__len = function(a) return answers_of(a).n end
-- Nothing is set on answers: their size and buffers are the library's.
Answers.__newindex = function() error("hupai: bad argument: a batch's answers are read-only", 0) end
Batch.__newindex = function() error("hupai: bad argument: a batch is read-only", 0) end

-- Runs one batch question: `call` gets the engine, the batch's rows and the answers'
-- buffers; the answers hold as many as the batch, whatever Lua code sets.
local function answer_batch(engine, batch, kind, ctype, call)
    local rows = batch_of(batch)
    local own = { n = rows.n, kind = kind, values = ffi.new(ctype, rows.n + 1),
        statuses = ffi.new("uint8_t[?]", rows.n + 1) }
    try(call(live(engine), rows, own))
    return object(Answers, own)
end

function Engine:is_win_batch(batch, parallel)
    return answer_batch(self, batch, "win", "uint8_t[?]", function(engine, rows, own)
        return C.hupai_check_batch(engine, rows.counts, rows.jokers, rows.n, own.values, parallel_flag(parallel))
    end)
end

function Engine:shanten_batch(batch, parallel)
    return answer_batch(self, batch, "shanten", "int8_t[?]", function(engine, rows, own)
        return C.hupai_shanten_batch(engine, rows.counts, rows.jokers, rows.n, own.values, own.statuses,
            parallel_flag(parallel))
    end)
end

function Engine:waits_batch(batch, parallel)
    return answer_batch(self, batch, "waits", "uint64_t[?]", function(engine, rows, own)
        return C.hupai_waits_batch(engine, rows.counts, rows.jokers, rows.n, own.values, own.statuses,
            parallel_flag(parallel))
    end)
end

function hupai.tiles(mask) return tiles_of(mask) end

-- Kept hands.
local Live = {}
Live.__index = Live

function hupai.live(hand, jokers)
    local counts, j = read_hand(hand, jokers)
    local kept = ffi.new("HupaiLiveHand")
    try(C.hupai_live_new_counts(counts, j, kept))
    return object(Live, { c = kept })
end

local function drawn_id(name)
    if name == "J" then return DISCARD_JOKER end
    return tile_id(name)
end

local function kept_of(kept) return fields(kept, Live, "a kept hand (hupai.live)").c end

function Live:draw(tile) try(C.hupai_live_draw(kept_of(self), drawn_id(tile))) end
function Live:discard(tile) try(C.hupai_live_discard(kept_of(self), drawn_id(tile))) end

function Live:hand()
    local counts, j = ffi.new("uint8_t[34]"), ffi.new("uint8_t[1]")
    try(C.hupai_live_counts(kept_of(self), counts, j))
    local list = {}
    for id = 0, 33 do list[id + 1] = counts[id] end
    return list, j[0]
end

function Engine:is_win_live(kept)
    try(C.hupai_live_is_win(live(self), kept_of(kept), out8))
    return out8[0] ~= 0
end

function Engine:check_live(kept)
    try(C.hupai_live_check(live(self), kept_of(kept), out32))
    return forms_of(out32[0])
end

function Engine:waits_live(kept)
    try(C.hupai_live_waits(live(self), kept_of(kept), waits_out, waits_out + 1))
    return tiles_of(waits_out[0]), tiles_of(waits_out[1])
end

-- Riichi and 国标 scoring: the situation a table, the score a table (as in the C module).
local LIMIT_NAMES = names_of(function(n) return n < 256 and C.hupai_limit_name(n) or nil end, 0)
local WAIT_NAMES = names_of(function(n) return n < 256 and C.hupai_wait_name(n) or nil end, 0)

-- The number of the situation field a key names (its name or an alias, by the
-- library's one list); an unknown key is the library's error, naming the nearest.
local field_out = ffi.new("uint8_t[1]")
local function field_of(name)
    try(C.hupai_situation_field_of(no_nul(name, "a situation key"), field_out))
    return field_out[0]
end

local WIN = field_of("win")

-- A situation value as the library's text: a string itself, a boolean, an integer,
-- a list's items joined by commas.
local function value_text(value, key, nested)
    local kind = type(value)
    if kind == "string" then return no_nul(value, key) end
    if kind == "boolean" then return tostring(value) end
    if kind == "number" then
        if value ~= math.floor(value) or value ~= value or math.abs(value) > 2^53 then
            error(("hupai: bad argument: situation: %s: an integer, not %s"):format(key, tostring(value)), 0)
        end
        return ("%d"):format(value)
    end
    if kind == "table" and not nested and #value <= 16 then
        local items = {}
        for i = 1, #value do items[i] = value_text(value[i], key, true) end
        return table.concat(items, ",")
    end
    error(("hupai: bad argument: situation: %s: text, a boolean, an integer or a list, not %s"):format(key, kind), 0)
end

-- Whether the words name the winning tile.
local function words_name_win(words)
    for word in words:gmatch("%S+") do
        if field_of(word:match("^[^=]*")) == WIN then return true end
    end
    return false
end

-- A scored hand: text read as the engine reads it (a joker kind above four copies,
-- 八红中, as jokers), anything else as read_hand reads it.
local function read_scored_hand(engine, hand)
    return read_hand(hand, nil, nil, nil, engine)
end

-- Points exact as a Lua number: beyond 2^53 a double rounds, so that is an error.
local function points_of(value, what)
    if value > 9007199254740991ULL then
        error(("hupai: bad rules: %s: beyond 2^53 - 1, the largest exact number (the table's cap is too high)"):format(what), 0)
    end
    return tonumber(value)
end

local situation_out = ffi.new("HupaiSituation")
local score_out = ffi.new("HupaiScore")
local legal_waits_out = ffi.new("HupaiLegalWait[34]")
local count_out = ffi.new("size_t[1]")

local function situation_of(engine, s, hand, any_win)
    local c = situation_out
    ffi.fill(c, ffi.sizeof(c))
    -- The hand's red fives (its text's and the engine's melds'), unless given.
    try(C.hupai_engine_red_fives(engine, type(hand) == "string" and hand or nil, c.red_fives))
    local win = false
    if type(s) == "string" then
        win = words_name_win(no_nul(s, "words"))
        try(C.hupai_situation_parse(s, c))
    elseif type(s) == "table" then
        for key, value in pairs(s) do
            if type(key) ~= "string" then error("hupai: bad argument: situation: keys are field names", 0) end
            win = win or field_of(key) == WIN
            try(C.hupai_situation_set(c, key, value_text(value, key)))
        end
    else
        error("hupai: bad argument: a situation is a table or words, not " .. type(s), 0)
    end
    if not win and not any_win then
        error('hupai: bad argument: win: the winning tile is needed (win = "6s")', 0)
    end
    return c
end

function Engine:score_riichi(hand, situation)
    local counts, jokers = read_scored_hand(live(self), hand)
    local s = situation_of(live(self), situation, hand)
    local c = score_out
    try(C.hupai_score_counts(live(self), counts, jokers, s, c))
    local yaku = {}
    for i = 0, c.yaku_count - 1 do
        yaku[i + 1] = { name = ffi.string(C.hupai_yaku_name(c.yaku[i])), han = c.yaku_han[i] }
    end
    return {
        has_yaku = c.has_yaku == 1, yaku = yaku, yakuman = c.yakuman, han = c.han, fu = c.fu,
        dora = c.dora, ura_dora = c.ura_dora, red_fives = c.red_fives,
        limit = LIMIT_NAMES[c.limit] or "", wait = WAIT_NAMES[c.wait] or "",
        basic_points = tonumber(c.basic_points), ron = tonumber(c.ron), dealer = tonumber(c.dealer),
        non_dealer = tonumber(c.non_dealer), total = tonumber(c.total), split = ffi.string(c.split),
        legal = c.has_yaku == 1, points = tonumber(c.total), reading = ffi.string(c.split), system = "riichi",
    }
end

local fan_score_out = ffi.new("HupaiFanScore")

function Engine:score_guobiao(hand, situation)
    local counts, jokers = read_scored_hand(live(self), hand)
    local s = situation_of(live(self), situation, hand)
    local c = fan_score_out
    try(C.hupai_score_guobiao_counts(live(self), counts, jokers, s, c))
    local fans = {}
    for i = 0, c.fan_count - 1 do
        local number = c.fans[i]
        fans[i + 1] = {
            name = ffi.string(C.hupai_fan_name(number)), english = ffi.string(C.hupai_fan_english(number)),
            value = C.hupai_fan_value(number), times = c.fan_times[i],
        }
    end
    return {
        legal = c.legal == 1, fans = fans, fan_total = c.fan_total, total = c.total,
        flowers = c.flowers, minimum = c.minimum, reading = ffi.string(c.reading),
        points = c.total, system = "guobiao",
    }
end

local table_score_out = ffi.new("HupaiTableScore")
local fan_name_out = ffi.new("char[256]")

function Engine:score_table(hand, situation)
    local counts, jokers = read_scored_hand(live(self), hand)
    local s = situation_of(live(self), situation, hand)
    local c = table_score_out
    try(C.hupai_score_table_counts(live(self), counts, jokers, s, c))
    local fans, stand_ins = {}, {}
    for i = 0, c.fan_count - 1 do
        C.hupai_table_fan_name(live(self), c.fans[i], fan_name_out, 256)
        fans[i + 1] = { name = ffi.string(fan_name_out), value = tonumber(c.fan_values[i]), times = c.fan_times[i] }
    end
    for i = 0, c.stand_in_count - 1 do stand_ins[i + 1] = TILE_NAMES[c.stand_ins[i]] end
    return {
        legal = c.legal == 1, fans = fans, total = points_of(c.total, "total"), points = points_of(c.points, "points"),
        minimum = points_of(c.minimum, "minimum"), stand_ins = stand_ins, reading = ffi.string(c.reading),
        system = "table",
    }
end

-- The one door: the score by the rules' scoring (each with legal, points, reading,
-- system).
local scoring_out = ffi.new("const char *[1]")
local DOORS = { guobiao = Engine.score_guobiao, table = Engine.score_table }

function Engine:score(hand, situation)
    try(C.hupai_engine_scoring(live(self), scoring_out))
    local door = DOORS[ffi.string(scoring_out[0])] or Engine.score_riichi
    return door(self, hand, situation)
end

function Engine:is_legal_win(hand, situation)
    local counts, jokers = read_scored_hand(live(self), hand)
    try(C.hupai_is_legal_win_counts(live(self), counts, jokers, situation_of(live(self), situation, hand), out8))
    return out8[0] ~= 0
end

function Engine:legal_waits(hand, situation)
    local counts, jokers = read_scored_hand(live(self), hand)
    local s = situation_of(live(self), situation, hand, true)
    try(C.hupai_legal_waits_counts(live(self), counts, jokers, s, legal_waits_out, 34, count_out))
    local waits = {}
    for i = 0, tonumber(count_out[0]) - 1 do
        local w = legal_waits_out[i]
        waits[i + 1] = {
            tile = TILE_NAMES[w.tile], ron = w.ron == 1, tsumo = w.tsumo == 1,
            ron_points = points_of(w.ron_points, "ron_points"), tsumo_points = points_of(w.tsumo_points, "tsumo_points"),
        }
    end
    return waits
end

-- A hand read once, for many questions: the fastest to pass.
function hupai.hand(hand, jokers)
    local kept = Hand()
    local _, j = read_hand(hand, jokers, kept.counts, hand_jokers)
    kept.jokers = j
    return kept
end

function hupai.parse(hand)
    local counts, j = read_hand(hand)
    local list = {}
    for id = 0, 33 do list[id + 1] = counts[id] end
    return list, j
end

return hupai
