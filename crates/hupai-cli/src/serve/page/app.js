// The playground: a hand clicked or typed together, answered by this server's API
// (/v1/...). Tiles are SVG drawn here; the state lives in the address's #fragment,
// so a hand is shared as a link.
"use strict";

// ---- Tiles: MPSZ text <-> tile names ("1m", "0p" a red five, "J" a joker) ----

const SUITS = "mpsz";

/** The tiles written in `text`, in order, or an error message. */
function readTiles(text) {
  const tiles = [];
  let digits = "";
  for (const ch of text.replace(/[\s()]/g, "")) {
    if (/[0-9]/.test(ch)) {
      digits += ch;
    } else if (SUITS.includes(ch)) {
      if (!digits) return { tiles, error: `"${ch}" has no digits before it` };
      for (const d of digits) {
        if (ch === "z" && (d === "0" || d === "8" || d === "9")) return { tiles, error: `${d}z is not a tile` };
        tiles.push(d + ch);
      }
      digits = "";
    } else if (ch === "J" || ch === "j") {
      tiles.push("J");
    } else {
      return { tiles, error: `"${ch}" is not MPSZ` };
    }
  }
  if (digits) return { tiles, error: `"${digits}" has no suit letter after it` };
  return { tiles, error: null };
}

/** MPSZ text of `tiles`, each run of one suit written once: 12m5pJ. */
function writeTiles(tiles) {
  let text = "";
  let digits = "";
  let suit = "";
  const flush = () => { if (digits) text += digits + suit; digits = ""; };
  for (const tile of tiles) {
    if (tile === "J") { flush(); text += "J"; suit = ""; continue; }
    if (tile[1] !== suit) { flush(); suit = tile[1]; }
    digits += tile[0];
  }
  flush();
  return text;
}

/** The melds written as `111p,789s,(5555z)`: each one's tiles and whether concealed. */
function readMelds(text) {
  return text.split(",").map((m) => m.trim()).filter(Boolean).map((m) => ({
    concealed: m.startsWith("("),
    tiles: readTiles(m).tiles,
  }));
}

// ---- Tiles drawn as SVG ----

const NUMERALS = "一二三四五六七八九";
const HONOURS = { 1: ["東", "#1d2430"], 2: ["南", "#1d2430"], 3: ["西", "#1d2430"], 4: ["北", "#1d2430"], 6: ["發", "#1f7a3a"], 7: ["中", "#b3261e"] };
const DOTS = {
  1: [[15, 20]],
  2: [[15, 11], [15, 29]],
  3: [[8, 9], [15, 20], [22, 31]],
  4: [[9, 11], [21, 11], [9, 29], [21, 29]],
  5: [[9, 10], [21, 10], [15, 20], [9, 30], [21, 30]],
  6: [[9, 8], [21, 8], [9, 20], [21, 20], [9, 32], [21, 32]],
  7: [[7, 7], [15, 10], [23, 13], [9, 24], [21, 24], [9, 33], [21, 33]],
  8: [[9, 7], [21, 7], [9, 16], [21, 16], [9, 25], [21, 25], [9, 34], [21, 34]],
  9: [[8, 9], [15, 9], [22, 9], [8, 20], [15, 20], [22, 20], [8, 31], [15, 31], [22, 31]],
};
const STICKS = {
  2: [[15, 7], [15, 24]],
  3: [[15, 6], [9, 24], [21, 24]],
  4: [[9, 7], [21, 7], [9, 24], [21, 24]],
  5: [[8, 6], [22, 6], [15, 15.5], [8, 25], [22, 25]],
  6: [[7, 7], [15, 7], [23, 7], [7, 24], [15, 24], [23, 24]],
  7: [[15, 3], [7, 15], [15, 15], [23, 15], [7, 27], [15, 27], [23, 27]],
  8: [[6, 7], [12, 7], [18, 7], [24, 7], [6, 24], [12, 24], [18, 24], [24, 24]],
  9: [[7, 3], [15, 3], [23, 3], [7, 15], [15, 15], [23, 15], [7, 27], [15, 27], [23, 27]],
};
const RED = "#c62828";

