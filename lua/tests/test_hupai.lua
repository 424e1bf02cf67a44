-- The Lua module's tests, for both faces: `lua5.4 tests/test_hupai.lua hupai` (the C
-- module) and `luajit tests/test_hupai.lua hupai_ffi` (LuaJIT's FFI), run from lua/.
-- The conformance corpus, bad arguments of every kind, seeded random arguments,
-- batches against single calls, kept hands, shared engines.
local module = arg[1] or "hupai"
package.path = "./?.lua;" .. package.path
package.cpath = "./?.so;" .. package.cpath
local hupai = require(module)
local corpus = "../conformance/"

local failures, checks = 0, 0
local function check(condition, what)
    checks = checks + 1
    if not condition then
        failures = failures + 1
        io.stderr:write("failed: ", what, "\n")
    end
end

-- The error a call raises, or nil.
local function raised(f, ...)
    local ok, err = pcall(f, ...)
    if ok then return nil end
    return tostring(err)
end

local function listed(list)
    if #list == 0 then return "-" end
    return table.concat(list, " ")
end

local FORMS = { "standard", "seven_pairs", "thirteen_orphans", "pairs_and_triplet",
    "honours_and_knitted", "greater_honours_and_knitted", "knitted_straight", "eight_pairs" }

local function live_text(ukeire)
    local parts = {}
    for _, tile in ipairs(ukeire.accepted) do parts[#parts + 1] = tile .. ":" .. ukeire.live[tile] end
    return listed(parts)
end

local answers = {
    check = function(e, h) return listed(e:check(h)) end,
    is_win = function(e, h) return tostring(e:is_win(h)) end,
    waits = function(e, h)
        local waits, exhausted = e:waits(h)
        -- The masks name the same tiles.
        local mask, exhausted_mask = e:waits_mask(h)
        check(listed(hupai.tiles(mask)) == listed(waits) and listed(hupai.tiles(exhausted_mask)) == listed(exhausted),
            "waits_mask " .. h)
        return listed(waits) .. " | " .. listed(exhausted)
    end,
    shanten = function(e, h) return tostring(e:shanten(h)) end,
    shanten_forms = function(e, h)
        local forms = e:shanten_forms(h)
        local parts = { "best=" .. forms.best }
        for _, form in ipairs(FORMS) do parts[#parts + 1] = form .. "=" .. (forms[form] or "-") end
        return table.concat(parts, " ")
    end,
    decompositions = function(e, h)
        local lines = {}
        for _, line in ipairs(e:decompositions(h, 1000)) do
            local form, rest = line:match("^([^:]+): (.*)$")
            local groups = {}
            for group in rest:gmatch("%S+") do groups[#groups + 1] = group end
            table.sort(groups)
            lines[#lines + 1] = form .. ": " .. table.concat(groups, " ")
        end
        table.sort(lines)
        if #lines == 0 then return "-" end
        return table.concat(lines, " | ")
    end,
    ukeire = function(e, h)
        local ukeire = e:ukeire(h)
        -- The masks and the live copies' string say the same.
        local shanten, accepted, total, live = e:ukeire_mask(h)
        check(shanten == ukeire.shanten and total == ukeire.total_live and #live == 34, "ukeire_mask " .. h)
        check(listed(hupai.tiles(accepted)) == listed(ukeire.accepted), "ukeire_mask's tiles " .. h)
        for _, tile in ipairs(ukeire.accepted) do
            local rank, suit = tile:match("^(%d)(%a)$")
            local id = 9 * (("mpsz"):find(suit) - 1) + tonumber(rank) - 1
            check(live:byte(id + 1) == ukeire.live[tile], "ukeire_mask's live copies of " .. tile .. " in " .. h)
        end
        return ukeire.shanten .. " | " .. live_text(ukeire)
    end,
    discards = function(e, h)
        local advice = e:discards(h)
        local parts = {}
        for _, d in ipairs(advice.discards) do
            parts[#parts + 1] = ("%s:%d:%d"):format(d.tile, d.shanten, d.total_live)
        end
        return advice.shanten .. " | " .. listed(parts)
    end,
    discard_masks = function(e, h)
        local shanten, keep, raise = e:discard_masks(h)
        return shanten .. " | " .. listed(keep) .. " | " .. listed(raise)
    end,
}

local function engine_for(rules, kinds, melds)
    local engine
    if rules:match("%.toml$") then
        engine = hupai.from_rules_file(corpus .. rules)
    else
        engine = hupai.new(rules)
    end
    if kinds ~= "-" then
        local list = {}
        for kind in kinds:gmatch("%S+") do list[#list + 1] = kind end
        engine = engine:with_joker_kinds(list)
    end
    if melds ~= "-" then engine = engine:with_melds(melds) end
    return engine
end

local function conformance()
    local engines, cases, number = {}, 0, 0
    for line in io.lines(corpus .. "cases.tsv") do
        number = number + 1
        if not line:match("^#") and not line:match("^rules\t") then
            local f = {}
            for field in (line .. "\t"):gmatch("([^\t]*)\t") do f[#f + 1] = field end
            local key = f[1] .. "\t" .. f[2] .. "\t" .. f[3]
            engines[key] = engines[key] or engine_for(f[1], f[2], f[3])
            local ok, given = pcall(answers[f[4]], engines[key], f[5])
            if not ok then
                check(tostring(given):match("^hupai: bad hand: .+"), "line " .. number .. ": " .. tostring(given))
                given = "error hand"
            end
            check(given == f[6], ("line %d (%s %s %q): expected %q, Lua gave %q"):format(number, f[1], f[4], f[5], f[6], given))
            cases = cases + 1
        end
    end
    check(cases > 2000, "the whole corpus")
    return cases
end

-- The scoring corpus (conformance/scoring.tsv): hands and melds as text, red fives
-- counted by the module, each answer written as the corpus writes it.
-- The corpus's words are the library's words form, which a situation may be ("-":
-- none, a ron on 1m).
local function situation_of(words)
    if words == "-" then return {} end
    return words
end

local function legal_of(legal) return legal and "true" or "false" end

local scoring_answers = {
    score = function(e, h, s)
        local r = e:score(h, s)
        return ("%d %d %d %d"):format(r.han, r.fu, r.red_fives, r.total)
    end,
    score_guobiao = function(e, h, s)
        local r = e:score_guobiao(h, s)
        return ("%d %d %s"):format(r.fan_total, r.total, legal_of(r.legal))
    end,
    score_table = function(e, h, s)
        local r = e:score_table(h, s)
        return ("%d %d %s"):format(r.total, r.points, legal_of(r.legal))
    end,
    is_legal_win = function(e, h, s) return legal_of(e:is_legal_win(h, s)) end,
    legal_waits = function(e, h, s)
        local each = {}
        for _, w in ipairs(e:legal_waits(h, s)) do
            each[#each + 1] = ("%s:%s:%s:%d:%d"):format(w.tile, legal_of(w.ron), legal_of(w.tsumo), w.ron_points, w.tsumo_points)
        end
        return #each > 0 and table.concat(each, " ") or "-"
    end,
}

local function scoring_conformance()
    local cases, number = 0, 0
    for line in io.lines(corpus .. "scoring.tsv") do
        number = number + 1
        if not line:match("^#") and not line:match("^rules\t") then
            local f = {}
            for field in (line .. "\t"):gmatch("([^\t]*)\t") do f[#f + 1] = field end
            -- Melds the rules refuse (red fives their wall lacks): every question refused.
            local ok, given = pcall(function()
                return scoring_answers[f[3]](engine_for(f[1], "-", f[2]), f[5], situation_of(f[4]))
            end)
            if not ok then
                check(tostring(given):match("^hupai: [%a ]+: .+"), "line " .. number .. ": " .. tostring(given))
                given = "error"
            end
            check(given == f[6], ("scoring line %d (%s %s %q): expected %q, Lua gave %q"):format(number, f[1], f[3], f[5], f[6], given))
            cases = cases + 1
        end
    end
    check(cases >= 50, "the whole scoring corpus")
    return cases
end

-- Every case of the corpus file `name` (rules, input, answer) given to `check` with
-- its rules' engine (each made once) and its line number; the engines, and how many
-- cases there were.
local function each_case(name, check)
    local cases, number, engines = 0, 0, {}
    for line in io.lines(corpus .. name) do
        number = number + 1
        if number > 3 then
            local rules, input, answer = line:match("^([^\t]*)\t([^\t]*)\t(.*)$")
            engines[rules] = engines[rules] or engine_for(rules, "-", "-")
            check(engines[rules], input, answer, number)
            cases = cases + 1
        end
    end
    return engines, cases
end

-- The legal-actions corpus (conformance/actions.tsv): the menu's line, or the
-- refusal's message at the end of the error.
local function actions_conformance()
    local engines, cases = each_case("actions.tsv", function(engine, context, menu, number)
        local ok, given = pcall(engine.actions, engine, context)
        local wanted = menu:match("^error: (.*)$")
        if wanted then
            check(not ok and tostring(given):sub(-#wanted) == wanted, ("actions line %d: %s"):format(number, tostring(given)))
        else
            check(ok and given == menu, ("actions line %d: expected %q, Lua gave %q"):format(number, menu, tostring(given)))
            local json = engine:actions(context, true)
            check(json:sub(1, 1) == "{" and json:find('"pass":' .. tostring(menu:sub(-4) == "pass"), 1, true) ~= nil, "actions JSON " .. number)
        end
    end)
    check(cases >= 50, "the whole actions corpus")
    local riichi = engines.riichi
    check(tostring(select(2, pcall(riichi.actions, riichi, "{}\0"))):match("^hupai: bad argument") ~= nil, "a NUL")
    return cases
end

-- The settlement corpus (conformance/settlement.tsv): the answer's JSON as the
-- corpus writes it, or the refusal's message at the end of the error; the line says
-- the game's end where the JSON has standings.
local function settlement_conformance()
    local engines, cases = each_case("settlement.tsv", function(engine, settlement, settled, number)
        local ok, given = pcall(engine.settle, engine, settlement, true)
        local wanted = settled:match("^error: (.*)$")
        if wanted then
            check(not ok and tostring(given):sub(-#wanted) == wanted, ("settlement line %d: %s"):format(number, tostring(given)))
        else
            check(ok and given == settled, ("settlement line %d: expected %q, Lua gave %q"):format(number, settled, tostring(given)))
            local text = engine:settle(settlement)
            local over = settled:find('"standings":null', 1, true) == nil
            check((text:find("game over", 1, true) ~= nil) == over, "settlement line " .. number)
        end
    end)
    check(cases >= 40, "the whole settlement corpus")
    local riichi = engines.riichi
    check(tostring(select(2, pcall(riichi.settle, riichi, "{}\0"))):match("^hupai: bad argument") ~= nil, "a NUL")
    return cases
end

local function bad_arguments()
    local standard = hupai.new("standard")
    local function kind(err) return err and err:match("^hupai: ([%a ]+):") end
    check(kind(raised(hupai.new, "no-such-rules")) == "bad rules", "unknown rules")
    check(raised(hupai.new, nil) ~= nil, "nil rules")
    check(raised(hupai.new, 7) ~= nil, "a number as rules")
    check(kind(raised(hupai.from_rules, "tiles = 7")) == "bad rules", "bad rules text")
    check(kind(raised(hupai.from_table_bytes, "garbage")) == "bad tables", "bad table bytes")
    check(kind(raised(hupai.from_table_file, "no/such.hupai")) == "bad tables", "no table file")
    for _, text in ipairs({ "", "11111m", "123x", "m", "123456789m123456789p", "1m\0", "\255" }) do
        local refused = kind(raised(standard.check, standard, text))
        check(refused == "bad hand" or refused == "bad argument", ("text %q: %s"):format(text, refused))
    end
    check(kind(raised(standard.check, standard, "123m")) == "bad hand", "3 tiles")
    check(raised(standard.check, standard, nil) ~= nil, "a nil hand")
    check(raised(standard.check, standard, true) ~= nil, "a boolean hand")
    check(raised(standard.check, standard, {}) ~= nil, "an empty table")
    local counts = {}
    for i = 1, 34 do counts[i] = 0 end
    counts[1] = 2
    check(standard:is_win(counts) == true, "34 counts")
    counts[1] = -1
    check(kind(raised(standard.is_win, standard, counts)) == "bad argument", "a negative count")
    counts[1] = 1.5
    check(kind(raised(standard.is_win, standard, counts)) == "bad argument", "a fraction")
    counts[1] = "x"
    check(kind(raised(standard.is_win, standard, counts)) == "bad argument", "a string count")
    counts[1] = 5
    check(kind(raised(standard.is_win, standard, counts)) == "bad hand", "five of a kind")
    counts[1] = 0
    check(kind(raised(standard.is_win, standard, counts, 300)) == "bad argument", "300 jokers")
    check(kind(raised(standard.decompositions, standard, "11m", -1)) == "bad argument", "a negative limit")
    check(kind(raised(standard.with_melds, standard, "12m")) == "bad argument", "no melds")
    check(kind(raised(standard.with_joker_kinds, standard, { "8x" })) == "bad argument", "no tile")
    check(kind(raised(hupai.new("sichuan").with_joker_kinds, hupai.new("sichuan"), { "7z" })) == "bad rules",
        "jokers where the rules play none")
    check(raised(hupai.adopt, 42) ~= nil, "adopting a number")
    local closed = hupai.new("standard")
    closed:close()
    closed:close()
    check(kind(raised(closed.check, closed, "11m")) == "closed engine", "a closed engine")
    check(raised(standard.check, nil, "11m") ~= nil, "no engine")
end

-- Seeded random text and counts: every call answers or raises a hupai error.
local function random_arguments()
    local seed = 12345
    local function random(n)
        seed = (seed * 1103515245 + 12345) % 2147483648
        return seed % n
    end
    local alphabet = "0123456789mpszJ ,"
    local engines = { hupai.new("standard"), hupai.new("hongzhong") }
    for _ = 1, 5000 do
        local chars = {}
        for i = 1, random(24) do
            local at = random(#alphabet) + 1
            chars[i] = alphabet:sub(at, at)
        end
        local text = table.concat(chars)
        local counts = {}
        for i = 1, 34 do counts[i] = random(8) == 0 and random(7) or 0 end
        for _, engine in ipairs(engines) do
            for _, ask in ipairs({ "check", "waits", "shanten", "discard_masks" }) do
                for _, hand in ipairs({ text, counts }) do
                    local err = raised(engine[ask], engine, hand, random(20))
                    check(err == nil or err:match("^hupai: [%a ]+: "), ("%s %q: %s"):format(ask, text, err))
                end
            end
            local err = raised(engine.with_melds, engine, text)
            check(err == nil or err:match("^hupai: bad [%a]+: "), ("melds %q: %s"):format(text, err))
        end
    end
end

local function batches_and_kept_hands()
    local engine = hupai.new("standard")
    local hands = { "23m11z", "1m", "JJJJ", "1112345678999m", "11m", "123m", "11m22p" }
    local batch = hupai.batch(hands)
    check(batch:size() == #hands, "a batch's size")
    local wins, shanten, waits = engine:is_win_batch(batch), engine:shanten_batch(batch, true), engine:waits_batch(batch)
    for i, hand in ipairs(hands) do
        local ok, single = pcall(engine.is_win, engine, hand)
        check(wins[i] == (ok and single), "is_win batch " .. hand)
        ok, single = pcall(engine.shanten, engine, hand)
        check(shanten[i] == (ok and single), "shanten batch " .. hand)
        ok, single = pcall(engine.waits, engine, hand)
        check((waits[i] ~= false) == ok and (not ok or listed(hupai.tiles(waits[i])) == listed(single)), "waits batch " .. hand)
    end
    -- The answers are views over the library's buffers: a list's reading, and a copy.
    for _, answers in ipairs({ wins, shanten, waits }) do
        check(answers:size() == #hands and answers[0] == nil and answers[#hands + 1] == nil, "answers' bounds")
        check(answers[1.5] == nil and answers.nothing == nil, "answers' other keys")
        local list = answers:list()
        check(#list == #hands and type(list) == "table", "answers' list")
        for i = 1, #hands do check(list[i] == answers[i], "answers' list " .. i) end
    end
    if _VERSION == "Lua 5.4" and module == "hupai" then
        check(#wins == #hands, "#answers")
        local n = 0
        for _, win in ipairs(wins) do n = n + (win ~= nil and 1 or 0) end
        check(n == #hands, "ipairs over answers")
    end
    local empty = engine:is_win_batch(hupai.batch({}))
    check(empty:size() == 0 and empty[1] == nil and #empty:list() == 0, "an empty batch's answers")
    check(raised(hupai.batch, { "11m", "11111m" }) ~= nil, "a bad hand in a batch")
    -- A batch's or its answers' size cannot be changed from Lua (the library would
    -- read or write past their buffers), nor a table passed for one.
    local answers = engine:waits_batch(hupai.batch({ "1112345678999m" }))
    pcall(function() answers.n = 1e8 end)
    pcall(rawset, answers, "n", 1e8)
    check(answers:size() == 1 and answers[5e7] == nil and #answers:list() == 1, "answers keep their size")
    local small = hupai.batch({ "11m", "22m" })
    pcall(function() small.n = 1e8 end)
    pcall(rawset, small, "n", 3)
    check(small:size() == 2 and engine:is_win_batch(small):size() == 2, "a batch keeps its size")
    check(raised(engine.is_win_batch, engine, { n = 1e8 }) ~= nil, "a table posing as a batch")
    check(raised(engine.waits_batch, engine, setmetatable({ n = 3 }, getmetatable(small))) ~= nil,
        "a table with a batch's metatable")
    check(raised(engine.is_win, { s = { ptr = 1 } }, "11m") ~= nil, "a table posing as an engine")
    local kept = hupai.live("1112345678999m")
    local waits_kept = engine:waits_live(kept)
    check(#waits_kept == 9, "a kept hand's waits")
    kept:draw("5m")
    check(engine:is_win_live(kept) and engine:check_live(kept)[1] == "standard", "a kept win")
    check(raised(kept.discard, kept, "1p"):match("^hupai: bad hand"), "a tile not held")
    check(raised(kept.draw, kept, "9x"):match("^hupai: bad argument"), "no tile")
    kept:draw("J")
    kept:discard("J")
    local counts, jokers = kept:hand()
    check(counts[5] == 2 and jokers == 0, "the kept hand")
    -- An engine shared: a reference handed on and taken, the first closed.
    local handle = engine:share()
    local adopted = hupai.adopt(handle)
    check(raised(hupai.adopt, handle):match("^hupai: bad argument: adopt"), "a share adopted twice")
    engine:close()
    check(adopted:is_win("11m"), "an adopted engine outlives the first")
    adopted:close()
    local kept_hand = hupai.hand("123m05m1zJ")
    check(tostring(kept_hand) == "12355m1zJ" and engine_for("standard", "-", "-"):shanten(kept_hand) >= 0, "a hand value")
    check(raised(hupai.hand, "11111m") ~= nil, "a bad hand value")
    local parsed, j = hupai.parse("05mJ")
    check(parsed[5] == 2 and j == 1, "a parsed hand")
end

-- Riichi scoring: a score, yakuman, no yaku, legal waits, every bad situation.
local function scoring()
    local riichi = hupai.new("riichi")
    local score = riichi:score("22m345m456p456678s", { win = "6s", seat = "south", riichi = true, dora = { "1m" } })
    check(score.has_yaku and score.han == 5 and score.fu == 30 and score.dora == 2, "a scored hand")
    check(score.limit == "mangan" and score.ron == 8000 and score.total == 8000 and score.wait == "two-sided", "its payment")
    check(#score.yaku == 3 and score.yaku[1].name == "riichi" and score.yaku[2].name == "pinfu", "its yaku")
    check(score.split == "345m 456p 456s 678s 22m, won on 6s (two-sided)", "its split")
    check(riichi:score("22m340m456p456678s", { win = "6s", seat = "s", riichi = true }).red_fives == 1, "a red five from the text")
    local kokushi = riichi:score("19m19p19s1234567z1m", { win = "1m", tsumo = true })
    check(kokushi.yakuman == 2 and kokushi.total == 96000 and kokushi.limit == "yakuman", "a double yakuman")
    local open = riichi:with_melds("789s")
    local none = open:score("234567m22p345s", { win = "7m", seat = "west" })
    check(not none.has_yaku and none.total == 0 and #none.yaku == 0, "no yaku")
    check(not open:is_legal_win("234567m22p345s", { win = "7m", seat = "west" }), "not a legal win")
    check(riichi:is_legal_win("22m345m456p456678s", { win = "6s", riichi = true }), "a legal win")
    local waits = riichi:legal_waits("23m123p123s789s55z", { seat = "south" })
    check(#waits == 2 and waits[1].tile == "1m" and waits[1].ron and waits[1].ron_points == 8000, "a legal wait")
    check(waits[2].tile == "4m" and not waits[2].ron and waits[2].tsumo and waits[2].tsumo_points == 1100, "a tsumo-only wait")
    local hand = "123m456p789s11122z"
    for _, case in ipairs({
        { { win = "2z", ippatsu = true }, "^hupai: bad argument: impossible situation: ippatsu without riichi" },
        { { win = "2z", seat = "up" }, "^hupai: bad argument: .*seat" },
        { { win = "9x" }, "^hupai: bad argument: .*win" },
        { { win = "2z", dora = { "1m", "1m", "1m", "1m", "1m", "1m" } }, "^hupai: bad argument: .*dora" },
        { { win = "2z", honba = 300 }, "^hupai: bad argument: .*honba" },
        { { win = "2z", red_fives = { 1, 0, 0 } }, "^hupai: bad argument" },
        { { win = "3z" }, "^hupai: bad argument: the winning tile" },
    }) do
        local message = raised(riichi.score, riichi, hand, case[1])
        check(message and message:match(case[2]), "bad situation: " .. tostring(message))
    end
    for _, case in ipairs({
        { { win = "2z", riichi = "none", ippatsu = true }, "^hupai: bad argument: impossible situation" },
        { { win = "2z", riichi = 3 }, "^hupai: bad argument: .*riichi" },
        { { win = "2z", riichi = "yes" }, "^hupai: bad argument: .*riichi" },
        { { win = "2z", tsumo = 2 }, "^hupai: bad argument: .*tsumo" },
        { { win = "2z", red_fives = { -255, 0, 0 } }, "^hupai: bad argument: .*red_fives" },
        { { win = "2z", red_fives = { 0.5, 0, 0 } }, "^hupai: bad argument: .*red_fives" },
        { { win = "2z", red_fives = { 0, 0 } }, "^hupai: bad argument: .*red_fives" },
        { { win = "2z", honba = 1.5 }, "^hupai: bad argument: .*honba" },
        { { win = "2z", honba = "one" }, "^hupai: bad argument: .*honba" },
        { { win = "2z", seat = 1 }, "^hupai: bad argument: .*seat" },
        { { win = "6s\0" }, "^hupai: bad argument: .*win" },
        { { tsumo = true }, "^hupai: bad argument: .*win" },
        -- A misspelt key is refused, the keys named, not left at its default.
        { { win = "2z", sea = "south" }, "^hupai: bad argument: no situation field `sea` %(did you mean `seat`%?%)" },
        { { win = "2z", [1] = true }, "^hupai: bad argument: situation: keys are field names" },
        { { win = "2z", seat = "5z" }, "^hupai: bad argument: `seat` takes a wind.*5z" },
        { { win = "2z", kong_discard = true }, "^hupai: bad argument: `kong_discard` is not counted by riichi" },
        { "win=2z honab=1", "^hupai: bad argument: no situation field `honab`" },
        { 7, "^hupai: bad argument: a situation is a table or words" },
    }) do
        local message = raised(riichi.score, riichi, hand, case[1])
        check(message and message:match(case[2]), "strict situation: " .. tostring(message))
    end
    -- Winds and tiles spelt as the command line spells them.
    local dealer = riichi:score("22m345m456p456678s", { win = "6s", seat = "1z" }).total
    for _, seat in ipairs({ "south", "s", "S", "2z", " South " }) do
        local score = riichi:score("22m345m456p456678s", { win = "6s", seat = seat })
        check(score.total < dealer, "seat " .. seat .. " is not the dealer")
    end
    check(riichi:score("22m345m406p456678s", { win = "0p" }).has_yaku, "a red five as the winning tile")
    -- Red fives in called melds and concealed kongs count, as the hand's do.
    local melded = riichi:with_melds("067s")
    check(melded:score("22m345m456p678s", { win = "8s" }).total == 2900, "a red five in a called meld")
    check(riichi:with_melds("(0555p)"):score("22m345m678s678s", { win = "8s" }).red_fives == 1, "a red five in a concealed kong")
    check(melded:score("22m345m456p678s", { win = "8s", red_fives = { 0, 0, 0 } }).total == 1500, "red fives given")
    -- Under 国标 and fan tables a 0 is a plain five: score, legal win and waits agree.
    local guobiao = hupai.new("guobiao")
    check(guobiao:score_guobiao("123m406p789s11122z", { win = "2z" }).legal == guobiao:is_legal_win("123m406p789s11122z", { win = "2z" }), "国标 with a 0")
    check(#guobiao:legal_waits("123m406p789s1112z", {}) >= 1, "国标 waits with a 0")
    check(raised(guobiao.score_guobiao, guobiao, hand, { win = "2z", red_fives = { 1, 0, 0 } }):match("^hupai: bad argument"), "red fives under 国标")
    -- Jokers reach the legal win and waits; a joker kind of eight copies written as itself.
    local hongzhong = hupai.new("hongzhong")
    check(hongzhong:is_legal_win("123m456p789s11pJJJ", { win = "9s", tsumo = true }), "a legal win with jokers")
    check(#hongzhong:legal_waits("123m456p789s1pJJJ", {}) >= 1, "legal waits with jokers")
    local eight = hupai.new("zhuanzhuan-8-reds")
    check(#eight:legal_waits("7777z11223m456p9s", {}) >= 1, "legal waits with four Reds written 7777z")
    check(eight:score_table("77777z123m456p999s", { win = "9s", tsumo = true }).points > 0, "five Reds written 77777z")
    check(raised(eight.score_table, eight, "777777777z123m9s", { win = "9s" }):match("wall holds 8"), "nine Reds")
    local sichuan = hupai.new("sichuan")
    check(sichuan:score_table("123456789m11123m", { win = "3m", kong_discard = true }).points == 16, "杠上炮")
    check(raised(sichuan.score_table, sichuan, "123456789m11123m", { win = "3m", tsumo = true, kong_discard = true })
        :match("^hupai: bad argument"), "杠上炮 by tsumo")
    check(raised(riichi.score, riichi, hand, "2z"):match("^hupai: bad argument"), "a situation not a table")
    check(raised(riichi.score, riichi, "1m", { win = "1m" }):match("^hupai: bad hand"), "a 1-tile hand")
    check(raised(riichi.score, riichi, "JJJJJJJJJJJJJJ", { win = "1m" }):match("^hupai: bad hand"), "jokers")
    check(raised(hupai.new("standard").score, hupai.new("standard"), hand, { win = "2z" }):match("^hupai: bad rules"), "no scoring")
    -- The one door: the rules choose the scoring; every score answers the same questions.
    local scores = {
        riichi:score("22m345m456p456678s", "win=6s riichi"),
        hupai.new("guobiao"):score("123456789m22p345s", "win=5s"),
        sichuan:score("11122233345699m", "win=9m tsumo"),
    }
    for i, system in ipairs({ "riichi", "guobiao", "table" }) do
        local s = scores[i]
        check(s.system == system and s.legal and s.points > 0 and #s.reading > 0, "one door: " .. system)
    end
    check(scores[2].points == 20 and scores[3].points == 8, "one door's points")
    check(riichi:score_riichi("22m345m456p456678s", "win=6s riichi").total == scores[1].points, "the riichi door")
end

-- 国标 scoring: fans, flowers, the minimum, legal waits, bad situations.
local function guobiao()
    local engine = hupai.new("guobiao")
    local score = engine:with_melds("777z"):score_guobiao("123456789m99m", { win = "9m", tsumo = true, seat = "south", flowers = 2 })
    check(score.legal and score.total == 27 and score.fan_total == 25 and score.flowers == 2 and score.minimum == 8, "a 国标 score")
    check(score.fans[1].name == "清龙" and score.fans[1].english == "Pure Straight" and score.fans[1].value == 16, "its first fan")
    check(score.fans[#score.fans].name == "花牌" and score.fans[#score.fans].times == 2, "its flowers")
    check(score.reading == "123m 456m 789m [777z] 99m", "its reading")
    local chicken = engine:with_melds("234m 678p")
    local short = chicken:score_guobiao("345777s55z", { win = "3s", last_of_kind = true, flowers = 8 })
    check(not short.legal and short.fan_total == 4 and short.total == 12, "under the minimum")
    check(not chicken:is_legal_win("345777s55z", { win = "3s", last_of_kind = true }), "not a legal win")
    check(chicken:is_legal_win("345777s55z", { win = "3s" }), "无番和 is")
    local waits = chicken:legal_waits("45777s55z", {})
    check(#waits == 2 and waits[1].ron and not waits[1].tsumo and waits[1].ron_points == 8, "国标 legal waits")
    check(raised(engine.score_guobiao, engine, "19m19p19s1234567z1m", { win = "1m", flowers = 9 }):match("^hupai: bad argument"), "nine flowers")
    check(raised(engine.score_guobiao, engine, "19m19p19s1234567z1m", { win = "1m", riichi = true }):match("^hupai: bad argument"), "riichi under 国标")
    local riichi = hupai.new("riichi")
    check(raised(riichi.score_guobiao, riichi, "19m19p19s1234567z1m", { win = "1m" }):match("^hupai: bad rules"), "riichi rules")
    check(raised(engine.score_guobiao, engine, "1m", { win = "1m" }):match("^hupai: bad hand"), "a 1-tile hand")
end

-- Town fan tables: a score, jokers' stand-ins, errors.
local function tables()
    local sichuan = hupai.new("sichuan")
    local score = sichuan:score_table("11122233345699m", { win = "9m", tsumo = true })
    check(score.legal and score.total == 3 and score.points == 8 and #score.fans == 2, "a table score")
    check(score.fans[1].name == "清一色" and score.fans[1].value == 2 and score.fans[1].times == 1, "its fans")
    check(score.reading == "111m 222m 333m 456m 99m" and #score.stand_ins == 0, "its reading")
    local hongzhong = hupai.new("hongzhong")
    local reds = hongzhong:score_table("111m234567m789m77z", { win = "7z", tsumo = true })
    check(reds.points == 2 and #reds.stand_ins == 2 and reds.stand_ins[1] == "1m", "jokers' stand-ins")
    check(hongzhong:is_legal_win("111m234567m789m77z", { win = "7z" }), "a legal win by the table")
    check(raised(sichuan.score_table, sichuan, "11122233345699m", { win = "9m", flowers = 1 }):match("^hupai: bad argument"), "flowers")
    local riichi = hupai.new("riichi")
    check(raised(riichi.score_table, riichi, "11122233345699m", { win = "9m" }):match("^hupai: bad rules"), "no table")
end

local cases = conformance()
local scoring_cases = scoring_conformance()
local actions_cases = actions_conformance()
local settlement_cases = settlement_conformance()
bad_arguments()
random_arguments()
batches_and_kept_hands()
scoring()
guobiao()
tables()
collectgarbage()
print(("%s: %d conformance cases, %d scoring cases, %d actions cases, %d settlement cases, %d checks, %d failures"):format(module, cases, scoring_cases, actions_cases, settlement_cases, checks, failures))
os.exit(failures == 0 and 0 or 1)
