// The conformance corpus's folder and its engines, for the tests that read it (no
// tests of its own).
'use strict'
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

module.exports = { corpus, engineFor }