function face(tile) {
  if (tile === "J") {
    return '<text x="15" y="24" font-size="17" font-weight="700" fill="#8a5a00" text-anchor="middle">J</text>'
      + '<text x="15" y="34" font-size="6" fill="#8a5a00" text-anchor="middle">joker</text>';
  }
  const rank = Number(tile[0]) || 5;
  const red = tile[0] === "0";
  switch (tile[1]) {
    case "m":
      return `<text x="15" y="17" font-size="13" text-anchor="middle" fill="${red ? RED : "#1d2430"}">${NUMERALS[rank - 1]}</text>`
        + `<text x="15" y="34" font-size="13" text-anchor="middle" fill="#b3261e">萬</text>`;
    case "p": {
      const r = rank === 1 ? 8 : rank >= 8 ? 3.1 : 3.6;
      const colours = ["#1f5fa8", "#1f7a3a", "#b3261e"];
      return DOTS[rank].map(([x, y], i) => {
        const fill = red ? RED : colours[(i + rank) % 3];
        return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${fill}" stroke-width="1.6"/>`
          + `<circle cx="${x}" cy="${y}" r="${r / 2.4}" fill="${fill}"/>`;
      }).join("");
    }
    case "s": {
      if (rank === 1) {
        return '<rect x="13" y="6" width="4" height="26" rx="2" fill="#1f7a3a"/><circle cx="15" cy="7" r="3.5" fill="#b3261e"/>';
      }
      return STICKS[rank].map(([x, y], i) => {
        const centre = (rank === 5 && i === 2) || (rank === 7 && i === 0) || (rank === 9 && i % 3 === 1);
        const fill = red || centre ? RED : "#1f7a3a";
        return `<rect x="${x - 1.6}" y="${y}" width="3.2" height="9.5" rx="1.5" fill="${fill}"/>`;
      }).join("");
    }
    default: {
      if (rank === 5) return '<rect x="7.5" y="9" width="15" height="22" fill="none" stroke="#3358a8" stroke-width="1.6"/>';
      const [glyph, fill] = HONOURS[rank];
      return `<text x="15" y="27" font-size="18" text-anchor="middle" fill="${fill}">${glyph}</text>`;
    }
  }
}

/** A tile as SVG; `asJoker`: a joker playing this tile (a gold badge on it). */
function tileSvg(tile, asJoker = false) {
  const shown = tile ?? "J";
  const back = shown === "J" ? "#fff3c4" : "#fffdf6";
  const badge = asJoker && tile
    ? '<circle cx="25" cy="6" r="4.6" fill="#e0a800"/><text x="25" y="8.3" font-size="6.5" font-weight="700" text-anchor="middle" fill="#fff">J</text>'
    : "";
  const label = asJoker && tile ? `joker as ${tile}` : shown;
  return `<svg class="tile" viewBox="0 0 30 40" role="img" aria-label="${label}" data-tile="${shown}">`
    + `<rect x="1" y="1" width="28" height="38" rx="4" fill="${back}" stroke="${asJoker ? "#e0a800" : "#b9b3a3"}" stroke-width="${asJoker ? 1.6 : 1}"/>`
    + `<rect x="2" y="36" width="26" height="2.5" rx="1" fill="#e4dfd0"/>`
    + face(shown) + badge + "</svg>";
}

const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));

/** Tiles in a row, each with a count under it where `counts` gives one. */
function tileRow(tiles, counts = null, exhausted = []) {
  return '<div class="tiles">' + tiles.map((t) => {
    const count = counts ? `<span>${counts[t] ?? 0}</span>` : "";
    const gone = exhausted.includes(t) ? " exhausted" : "";
    return `<span class="tile-with-count${gone}">${tileSvg(t)}${count}</span>`;
  }).join("") + "</div>";
}

// ---- State: the inputs, kept in the address's #fragment ----

const $ = (id) => document.getElementById(id);
// The situation's fields, as the server lists them (GET /v1/situation, hupai's one
// list): name -> [label, control, the scorings that count it, what it means].
const SITUATION = {};
const CONTROLS = { flag: "bool", wind: "wind", declaration: "riichi", count: "number" };

async function fillSituation() {
  const listed = await api("/v1/situation");
  for (const field of listed.ok ? listed.json.fields : []) {
    const control = CONTROLS[field.kind] ?? "text";
    SITUATION[field.name] = [field.name.replaceAll("_", " "), control, field.counted_by.join(" "), field.doc];
  }
}

