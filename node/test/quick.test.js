// index.js answers the quick questions (isWin, waits, shanten, ukeire) through a
// plain function and a shared buffer (src/fast.rs), and everything else through the
// addon's engine. Here the two ways answer the same, hand for hand, under every
// built-in rule set and on engines made every way: seeded random hands of every
// size, joker-heavy and all-joker, as counts and as text, with seen tiles; and
// every argument the quick path must turn down.
'use strict'
const { test } = require('node:test')
const assert = require('node:assert')
const { readdirSync } = require('node:fs')
const { join } = require('node:path')
const { inspect } = require('node:util')
const hupai = require('..')

// The addon itself, as index.js loads it.
function addon() {
  const dir = join(__dirname, '..')
  const file =
    process.env.HUPAI_NODE_ADDON ?? join(dir, readdirSync(dir).find((f) => f.endsWith('.node')))
  const module = { exports: {} }
  process.dlopen(module, file)
  return module.exports
}
const native = addon()

// A seeded generator (mulberry32): the same hands on every run.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// A hand of `size` tiles, `jokers` of them jokers, drawn from a wall of four of a kind.
function deal(next, size, jokers) {
  const counts = new Uint8Array(34)
  for (let drawn = jokers; drawn < size; ) {
    const id = Math.floor(next() * 34)
    if (counts[id] < 4) {
      counts[id]++
      drawn++
    }
  }
  return { counts, jokers }
}

// MPSZ text of counts and jokers ('' for no tile but jokers: 'JJ').
function text({ counts, jokers }) {
  let out = ''
  ;['m', 'p', 's', 'z'].forEach((suit, s) => {
    let digits = ''
    for (let rank = 0; rank < (s === 3 ? 7 : 9); rank++) digits += String(rank + 1).repeat(counts[9 * s + rank])
    if (digits) out += digits + suit
  })
  return out + 'J'.repeat(jokers)
}

