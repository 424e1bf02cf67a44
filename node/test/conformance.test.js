// The conformance corpus (conformance/cases.tsv, described in its README): every
// case answered through the addon, written as the corpus writes answers.
'use strict'
const { test } = require('node:test')
const assert = require('node:assert')
const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const hupai = require('..')

const { corpus, engineFor } = require('./corpus')
const FORMS = ['standard', 'seven_pairs', 'thirteen_orphans', 'pairs_and_triplet',
  'honours_and_knitted', 'greater_honours_and_knitted', 'knitted_straight', 'eight_pairs']
const camel = (name) => name.replace(/_(.)/g, (_, c) => c.toUpperCase())
const listed = (list) => (list.length ? list.join(' ') : '-')
const liveText = (u) => listed(u.accepted.map((t) => `${t}:${u.liveByTile[t]}`))

const answers = {
  check: (e, h) => listed(e.check(h)),
  is_win: (e, h, j) => String(e.isWin(h, j)),
  waits: (e, h, j) => {
    const w = e.waits(h, j)
    return `${listed(w.waits)} | ${listed(w.exhausted)}`
  },
  shanten: (e, h, j) => String(e.shanten(h, j)),
  shanten_forms: (e, h) => {
    const f = e.shantenForms(h)
    return [`best=${f.best}`, ...FORMS.map((n) => `${n}=${f[camel(n)] ?? '-'}`)].join(' ')
  },
  decompositions: (e, h) => {
    const lines = e.decompositions(h, 1000).map((d) => `${d.form}: ${[...d.groups].sort().join(' ')}`)
    return lines.length ? lines.sort().join(' | ') : '-'
  },
  ukeire: (e, h, j) => {
    const u = e.ukeire(h, undefined, j)
    return `${u.shanten} | ${liveText(u)}`
  },
  discards: (e, h) => {
    const a = e.discards(h)
    return `${a.shanten} | ${listed(a.discards.map((d) => `${d.discard}:${d.shanten}:${d.live}`))}`
  },
  discard_masks: (e, h) => {
    const m = e.discardMasks(h)
    return `${m.shanten} | ${listed(m.keep)} | ${listed(m.raise)}`
  },
}

// The questions index.js answers by its quick path, asked again of the hand as 34
// counts and a joker count (the text went the quick path's text way).
const QUICK = new Set(['is_win', 'waits', 'shanten', 'ukeire'])
function countsOf(text) {
  const counts = new Uint8Array(34)
  let jokers = 0
  for (const [, digits, suit] of text.matchAll(/(\d*)([mpszJ])/g)) {
    if (suit === 'J') jokers++
    for (const d of digits) counts[9 * 'mpsz'.indexOf(suit) + (d === '0' ? 4 : Number(d) - 1)]++
  }
  return { counts, jokers }
}

test('every case of the conformance corpus', () => {
  const engines = new Map()
  const wrong = []
  let cases = 0
  let counted = 0
  const lines = readFileSync(join(corpus, 'cases.tsv'), 'utf8').split('\n')
  lines.forEach((line, i) => {
    if (!line || line.startsWith('#') || line.startsWith('rules\t')) return
    const [rules, kinds, melds, question, hand, expected] = line.split('\t')
    const key = `${rules}\t${kinds}\t${melds}`
    if (!engines.has(key)) engines.set(key, engineFor(rules, kinds, melds))
    const ask = (hand, jokers) => {
      try {
        return answers[question](engines.get(key), hand, jokers)
      } catch (error) {
        assert.strictEqual(error.code, 'HUPAI_BAD_HAND', `line ${i + 1}: ${error}`)
        assert.ok(error.message.length > 0)
        return 'error hand'
      }
    }
    const given = ask(hand)
    if (given !== expected) wrong.push(`line ${i + 1} (${rules} ${question} ${hand}): expected ${expected}, node gave ${given}`)
    if (QUICK.has(question)) {
      const { counts, jokers } = countsOf(hand)
      const fromCounts = ask(counts, jokers)
      if (fromCounts !== expected) wrong.push(`line ${i + 1} (${rules} ${question} ${hand} as counts): expected ${expected}, node gave ${fromCounts}`)
      counted++
    }
    cases++
  })
  assert.deepStrictEqual(wrong, [])
  assert.ok(cases > 2000, `${cases} cases`)
  assert.ok(counted > 800, `${counted} cases as counts`)
})

// The scoring corpus (conformance/scoring.tsv): hands and melds as text, red fives
// counted by the addon, each answer written as the corpus writes it.
// The corpus's words are the library's words form, which the addon reads as a
// situation string ('-': none, a ron on 1m).
const situationOf = (words) => (words === '-' ? {} : words)

const scoringAnswers = {
  score: (e, h, s) => {
    const r = e.score(h, s)
    return `${r.han} ${r.fu} ${r.redFives} ${r.total}`
  },
  score_guobiao: (e, h, s) => {
    const r = e.scoreGuobiao(h, s)
    return `${r.fanTotal} ${r.total} ${r.legal}`
  },
  score_table: (e, h, s) => {
    const r = e.scoreTable(h, s)
    return `${r.total} ${r.points} ${r.legal}`
  },
  is_legal_win: (e, h, s) => String(e.isLegalWin(h, s)),
  legal_waits: (e, h, s) =>
    listed(e.legalWaits(h, s).map((w) => `${w.tile}:${w.ron}:${w.tsumo}:${w.ronPoints}:${w.tsumoPoints}`)),
}

test('every scoring case is answered as the library answers', () => {
  const lines = readFileSync(join(corpus, 'scoring.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('rules\t'))
  assert.ok(lines.length >= 50)
  const wrong = []
  for (const line of lines) {
    const [rules, melds, question, words, hand, expected] = line.split('\t')
    let got
    try {
      // Melds the rules refuse (red fives their wall lacks): every question refused.
      let engine = new hupai.Engine(rules)
      if (melds !== '-') engine = engine.withMelds(melds)
      got = scoringAnswers[question](engine, hand, situationOf(words))
    } catch (e) {
      if (!String(e.code).startsWith('HUPAI_')) throw e
      got = 'error'
    }
    if (got !== expected) wrong.push(`${line} → ${got}`)
  }
  assert.deepStrictEqual(wrong, [])
})
