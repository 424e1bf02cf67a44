// Per-hand cost of each question on the hands of every face's benchmark
// (conformance/bench_hands.txt), a call a hand and in batches, beside the npm
// package `syanten` on the same hands and questions: `npm run bench`.
'use strict'
const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const syanten = require('syanten')
const hupai = require('.')

const lines = readFileSync(join(__dirname, '..', 'conformance', 'bench_hands.txt'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
const countsOf = (hand) => {
  const counts = new Uint8Array(34)
  for (const [, digits, suit] of hand.matchAll(/(\d+)([mpsz])/g)) {
    for (const d of digits) counts[9 * 'mpsz'.indexOf(suit) + Number(d) - 1]++
  }
  return counts
}
const fourteen = lines.slice(0, 2000).map(countsOf)
const thirteen = lines.slice(2000).map(countsOf)
// syanten's form: four arrays of counts.
const asSyanten = (c) => [[...c.slice(0, 9)], [...c.slice(9, 18)], [...c.slice(18, 27)], [...c.slice(27)]]
const syanten14 = fourteen.map(asSyanten)
const syanten13 = thirteen.map(asSyanten)

const riichi = new hupai.Engine('riichi')
const standard = new hupai.Engine('standard')
for (const engine of [riichi, standard]) {
  engine.prepareHints()
  engine.shanten('1m')
}

// Nanoseconds a hand: the best of 5 runs of `rounds` passes.
function measure(name, count, rounds, pass) {
  let best = Infinity
  for (let run = 0; run < 5; run++) {
    const start = process.hrtime.bigint()
    for (let r = 0; r < rounds; r++) pass()
    best = Math.min(best, Number(process.hrtime.bigint() - start) / (rounds * count))
  }
  console.log(`${name.padEnd(40)} ${best.toFixed(1).padStart(8)} ns/hand`)
}
const each = (hands, ask) => () => {
  for (let i = 0; i < hands.length; i++) ask(hands[i])
}

measure('hupai isWin (standard)', 2000, 100, each(fourteen, (h) => standard.isWin(h)))
measure('hupai waits (standard)', 2000, 50, each(thirteen, (h) => standard.waits(h)))
measure('hupai shanten (standard)', 2000, 50, each(fourteen, (h) => standard.shanten(h)))
measure('hupai ukeire (standard)', 2000, 20, each(thirteen, (h) => standard.ukeire(h)))
const flat = (hands) => {
  const rows = new Uint8Array(34 * hands.length)
  hands.forEach((h, i) => rows.set(h, 34 * i))
  return rows
}
const rows14 = flat(fourteen)
const rows13 = flat(thirteen)
measure('hupai isWinBatch (standard)', 2000, 500, () => standard.isWinBatch(rows14))
measure('hupai waitsBatch (standard)', 2000, 200, () => standard.waitsBatch(rows13))
measure('hupai shantenBatch (standard)', 2000, 200, () => standard.shantenBatch(rows14))

// The peer, on the same hands: shanten over riichi's three forms, and the tiles
// a 13-tile hand accepts.
measure('hupai shanten (riichi)', 2000, 50, each(fourteen, (h) => riichi.shanten(h)))
measure('syanten (all forms)', 200, 1, each(syanten14.slice(0, 200), (h) => syanten(h)))
measure('hupai ukeire (riichi)', 2000, 20, each(thirteen, (h) => riichi.ukeire(h)))
measure('syanten.hairi (13 tiles)', 50, 1, each(syanten13.slice(0, 50), (h) => syanten.hairi(h)))
let agree = 0
fourteen.forEach((h, i) => {
  if (riichi.shanten(h) === syanten(syanten14[i])) agree++
})
console.log(`shanten: hupai (riichi) and syanten agree on ${agree} of ${fourteen.length} hands`)
