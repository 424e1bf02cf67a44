// The playground page end to end, as a person uses it: `hupai serve` on a loopback
// port, Debian's Chromium driven by playwright-core. A hand clicked together and its
// waits, the keyboard, the rule set changed, a broken rules file's error at its line,
// a score with its situation, a shared link opened, a phone's width. Screenshots go
// to target/browser/ and are checked not blank; HUPAI_UPDATE_PICTURE=1 makes the
// README's picture (docs/playground.png) from the scored hand's.
//
// Run: `npm ci && npm test` here, after `cargo build` (HUPAI_BIN names another
// `hupai`; CHROMIUM another browser).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../../../..");
const shots = join(root, "target/browser");
const binary = process.env.HUPAI_BIN ?? join(root, "target/debug/hupai");

let server;
let base;
let browser;

before(async () => {
  mkdirSync(shots, { recursive: true });
  server = spawn(binary, ["serve", "--addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise((ok, fail) => {
    createInterface({ input: server.stdout }).once("line", ok);
    server.once("exit", (code) => fail(new Error(`hupai serve exited with ${code}`)));
  });
  base = line.match(/http:\/\/[^/]+\//)[0];
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking"],
  });
});

after(async () => {
  await browser?.close();
  server?.kill("SIGTERM");
});

/** A fresh page at `width`, failing the test on any script error. */
async function open(path = "", width = 1100) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.errors = errors;
  page.setDefaultTimeout(10000);
  await page.goto(base + path);
  await page.waitForSelector("#rules option", { state: "attached" });
  return page;
}

/** Waits until the status line says `text` (a string it contains, or a pattern). */
async function statusSays(page, text) {
  await page.waitForFunction(
    ([wanted, isPattern]) => {
      const status = document.getElementById("status").textContent;
      return isPattern ? new RegExp(wanted).test(status) : status.includes(wanted);
    },
    [text instanceof RegExp ? text.source : text, text instanceof RegExp],
  );
}

/** A screenshot, saved and checked not blank: tiles drawn, and a picture with detail. */
async function screenshot(page, name) {
  const tiles = await page.locator("svg.tile").count();
  assert.ok(tiles > 10, `${name}: tiles drawn (${tiles})`);
  const png = await page.screenshot({ fullPage: true });
  writeFileSync(join(shots, name + ".png"), png);
  // A blank page's PNG is a few kilobytes; drawn tiles and text make tens.
  assert.ok(png.length > 20000, `${name}: ${png.length} bytes is a blank picture`);
  return png;
}

const tilesOf = (page, id) => page.locator(`#${id} svg.tile`).evaluateAll((all) => all.map((s) => s.dataset.tile));

test("a hand clicked together shows its waits, and the text follows", async () => {
  const page = await open("#h=");
  await statusSays(page, "Click tiles");
  for (const tile of ["1m", "1m", "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "9m", "9m"]) {
    await page.click(`#palette button[data-tile="${tile}"]`);
  }
  await statusSays(page, "Waiting on 9 kinds");
  assert.equal(await page.inputValue("#hand"), "1112345678999m");
  assert.deepEqual(await tilesOf(page, "waits"), ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]);
  // Accepted tiles with live counts; `seen` takes copies out of the count.
  await page.fill("#seen", "55m");
  await page.waitForFunction(() => document.getElementById("hints").textContent.includes("21 live"));
  await screenshot(page, "waits");
  // Text typed in: the tiles follow. A tile clicked in the hand goes out.
  await page.fill("#hand", "123m456p789s1122z");
  await statusSays(page, "Waiting on 2 kinds");
  assert.deepEqual(await tilesOf(page, "hand-tiles"), ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "1z", "2z", "2z"]);
  await page.click('#hand-tiles button[data-index="0"]');
  await page.waitForFunction(() => document.getElementById("hand").value === "23m456p789s1122z");
  assert.deepEqual(page.errors, []);
});

test("the keyboard adds and takes out tiles", async () => {
  const page = await open("#h=123m456p789s1122z");
  await statusSays(page, "Waiting on 2 kinds");
  await page.click("h1");
  await page.keyboard.type("2z");
  await statusSays(page, "Win: standard");
  await page.keyboard.press("Backspace");
  await statusSays(page, "Waiting on 2 kinds");
  await page.keyboard.type("j");
  await statusSays(page, "Win");
  assert.equal(await page.inputValue("#hand"), "123m456p789s1122zJ");
});

test("another rule set answers differently, a joker's stand-in drawn as its tile", async () => {
  const page = await open("#h=1133m5577p99s116z");
  await statusSays(page, "Waiting");
  const sevenPairs = await page.locator("#shanten").textContent();
  assert.ok(sevenPairs.includes("seven pairs"), sevenPairs);
  await page.selectOption("#rules", "sichuan");
  await statusSays(page, /not in play|not waiting|Waiting/i);
  await page.selectOption("#rules", "hongzhong");
  await page.fill("#hand", "123mJJJ11p");
  await statusSays(page, "Win: standard");
  const stand = await page.locator('#decompositions svg[aria-label^="joker as"]').count();
  assert.ok(stand > 0, "jokers drawn as the tiles they play");
  await screenshot(page, "jokers");
  assert.deepEqual(page.errors, []);
});

