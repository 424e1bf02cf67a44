// The addon's surface: errors for every kind of bad argument, seeded random
// arguments, batches against single calls, kept hands, the ES module, and the type
// declarations against what the addon exports.
'use strict'
const { test } = require('node:test')
const assert = require('node:assert')
const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const hupai = require('..')

const standard = new hupai.Engine()
const code = (f) => {
  try {
    f()
  } catch (error) {
    assert.ok(error instanceof Error)
    return error.code
  }
  return 'no error'
}

test('errors carry a code and the library message', () => {
  assert.strictEqual(code(() => new hupai.Engine('no-such-rules')), 'HUPAI_BAD_RULES')
  assert.strictEqual(code(() => hupai.Engine.fromRules('tiles = 7')), 'HUPAI_BAD_RULES')
  assert.strictEqual(code(() => hupai.Engine.fromRulesFile('no/such.toml')), 'HUPAI_BAD_RULES')
  assert.strictEqual(code(() => hupai.Engine.fromTableFile('no/such.hupai')), 'HUPAI_BAD_TABLES')
  assert.strictEqual(code(() => hupai.Engine.fromTableBytes(new Uint8Array(3))), 'HUPAI_BAD_TABLES')
  for (const text of ['', '11111m', '123x', 'm', '123456789m123456789p', '1m\0', '\u{1F004}']) {
    assert.strictEqual(code(() => standard.check(text)), 'HUPAI_BAD_HAND', JSON.stringify(text))
  }
  assert.throws(() => standard.check('123m'), /3 tiles: a winning hand holds 3n\+2 tiles/)
  const counts = new Array(34).fill(0)
  counts[0] = 2
  assert.strictEqual(standard.isWin(counts), true)
  assert.strictEqual(standard.isWin(Uint8Array.from(counts)), true)
  assert.strictEqual(code(() => standard.isWin(counts, 300)), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => standard.isWin('11m', 1)), 'HUPAI_BAD_ARGUMENT')
  for (const bad of [-1, 1.5, 256, NaN, Infinity]) {
    counts[0] = bad
    assert.strictEqual(code(() => standard.isWin(counts)), 'HUPAI_BAD_ARGUMENT', String(bad))
  }
  counts[0] = 5
  assert.strictEqual(code(() => standard.isWin(counts)), 'HUPAI_BAD_HAND')
  assert.strictEqual(code(() => standard.isWin(new Uint8Array(33))), 'HUPAI_BAD_ARGUMENT')
  // Wrong types: napi's own argument errors, never a crash.
  for (const wrong of [undefined, null, 7, {}, true, [[1]], ['x']]) {
    assert.notStrictEqual(code(() => standard.check(wrong)), 'no error', String(wrong))
  }
  assert.notStrictEqual(code(() => new hupai.Engine(7)), 'no error')
  assert.strictEqual(code(() => standard.withMelds('12m')), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => standard.withJokerKinds(['8x'])), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => new hupai.Engine('sichuan').withJokerKinds(['7z'])), 'HUPAI_BAD_RULES')
  assert.strictEqual(code(() => standard.isWinBatch(new Uint8Array(35))), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => standard.isWinBatch(new Uint8Array(68), new Uint8Array(1))), 'HUPAI_BAD_ARGUMENT')
})

test('seeded random arguments answer or throw a typed error', () => {
  let seed = 2026
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  const alphabet = '0123456789mpszJ ,'
  const engines = [standard, new hupai.Engine('hongzhong')]
  for (let i = 0; i < 5000; i++) {
    let text = ''
    for (let j = random(24); j > 0; j--) text += alphabet[random(alphabet.length)]
    const counts = Array.from({ length: 34 }, () => (random(8) === 0 ? random(7) : 0))
    for (const engine of engines) {
      for (const ask of ['check', 'waits', 'shanten', 'discardMasks', 'isWin']) {
        for (const hand of [text, counts, Uint8Array.from(counts)]) {
          const got = code(() => engine[ask](hand))
          assert.ok(['no error', 'HUPAI_BAD_HAND'].includes(got), `${ask} ${JSON.stringify(hand)}: ${got}`)
        }
      }
      const melds = code(() => engine.withMelds(text))
      assert.ok(['no error', 'HUPAI_BAD_ARGUMENT', 'HUPAI_BAD_RULES'].includes(melds), `${text}: ${melds}`)
    }
  }
})

