// The conformance corpus (conformance/cases.tsv, described in its README): every
// case answered through the addon, written as the corpus writes answers.
'use strict'
const { test } = require('node:test')
const assert = require('node:assert')
const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const hupai = require('..')

const corpus = join(__dirname, '..', '..', 'conformance')
const FORMS = ['standard', 'seven_pairs', 'thirteen_orphans', 'pairs_and_triplet',
  'honours_and_knitted', 'greater_honours_and_knitted', 'knitted_straight', 'eight_pairs']
const camel = (name) => name.replace(/_(.)/g, (_, c) => c.toUpperCase())
const listed = (list) => (list.length ? list.join(' ') : '-')
const liveText = (u) => listed(u.accepted.map((t) => `${t}:${u.liveByTile[t]}`))

const answers = {
  check: (e, h) => listed(e.check(h)),
  is_win: (e, h) => String(e.isWin(h)),
  waits: (e, h) => {
    const w = e.waits(h)
    return `${listed(w.waits)} | ${listed(w.exhausted)}`
  },
  shanten: (e, h) => String(e.shanten(h)),
  shanten_forms: (e, h) => {
    const f = e.shantenForms(h)
    return [`best=${f.best}`, ...FORMS.map((n) => `${n}=${f[camel(n)] ?? '-'}`)].join(' ')
  },
  decompositions: (e, h) => {
    const lines = e.decompositions(h, 1000).map((d) => `${d.form}: ${[...d.groups].sort().join(' ')}`)
    return lines.length ? lines.sort().join(' | ') : '-'
  },
  ukeire: (e, h) => {
    const u = e.ukeire(h)
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

function engineFor(rules, kinds, melds) {
  let engine = rules.endsWith('.toml')
    ? hupai.Engine.fromRulesFile(join(corpus, rules))
    : new hupai.Engine(rules)
  if (kinds !== '-') engine = engine.withJokerKinds(kinds.split(' '))
  if (melds !== '-') engine = engine.withMelds(melds)
  return engine
}

test('every case of the conformance corpus', () => {
  const engines = new Map()
  const wrong = []
  let cases = 0
  const lines = readFileSync(join(corpus, 'cases.tsv'), 'utf8').split('\n')
  lines.forEach((line, i) => {
    if (!line || line.startsWith('#') || line.startsWith('rules\t')) return
    const [rules, kinds, melds, question, hand, expected] = line.split('\t')
    const key = `${rules}\t${kinds}\t${melds}`
    if (!engines.has(key)) engines.set(key, engineFor(rules, kinds, melds))
    let given
    try {
      given = answers[question](engines.get(key), hand)
    } catch (error) {
      assert.strictEqual(error.code, 'HUPAI_BAD_HAND', `line ${i + 1}: ${error}`)
      assert.ok(error.message.length > 0)
      given = 'error hand'
    }
    if (given !== expected) wrong.push(`line ${i + 1} (${rules} ${question} ${hand}): expected ${expected}, node gave ${given}`)
    cases++
  })
  assert.deepStrictEqual(wrong, [])
  assert.ok(cases > 2000, `${cases} cases`)
})