const state = {
  hand: "", melds: "", seen: "", jokers: "", rules: "standard", custom: "", situation: {},
};
let scoringKind = "none";
let builtins = [];

function saveState() {
  const params = new URLSearchParams();
  for (const [key, name] of [["hand", "h"], ["melds", "m"], ["seen", "s"], ["jokers", "j"], ["rules", "r"], ["custom", "t"]]) {
    if (state[key]) params.set(name, state[key]);
  }
  for (const [key, value] of Object.entries(state.situation)) {
    if (value !== "" && value !== false && value !== undefined) params.set("x." + key, value);
  }
  history.replaceState(null, "", "#" + params.toString());
}

function loadState() {
  const params = new URLSearchParams(location.hash.slice(1));
  state.hand = params.get("h") ?? (location.hash ? "" : "1112345678999m");
  state.melds = params.get("m") ?? "";
  state.seen = params.get("s") ?? "";
  state.jokers = params.get("j") ?? "";
  state.rules = params.get("r") ?? "standard";
  state.custom = params.get("t") ?? "";
  state.situation = {};
  for (const [key, value] of params) {
    if (!key.startsWith("x.") || !(key.slice(2) in SITUATION)) continue;
    const type = SITUATION[key.slice(2)][1];
    state.situation[key.slice(2)] = type === "bool" ? value === "true" : type === "number" ? Number(value) : value;
  }
}

// ---- The API ----

async function api(path, body) {
  const response = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let json = null;
  try { json = await response.json(); } catch (_) { json = { error: { message: `HTTP ${response.status}` } }; }
  return { ok: response.ok, status: response.status, json };
}

/** The engine fields of every request: the rules, joker kinds and melds. */
function engineFields() {
  const fields = {};
  if (state.custom) fields.rules_toml = state.custom; else fields.rules = state.rules;
  const jokers = readTiles(state.jokers).tiles.filter((t) => t !== "J");
  if (jokers.length) fields.joker_tiles = jokers;
  if (state.melds.trim()) fields.melds = state.melds.trim();
  return fields;
}

// ---- Rendering the answers ----

function setStatus(text, kind = "") {
  const status = $("status");
  status.textContent = text;
  status.className = "status " + kind;
}

function renderShanten(answer, size) {
  const forms = Object.entries(answer.by_form).filter(([, n]) => n !== null);
  // A complete-sized hand (3n+2) at 0 still has to discard before it waits.
  const waiting = size % 3 === 2 ? "waiting after the right discard (tenpai)" : "waiting (tenpai)";
  const reached = answer.shanten === -1 ? "win" : answer.shanten === 0 ? waiting : `${answer.shanten}-shanten`;
  $("shanten").innerHTML = `<h2>Shanten: ${escapeHtml(reached)}</h2><table><tr>${forms.map(([f]) => `<th>${escapeHtml(f.replaceAll("_", " "))}</th>`).join("")}</tr>`
    + `<tr>${forms.map(([, n]) => `<td>${n}</td>`).join("")}</tr></table>`;
}

function renderWaits(answer) {
  $("waits").innerHTML = answer.waits.length
    ? `<h2>Waits (${answer.waits.length})</h2>` + tileRow(answer.waits, null, answer.exhausted)
    : "<h2>Waits</h2><p>Not waiting.</p>";
}

function renderAccepted(answer) {
  const kinds = answer.accepted.length === 1 ? "1 kind" : `${answer.accepted.length} kinds`;
  $("hints").innerHTML = `<h2>Accepted tiles: ${kinds}, ${answer.live} live</h2>`
    + tileRow(answer.accepted, answer.live_by_tile);
}

function renderDiscards(answer) {
  const rows = answer.discards.map((d) => `<tr><td>${tileSvg(d.discard === "J" ? "J" : d.discard)}</td>`
    + `<td>${d.shanten}</td><td>${d.live}</td><td>${tileRow(d.accepted, d.live_by_tile)}</td></tr>`).join("");
  $("hints").innerHTML = `<h2>Discard advice, best first</h2><table class="discards"><tr><th>discard</th><th>shanten</th><th>live</th><th>then accepts</th></tr>${rows}</table>`;
}

