// The conformance corpus's folder and its engines, for the tests that read it (no
// tests of its own).
'use strict'
const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const hupai = require('..')

const corpus = join(__dirname, '..', '..', 'conformance')

// The engine of a corpus row: its rules (a built-in's name or a rules file beside the
// corpus), joker kinds and melds (`-` for none).
function engineFor (rules, kinds, melds) {
  let engine = rules.endsWith('.toml')
    ? hupai.Engine.fromRulesFile(join(corpus, rules))
    : new hupai.Engine(rules)
  if (kinds !== '-') engine = engine.withJokerKinds(kinds.split(' '))
  if (melds !== '-') engine = engine.withMelds(melds)
  return engine
}

// Every row of a three-column corpus file (rules, input, answer) given to `check`
// with its rules' engine, each made once; how many rows there were.
function eachCase (name, check) {
  const engines = new Map()
  let rows = 0
  for (const row of readFileSync(join(corpus, name), 'utf8').split('\n').slice(3)) {
    if (row === '') continue
    const [rules, input, answer] = row.split('\t')
    if (!engines.has(rules)) engines.set(rules, engineFor(rules, '-', '-'))
    check(engines.get(rules), input, answer)
    rows++
  }
  return rows
}

module.exports = { corpus, engineFor, eachCase }