test("a broken rules file shows its error at its line, a fixed one is followed", async () => {
  const page = await open("#h=1133m5577p99s116z&r=standard");
  await statusSays(page, "Waiting");
  await page.click("#edit-rules");
  await page.waitForFunction(() => document.getElementById("rules-text").value.includes("seven_pairs"));
  await page.fill("#rules-text", 'name = "mine"\nseven_pairs = "of"\n');
  await page.waitForFunction(() => document.getElementById("rules-status").textContent.includes("line 2, column 15"));
  assert.equal(await page.locator("#gutter .error-line").textContent(), "2");
  await screenshot(page, "rules-error");
  await page.fill("#rules-text", 'name = "mine"\nseven_pairs = "off"\n');
  await page.waitForFunction(() => document.getElementById("rules-status").textContent.includes('"mine" read'));
  await page.waitForFunction(() => !document.getElementById("shanten").textContent.includes("seven pairs"));
  assert.equal(await page.inputValue("#rules"), "");
  assert.ok(page.url().includes("t="), "the edited rules are in the link");
  assert.deepEqual(page.errors, []);
});

test("a win is scored with its situation, red fives in a called meld counted", async () => {
  const page = await open("#h=234m406p678s88s&m=055m&r=riichi");
  await statusSays(page, "Win: standard");
  await page.waitForFunction(() => document.getElementById("score").textContent.includes("han"));
  const ron = await page.locator("#score").textContent();
  assert.ok(ron.includes("red fives 2"), ron);
  await page.check('#situation input[name="tsumo"]');
  await page.waitForFunction(() => document.getElementById("score").textContent.includes("tsumo"));
  await page.fill('#situation input[name="dora"]', "4m");
  await page.waitForFunction(() => document.getElementById("score").textContent.includes("dora 3"));
  const png = await screenshot(page, "score");
  if (process.env.HUPAI_UPDATE_PICTURE === "1") writeFileSync(join(root, "docs/playground.png"), png);
  // 国标's own controls.
  await page.selectOption("#rules", "guobiao");
  await page.waitForSelector('#situation input[name="flowers"]');
  await page.fill("#melds", "");
  await page.fill("#hand", "123m456p789s11z222z");
  await page.waitForFunction(() => document.getElementById("score").textContent.includes("fans"));
  assert.deepEqual(page.errors, []);
});

test("what a player expects: no win is no error, equal waits are one row, the rules named", async () => {
  // A 14-tile hand that does not win: said plainly, not in red; it must still discard.
  const page = await open("#h=123m456p789s11z235s&r=riichi");
  await statusSays(page, "No win");
  await page.waitForFunction(() => document.getElementById("score").textContent.includes("Not scored"));
  assert.equal(await page.locator("#score .bad").count(), 0);
  assert.ok((await page.locator("#score").textContent()).includes('under the rules "riichi"'));
  assert.ok((await page.locator("#shanten h2").textContent()).includes("after the right discard"));
  // A 红中 hand with two jokers waits on every kind, each worth the same: one row.
  await page.selectOption("#rules", "hongzhong");
  await page.fill("#hand", "123m456p789s11pJJ");
  await page.waitForFunction(() => document.querySelectorAll("#score tr").length > 1);
  assert.equal(await page.locator("#score tr").count(), 2, "a header and one row of waits");
  // A situation the rules refuse is the one thing in red.
  await page.selectOption("#rules", "riichi");
  await page.fill("#hand", "123m456p789s11122z");
  await page.waitForSelector('#situation input[name="ippatsu"]');
  await page.check('#situation input[name="ippatsu"]');
  await page.waitForFunction(() => document.querySelector("#score .bad")?.textContent.includes("ippatsu"));
  assert.deepEqual(page.errors, []);
});

test("a shared link opens the same hand, rules and situation", async () => {
  const page = await open("#h=");
  await page.selectOption("#rules", "riichi");
  await page.fill("#hand", "123m456p789s1122z");
  await statusSays(page, "Waiting on 2 kinds");
  await page.check('#situation input[name="tsumo"]');
  await page.waitForFunction(() => location.hash.includes("x.tsumo=true"));
  const link = page.url();
  const shared = await open(link.slice(base.length));
  await statusSays(shared, "Waiting on 2 kinds");
  assert.equal(await shared.inputValue("#rules"), "riichi");
  assert.ok(await shared.isChecked('#situation input[name="tsumo"]'));
  assert.deepEqual(await tilesOf(shared, "waits"), ["1z", "2z"]);
  assert.deepEqual(shared.errors, []);
});

test("a phone's width: nothing wider than the screen", async () => {
  const page = await open("#h=1112345678999m1z", 360);
  await statusSays(page, "No win");
  const widest = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(widest <= 360, `the page is ${widest} px wide`);
  await screenshot(page, "phone");
});