/** One group of a decomposition: its tiles, those played by jokers badged. */
function groupSvg(group) {
  const jokers = [...group.jokers];
  return '<span class="group">' + group.tiles.map((tile) => {
    const at = jokers.indexOf(tile);
    if (at >= 0) jokers.splice(at, 1);
    return tileSvg(tile, at >= 0 || tile === null);
  }).join("") + "</span>";
}

function renderDecompositions(answer) {
  if (!answer.win) { $("decompositions").innerHTML = ""; return; }
  const shown = answer.decompositions.slice(0, 24).map((d) => {
    const groups = [...d.melds, ...d.pairs, ...d.singles].map(groupSvg).join("");
    return `<div class="split"><span class="form">${escapeHtml(d.form.replaceAll("_", " "))}</span>${groups}</div>`;
  }).join("");
  const more = answer.decompositions.length > 24 ? `<p class="hint">and ${answer.decompositions.length - 24} more</p>` : "";
  $("decompositions").innerHTML = `<h2>How it splits (${answer.decompositions.length})</h2>${shown}${more}`;
}

function renderScore(answer) {
  let html = "";
  if (answer.waits) {
    // Waits worth the same are one row, their tiles together (a 红中 hand with two
    // jokers waits on 28 kinds, each worth as much).
    const groups = new Map();
    for (const w of answer.waits) {
      const worth = [w.ron ? w.ron_points : "no win", w.tsumo ? w.tsumo_points : "no win"];
      const key = worth.join("|");
      if (!groups.has(key)) groups.set(key, { worth, tiles: [] });
      groups.get(key).tiles.push(w.tile);
    }
    const rows = [...groups.values()].map((g) => `<tr><td>${tileRow(g.tiles)}</td><td>${g.worth[0]}</td><td>${g.worth[1]}</td></tr>`).join("");
    html = rows ? `<table><tr><th>waits</th><th>ron</th><th>tsumo</th></tr>${rows}</table>` : "<p>Not waiting.</p>";
  } else if (answer.has_yaku !== undefined) {
    const yaku = answer.yaku.map((y) => `<li>${escapeHtml(y.name)} ${escapeHtml(y.japanese)}: ${y.yakuman ? "yakuman" : y.han + " han"}</li>`).join("");
    const p = answer.payment;
    const paid = p.ron ? `ron ${p.ron}` : p.dealer ? `tsumo ${p.non_dealer}/${p.dealer}` : `tsumo ${p.non_dealer} all`;
    html = answer.has_yaku
      ? `<p class="total">${answer.yakuman ? answer.limit : `${answer.han} han ${answer.fu} fu`}${answer.limit && !answer.yakuman ? " " + answer.limit : ""}: ${paid}, total ${p.total}</p>`
        + `<ul>${yaku}</ul><p>dora ${answer.dora}, ura ${answer.ura_dora}, red fives ${answer.red_fives}; wait: ${escapeHtml(answer.wait)}</p>`
      : `<p class="total">No yaku: no win (dora ${answer.dora + answer.red_fives})</p>`;
    html += `<p class="hint">Reading: ${escapeHtml(answer.split)}</p>`;
  } else {
    const fans = answer.fans.map((f) => {
      const name = f.english ? `${f.name} (${f.english})` : f.name;
      const times = f.count ?? f.times;
      return `<li>${escapeHtml(name)}: ${f.value}${times > 1 ? " ×" + times : ""}</li>`;
    }).join("");
    const total = answer.points !== undefined ? `${answer.points} points (fans ${answer.total})` : `${answer.total} fans`;
    html = `<p class="total">${total}: ${answer.legal ? "a win" : `under the minimum ${answer.minimum}, no win`}</p><ul>${fans}</ul>`
      + (answer.stand_ins?.length ? `<p>Jokers as ${tileRow(answer.stand_ins)}</p>` : "")
      + `<p class="hint">Reading: ${escapeHtml(answer.reading)}</p>`;
  }
  $("score").innerHTML = `<div class="score">${html}${scoredBy()}</div>`;
}