test('batches equal single calls', () => {
  const hands = ['23m11z', '1m', 'JJJJ', '1112345678999m', '11m', '123m', '11m22p']
  const counts = new Uint8Array(34 * hands.length)
  const jokers = new Uint8Array(hands.length)
  hands.forEach((hand, i) => {
    for (const [, digits, suit] of hand.matchAll(/(\d+)([mpsz])/g)) {
      for (const d of digits) counts[34 * i + 9 * 'mpsz'.indexOf(suit) + Number(d) - 1]++
    }
    jokers[i] = (hand.match(/J/g) || []).length
  })
  counts[34 * 5 + 8] = 5 // no hand at all
  for (const parallel of [false, true]) {
    const wins = standard.isWinBatch(counts, jokers, parallel)
    const shanten = standard.shantenBatch(counts, jokers, parallel)
    const waits = standard.waitsBatch(counts, jokers, parallel)
    hands.forEach((_, i) => {
      const row = counts.slice(34 * i, 34 * i + 34)
      assert.strictEqual(wins[i] === 1, code(() => standard.isWin(row, jokers[i])) === 'no error' && standard.isWin(row, jokers[i]))
      const single = code(() => standard.shanten(row, jokers[i])) === 'no error' ? standard.shanten(row, jokers[i]) : 127
      assert.strictEqual(shanten[i], single)
      const singleWaits = code(() => standard.waits(row, jokers[i])) === 'no error' ? standard.waits(row, jokers[i]).waits : []
      assert.deepStrictEqual(hupai.tilesOf(waits[i]), singleWaits)
    })
  }
  assert.deepStrictEqual(hupai.tilesOf(standard.waitsBatch(counts, jokers)[0]), ['1m', '4m'])
})

test('kept hands', () => {
  const live = new hupai.LiveHand('1112345678999m')
  assert.strictEqual(standard.waitsLive(live).length, 9)
  live.draw('5m')
  assert.ok(standard.isWinLive(live))
  assert.deepStrictEqual(standard.checkLive(live), ['standard'])
  assert.strictEqual(code(() => live.discard('1p')), 'HUPAI_BAD_HAND')
  assert.strictEqual(code(() => live.draw('9x')), 'HUPAI_BAD_ARGUMENT')
  live.draw('J')
  live.discard('J')
  assert.strictEqual(live.hand(), '11123455678999m')
})

test('the ES module exports the same', async () => {
  const esm = await import('../index.mjs')
  assert.strictEqual(esm.Engine, hupai.Engine)
  assert.strictEqual(esm.default.version(), hupai.version())
})

test('index.d.ts declares what the addon exports', () => {
  const types = readFileSync(join(__dirname, '..', 'index.d.ts'), 'utf8')
  for (const name of Object.keys(hupai)) assert.match(types, new RegExp(`(class|function) ${name}\\b`), name)
  const declared = [...types.matchAll(/^ {2}(?:static |get )?(\w+)\(/gm)].map((m) => m[1]).filter((n) => n !== 'constructor')
  for (const name of declared) {
    const owner = typeof hupai.Engine[name] === 'function' || name in hupai.Engine.prototype || name in hupai.LiveHand.prototype
    assert.ok(owner, `${name} is declared but not exported`)
  }
  for (const name of Object.getOwnPropertyNames(hupai.Engine.prototype)) {
    if (name !== 'constructor') assert.match(types, new RegExp(`\\b${name}\\b`), name)
  }
})