// An answer or the error thrown, as comparable text (keys sorted: the addon's
// liveByTile comes from a hash map, in no order).
const sorted = (_, value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value
function outcome(ask) {
  try {
    const answer = ask()
    return JSON.stringify(answer, sorted)
  } catch (error) {
    return `${error.code ?? error.constructor.name}: ${error.message}`
  }
}

// Both ways' answers to the four quick questions of `hand` (counts or text).
function compare(quick, full, hand, jokers, seen, wrong, label) {
  const asks = {
    isWin: (e) => e.isWin(hand, jokers),
    waits: (e) => e.waits(hand, jokers),
    shanten: (e) => e.shanten(hand, jokers),
    ukeire: (e) => e.ukeire(hand, seen, jokers),
  }
  for (const [question, ask] of Object.entries(asks)) {
    const [fast, slow] = [outcome(() => ask(quick)), outcome(() => ask(full))]
    if (fast !== slow) wrong.push(`${label} ${question}: quick ${fast}, full ${slow}`)
  }
}

test('the quick path answers as the addon, under every rule set, counts and text', () => {
  const next = random(59)
  const wrong = []
  let asked = 0
  for (const rules of hupai.builtinRules()) {
    const [quick, full] = [new hupai.Engine(rules), new native.Engine(rules)]
    for (let i = 0; i < 300; i++) {
      const size = 1 + Math.floor(next() * 17)
      // A third all or mostly jokers, the rest a few.
      const jokers = i % 3 === 0 ? size - Math.floor(next() * 3) : Math.floor(next() * 3)
      const hand = deal(next, size, Math.max(0, Math.min(size, jokers)))
      const seen = i % 2 === 0 ? undefined : deal(next, Math.floor(next() * 15), 0).counts
      const label = `${rules} ${text(hand)}`
      compare(quick, full, hand.counts, hand.jokers, seen, wrong, `${label} (counts)`)
      compare(quick, full, text(hand), undefined, seen, wrong, `${label} (text)`)
      asked += 16
    }
  }
  assert.deepStrictEqual(wrong.slice(0, 10), [])
  assert.ok(asked > 50000, `${asked} questions`)
})

test('engines from every factory take the quick path with their own rules', () => {
  const toml = 'name = "town"\n[jokers]\nkinds = ["7z"]\n'
  const pairs = [
    [hupai.Engine.fromRules(toml), native.Engine.fromRules(toml)],
    [new hupai.Engine('riichi').withMelds('555m,789s'), new native.Engine('riichi').withMelds('555m,789s')],
    [new hupai.Engine().withJokerKinds(['5p']), new native.Engine().withJokerKinds(['5p'])],
    [hupai.Engine.fromRulesFile(join(__dirname, '..', '..', 'docs', 'examples', 'own-suit.toml')),
      native.Engine.fromRulesFile(join(__dirname, '..', '..', 'docs', 'examples', 'own-suit.toml'))],
  ]
  const next = random(7)
  const wrong = []
  for (const [quick, full] of pairs) {
    assert.ok(quick instanceof hupai.Engine)
    assert.strictEqual(quick.name, full.name)
    for (let i = 0; i < 200; i++) {
      const hand = deal(next, 1 + Math.floor(next() * 13), Math.floor(next() * 3))
      compare(quick, full, hand.counts, hand.jokers, undefined, wrong, `${quick.name} ${text(hand)}`)
      compare(quick, full, text(hand), undefined, undefined, wrong, `${quick.name} ${text(hand)}`)
    }
  }
  assert.deepStrictEqual(wrong.slice(0, 10), [])
})

test('what the quick path turns down is answered, or refused, by the addon', () => {
  const [quick, full] = [new hupai.Engine('zhuanzhuan-8-reds'), new native.Engine('zhuanzhuan-8-reds')]
  const eightReds = new Uint8Array(34)
  eightReds[33] = 6 // six 7z: more than four of a kind, which the counts refuse
  eightReds[0] = 2
  const over = new Uint8Array(34).fill(1) // 34 tiles
  const refused = [
    [new Uint8Array(33), undefined], // 33 counts
    [new Uint8Array(35), undefined],
    [eightReds, undefined],
    [over, undefined],
    [new Uint8Array(34), 300], // jokers past a byte
    [new Uint8Array(34), -1],
    [new Uint8Array(34), 1.5],
    ['11m', 2], // jokers beside text
    ['11x', undefined], // not MPSZ
    ['1'.repeat(200) + 'm', undefined], // text past the quick path's room
    [`11m${'J'.repeat(20)}`, undefined],
    [[2, ...new Array(33).fill(0)], undefined], // an array of numbers
    [[2.5], undefined],
    [{}, undefined],
    [null, undefined],
    [new Uint16Array(34), undefined],
  ]
  const wrong = []
  for (const [hand, jokers] of refused) {
    compare(quick, full, hand, jokers, undefined, wrong, inspect(hand).slice(0, 40))
  }
  assert.deepStrictEqual(wrong, [])
  // Seen tiles the quick path does not take: text, and counts that are no hand.
  for (const seen of ['44s', new Uint8Array(34).fill(5), [0, 1], 'bad']) {
    compare(quick, full, '123m456p789s1122z', undefined, seen, wrong, `seen ${inspect(seen).slice(0, 30)}`)
  }
  assert.deepStrictEqual(wrong, [])
  // And the errors keep their codes.
  assert.throws(() => quick.waits(new Uint8Array(33)), (e) => e.code === 'HUPAI_BAD_ARGUMENT' && /33 counts/.test(e.message))
  assert.throws(() => quick.shanten('11x'), (e) => e.code === 'HUPAI_BAD_HAND')
})

test('accepted tiles are read on access, and print and serialise as a plain object', () => {
  const engine = new hupai.Engine('zhuanzhuan-8-reds')
  const answer = engine.ukeire('5p')
  const plain = { shanten: 0, accepted: ['5p', '7z'], live: 11, liveByTile: { '5p': 3, '7z': 8 } }
  assert.deepStrictEqual(answer.toJSON(), plain)
  assert.strictEqual(JSON.stringify(answer), JSON.stringify(plain))
  assert.strictEqual(answer.accepted, answer.accepted) // made once
  assert.strictEqual(answer.liveByTile, answer.liveByTile)
  assert.match(inspect(answer), /accepted: \[ '5p', '7z' \]/)
  // A joker kind of sixteen copies, counted in five bits.
  const sixteen = hupai.Engine.fromRules('name = "many"\n[jokers]\nkinds = ["7z"]\ncopies = 16\n')
  assert.strictEqual(sixteen.ukeire('5p').liveByTile['7z'], 16)
  // Answers do not share state: a later question leaves an earlier answer as it was.
  const first = engine.ukeire('1m')
  engine.ukeire('123456789m1234p')
  assert.deepStrictEqual(first.accepted, ['1m', '7z'])
})

test('a typed array that lies about its length, or calls back, is read as it is', () => {
  const engine = new hupai.Engine()
  const orphans = new Uint8Array(34)
  for (const id of [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]) orphans[id] = 1
  orphans[0] = 2
  assert.strictEqual(engine.isWin(orphans), true)
  // Two counts that say they are 34: never the last call's other 32.
  class Lying extends Uint8Array {
    get length() {
      return 34
    }
  }
  const two = new Lying([2, 0])
  assert.strictEqual(two.length, 34)
  assert.throws(() => engine.isWin(two), { code: 'HUPAI_BAD_ARGUMENT', message: /2 counts/ })
  // 34 counts that say they are 2 still are 34.
  const hiding = new (class extends Uint8Array {
    get length() {
      return 2
    }
  })(orphans)
  assert.strictEqual(engine.isWin(hiding), true)
  // A seen whose length getter asks the same engine another question: the answer
  // is still the hand's, not the other question's.
  const hand = new Uint8Array(34)
  hand.set([3, 1, 1, 1, 1, 1, 1, 1, 3])
  const plain = engine.ukeire(hand).toJSON()
  const calling = new (class extends Uint8Array {
    get length() {
      engine.isWin(orphans)
      return 34
    }
  })(34)
  assert.deepStrictEqual(engine.ukeire(hand, calling).toJSON(), plain)
  // A Proxy, whose traps run code, is no typed array to the quick path: the addon
  // turns it down, and the next answer is the hand's own.
  const proxy = new Proxy(new Uint8Array(34), {
    getPrototypeOf(target) {
      engine.isWin(orphans)
      return Reflect.getPrototypeOf(target)
    },
  })
  assert.throws(() => engine.ukeire(hand, proxy), { code: 'HUPAI_BAD_ARGUMENT' })
  assert.deepStrictEqual(engine.ukeire(hand).toJSON(), plain)
  // Jokers given as an object whose valueOf calls back: turned down, not obeyed.
  const jokers = {
    valueOf() {
      engine.isWin(orphans)
      return 0
    },
  }
  assert.throws(() => engine.ukeire(hand, null, jokers))
  assert.deepStrictEqual(engine.waits(hand), native.Engine.prototype.waits.call(new native.Engine(), hand))
})

test('accepted tiles come in tile order on every path', () => {
  const engine = new hupai.Engine()
  const hand = '1112345678999m'
  const counts = new Uint8Array(34)
  counts.set([3, 1, 1, 1, 1, 1, 1, 1, 3])
  const tiles = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']
  const paths = [
    engine.ukeire(counts).toJSON(),
    engine.ukeire(hand).toJSON(),
    engine.ukeire(Array.from(counts)),
    engine.ukeire(counts, '5m'),
    engine.ukeire(hand, Array.from(new Uint8Array(34))),
  ]
  for (const answer of paths) assert.deepStrictEqual(Object.keys(answer.liveByTile), tiles)
  return engine.ukeireAsync(hand, '1m2m').then((answer) => {
    assert.deepStrictEqual(Object.keys(answer.liveByTile), tiles)
    for (const discard of engine.discards('11123456789999m').discards) {
      const order = Object.keys(discard.liveByTile)
      assert.deepStrictEqual(order, [...order].sort((a, b) => tiles.indexOf(a) - tiles.indexOf(b)))
    }
  })
})

test('every question that can search has an async form answering as the sync one', async () => {
  // Jokers that stand only for some kinds: these questions search.
  const engine = hupai.Engine.fromRules('tiles = "all"\n[jokers]\nstands_for = ["1m", "9m", "1p", "9p", "1s", "9s", "1z"]\nmax = 16\n')
  const win = '19m19pJJJJJJJJJJ'
  const waiting = '1mJJJJJJJJJJJJ'
  for (const [name, args] of [
    ['check', [win]],
    ['isWin', [win]],
    ['waits', [waiting]],
    ['shanten', [waiting]],
    ['shantenForms', [waiting]],
    ['decompositions', [win, 50]],
    ['ukeire', [waiting]],
    ['discards', [win]],
    ['discardMasks', [win]],
  ]) {
    const sync = engine[name](...args)
    const promised = engine[`${name}Async`](...args)
    assert.ok(promised instanceof Promise, name)
    const answer = await promised
    const plain = (value) => JSON.parse(JSON.stringify(value))
    assert.deepStrictEqual(plain(answer), plain(sync), name)
  }
  await assert.rejects(engine.waitsAsync('11m'), { code: 'HUPAI_BAD_HAND' })
})