/** Which rules and which scoring answered. */
function scoredBy() {
  const rules = state.custom ? "the rules edited here" : `the rules "${state.rules}"`;
  return `<p class="hint">Scored by ${escapeHtml(scoringKind)} scoring under ${escapeHtml(rules)}.</p>`;
}

/** A score the API refused: the situation (in red: something to fix), or a hand that
 * is not a scored win yet (no win, not 14 tiles with its melds: said plainly). */
function renderScoreRefused(error) {
  const bad = error.field === "situation";
  const said = bad ? escapeHtml(error.message) : `Not scored: ${escapeHtml(error.message)}.`;
  $("score").innerHTML = `<p class="${bad ? "status bad" : "hint"}">${said}</p>${scoredBy()}`;
}

function clearAnswers() {
  for (const id of ["shanten", "waits", "hints", "decompositions", "score"]) $(id).innerHTML = "";
}

// ---- Asking ----

let asked = 0;

async function refresh() {
  const ticket = ++asked;
  saveState();
  renderHand();
  const hand = readTiles(state.hand);
  const melds = readMelds(state.melds);
  const size = hand.tiles.length + 3 * melds.length;
  $("scoring").hidden = scoringKind === "none";
  if (hand.error) { clearAnswers(); setStatus("Hand: " + hand.error, "bad"); return; }
  if (!hand.tiles.length) { clearAnswers(); setStatus("Click tiles below, or type them, to make a hand."); return; }
  if (size % 3 === 0) { clearAnswers(); setStatus(`${size} tiles: a hand has 3n+1 (waiting) or 3n+2 (complete) tiles.`, "bad"); return; }
  const base = { ...engineFields(), hand: state.hand };
  const questions = [api("/v1/shanten", base), api("/v1/hint", { ...base, seen: state.seen })];
  questions.push(size % 3 === 2 ? api("/v1/check", base) : api("/v1/waits", base));
  if (size % 3 === 2) questions.push(api("/v1/decompose", base));
  const answers = await Promise.all(questions);
  let score = null;
  if (scoringKind !== "none") score = await api("/v1/score", { ...base, situation: situation() });
  if (ticket !== asked) return;
  const failed = answers.find((a) => !a.ok);
  if (failed) { clearAnswers(); setStatus(failed.json.error.message, "bad"); return; }
  const [shanten, hint, third, split] = answers.map((a) => a.json);
  renderShanten(shanten, size);
  if (size % 3 === 2) {
    setStatus(third.win ? `Win: ${third.forms.map((f) => f.replaceAll("_", " ")).join(", ")}` : "No win", third.win ? "win" : "");
    $("waits").innerHTML = "";
    renderDiscards(hint);
    renderDecompositions(split);
  } else {
    setStatus(third.waits.length ? `Waiting on ${third.waits.length} ${third.waits.length === 1 ? "kind" : "kinds"}` : "Not waiting", third.waits.length ? "win" : "");
    renderWaits(third);
    renderAccepted(hint);
    $("decompositions").innerHTML = "";
  }
  if (score) {
    if (score.ok) renderScore(score.json);
    else renderScoreRefused(score.json.error);
  }
}

let pending = null;
function refreshSoon() {
  clearTimeout(pending);
  pending = setTimeout(refresh, 120);
}

/** The situation as the API takes it: the controls of this scoring that are set. */
function situation() {
  const chosen = {};
  for (const [key, value] of Object.entries(state.situation)) {
    if (!SITUATION[key][2].split(" ").includes(scoringKind)) continue;
    if (value === "" || value === false || value === undefined) continue;
    chosen[key] = value;
  }
  return chosen;
}

// ---- Inputs ----

function renderHand() {
  const hand = readTiles(state.hand).tiles;
  $("hand-tiles").innerHTML = hand.map((t, i) => `<button type="button" class="tile-button" data-index="${i}" title="take ${t} out">${tileSvg(t)}</button>`).join("");
  $("meld-tiles").innerHTML = readMelds(state.melds).map((m) => `<span class="group" title="${m.concealed ? "concealed kong" : "exposed meld"}">${m.tiles.map((t) => tileSvg(t)).join("")}</span>`).join("");
  for (const id of ["hand", "melds", "seen", "jokers"]) {
    if (document.activeElement !== $(id)) $(id).value = state[id];
  }
}

function target() {
  return document.querySelector('input[name="target"]:checked').value;
}

/** Adds `tile` where the palette adds. */
function add(tile) {
  const where = target();
  if (where === "melds") {
    const groups = state.melds.split(",");
    const last = groups.pop() ?? "";
    const concealed = last.trim().startsWith("(");
    const tiles = [...readTiles(last).tiles, tile];
    groups.push(concealed ? `(${writeTiles(tiles)})` : writeTiles(tiles));
    state.melds = groups.join(",");
  } else {
    state[where] = writeTiles([...readTiles(state[where]).tiles, tile]);
  }
  refreshSoon();
}

/** Takes the last tile out of where the palette adds. */
function takeLast() {
  const where = target();
  if (where === "melds") {
    const groups = state.melds.split(",");
    const tiles = readTiles(groups.pop() ?? "").tiles;
    tiles.pop();
    if (tiles.length) groups.push(writeTiles(tiles));
    state.melds = groups.join(",");
  } else {
    const tiles = readTiles(state[where]).tiles;
    tiles.pop();
    state[where] = writeTiles(tiles);
  }
  refreshSoon();
}

function buildPalette() {
  const rows = [];
  for (const suit of "mps") {
    for (let rank = 1; rank <= 9; rank++) rows.push(rank + suit);
    rows.push("0" + suit);
  }
  for (let rank = 1; rank <= 7; rank++) rows.push(rank + "z");
  rows.push("J");
  $("palette").innerHTML = rows.map((t) => `<button type="button" class="tile-button" data-tile="${t}" title="${t === "J" ? "joker" : t[0] === "0" ? "red " + t[1] : t}">${tileSvg(t)}</button>`).join("");
}

function buildSituation() {
  const form = $("situation");
  form.innerHTML = "";
  for (const [key, [label, type, kinds, doc]] of Object.entries(SITUATION)) {
    if (!kinds.split(" ").includes(scoringKind)) continue;
    const value = state.situation[key];
    let input;
    if (type === "bool") {
      input = `<input type="checkbox" name="${key}" ${value ? "checked" : ""}>`;
    } else if (type === "wind" || type === "riichi") {
      const options = type === "wind" ? ["east", "south", "west", "north"] : ["none", "riichi", "double"];
      input = `<select name="${key}">${options.map((o) => `<option ${value === o ? "selected" : ""}>${o}</option>`).join("")}</select>`;
    } else {
      const kind = type === "number" ? 'type="number" min="0" max="255"' : 'type="text"';
      input = `<input ${kind} name="${key}" value="${escapeHtml(value ?? "")}">`;
    }
    form.insertAdjacentHTML("beforeend", `<label title="${escapeHtml(doc)}">${type === "bool" ? input + escapeHtml(label) : escapeHtml(label) + " " + input}</label>`);
  }
}

async function chooseRules() {
  if (state.custom) {
    const checked = await api("/v1/rules/check", { rules_toml: state.custom });
    scoringKind = checked.json.valid ? checked.json.scoring : "none";
  } else {
    const info = await api(`/v1/rules/${encodeURIComponent(state.rules)}`);
    scoringKind = info.ok ? info.json.scoring : "none";
  }
  buildSituation();
  refresh();
}

async function fillRules() {
  const list = await api("/v1/rules");
  builtins = list.json.builtin;
  const option = (name) => `<option value="${escapeHtml(name)}">${escapeHtml(name)}</option>`;
  let html = builtins.map(option).join("");
  if (list.json.loaded.length) html += `<optgroup label="loaded">${list.json.loaded.map(option).join("")}</optgroup>`;
  html += '<option value="">custom (edited)</option>';
  $("rules").innerHTML = html;
  $("rules").value = state.custom ? "" : state.rules;
}

// The rules editor: checked as you type, its error marked at its line.
let checking = null;
function markLine(line) {
  const count = $("rules-text").value.split("\n").length;
  $("gutter").innerHTML = Array.from({ length: count }, (_, i) => `<span${i + 1 === line ? ' class="error-line"' : ""}>${i + 1}</span>`).join("\n");
}

async function checkRules() {
  const text = $("rules-text").value;
  const checked = await api("/v1/rules/check", { rules_toml: text });
  if (text !== $("rules-text").value) return;
  const status = $("rules-status");
  if (checked.json.valid) {
    status.textContent = `Rules "${checked.json.name}" read: the answers follow them.`;
    status.className = "good";
    markLine(0);
    state.custom = text;
    $("rules").value = "";
    scoringKind = checked.json.scoring;
    buildSituation();
    refresh();
  } else {
    const error = checked.json.error ?? { message: `HTTP ${checked.status}` };
    // The message names its line where the TOML reader placed it; else it is added.
    const placed = !error.line || error.message.includes(`line ${error.line}`);
    const where = placed ? "" : `line ${error.line}, column ${error.column}: `;
    status.textContent = where + error.message + " — the answers below still follow the last rules that read.";
    status.className = "bad";
    markLine(error.line ?? 0);
  }
}

async function openEditor() {
  const editor = $("editor");
  editor.hidden = !editor.hidden;
  $("edit-rules").setAttribute("aria-expanded", String(!editor.hidden));
  if (editor.hidden) return;
  if (!state.custom) {
    const info = await api(`/v1/rules/${encodeURIComponent(state.rules)}`);
    $("rules-text").value = info.ok ? info.json.toml : "";
  } else {
    $("rules-text").value = state.custom;
  }
  markLine(0);
  $("rules-status").textContent = "";
}

function wire() {
  $("palette").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-tile]");
    if (button) add(button.dataset.tile);
  });
  $("hand-tiles").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-index]");
    if (!button) return;
    const tiles = readTiles(state.hand).tiles;
    tiles.splice(Number(button.dataset.index), 1);
    state.hand = writeTiles(tiles);
    refreshSoon();
  });
  for (const id of ["hand", "melds", "seen", "jokers"]) {
    $(id).addEventListener("input", () => { state[id] = $(id).value; refreshSoon(); });
  }
  $("rules").addEventListener("change", () => {
    if ($("rules").value === "") {
      if (!state.custom) $("edit-rules").click();
      return;
    }
    state.rules = $("rules").value;
    state.custom = "";
    $("editor").hidden = true;
    chooseRules();
  });
  $("edit-rules").addEventListener("click", openEditor);
  $("rules-text").addEventListener("input", () => {
    markLine(0);
    clearTimeout(checking);
    checking = setTimeout(checkRules, 250);
  });
  $("situation").addEventListener("input", (event) => {
    const input = event.target;
    const type = SITUATION[input.name][1];
    state.situation[input.name] = type === "bool" ? input.checked : type === "number" ? Number(input.value) : input.value;
    refreshSoon();
  });
  $("new-meld").addEventListener("click", () => {
    document.querySelector('input[name="target"][value="melds"]').checked = true;
    if (state.melds.trim() && !state.melds.endsWith(",")) state.melds += ",";
    renderHand();
  });
  $("clear").addEventListener("click", () => {
    state[target()] = "";
    refreshSoon();
  });
  $("share").addEventListener("click", async () => {
    saveState();
    try { await navigator.clipboard.writeText(location.href); $("share").textContent = "Link copied"; } catch (_) { $("share").textContent = "Link in the address bar"; }
    setTimeout(() => { $("share").textContent = "Copy link"; }, 1500);
  });
  // Typing anywhere but a text field adds tiles: digits, then a suit letter.
  let digits = "";
  document.addEventListener("keydown", (event) => {
    if (event.target.closest("input, textarea, select") || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (/^[0-9]$/.test(key)) { digits += key; event.preventDefault(); return; }
    if (SUITS.includes(key.toLowerCase()) && digits) {
      for (const d of digits) add(d + key.toLowerCase());
      digits = "";
      event.preventDefault();
    } else if (key === "j" || key === "J") {
      add("J");
      event.preventDefault();
    } else if (key === "Backspace") {
      if (digits) digits = digits.slice(0, -1); else takeLast();
      event.preventDefault();
    } else if (key === "Escape") {
      digits = "";
    }
  });
  window.addEventListener("hashchange", async () => {
    loadState();
    await fillRules();
    chooseRules();
  });
}

async function start() {
  await fillSituation();
  loadState();
  buildPalette();
  wire();
  await fillRules();
  await chooseRules();
}

start();
