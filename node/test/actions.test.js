// Riichi play from node.js: every case of conformance/actions.tsv (the menu's line
// rebuilt from the object) and of conformance/settlement.tsv (the object equal to
// the corpus's JSON), inputs as objects or JSON text, and coded errors.
'use strict'
const { test } = require('node:test')
const assert = require('node:assert')
const hupai = require('..')
const { eachCase } = require('./corpus')

// The menu's line as the library writes it (`ron 3900; pon 11z; pass`).
const line = (menu) => {
  const points = menu.win ? menu.win.payment.total : 0
  const parts = [
    menu.discard && `discard ${menu.discard}`,
    menu.riichi && `riichi ${menu.riichi}`,
    menu.tsumo && `tsumo ${points}`,
    menu.concealed_kongs && `concealed kong ${menu.concealed_kongs}`,
    menu.added_kongs && `added kong ${menu.added_kongs}`,
    menu.nine_terminals && 'nine terminals',
    menu.kita && 'kita',
    menu.ron && `ron ${points}`,
    menu.pon.length > 0 && `pon ${menu.pon.join(' ')}`,
    menu.kong && 'kong',
    menu.chi.length > 0 && `chi ${menu.chi.join(' ')}`,
    menu.pass && 'pass'
  ].filter(Boolean)
  return parts.length > 0 ? parts.join('; ') : 'nothing to claim'
}

test('every case of the actions corpus', () => {
  const answered = eachCase('actions.tsv', (engine, context, menu) => {
    if (menu.startsWith('error: ')) {
      const wanted = menu.slice('error: '.length).split(' at line ')[0]
      assert.throws(() => engine.actions(context), (e) => e.message.includes(wanted), context)
    } else {
      assert.strictEqual(line(engine.actions(context)), menu, context)
      assert.deepStrictEqual(engine.actions(JSON.parse(context)), engine.actions(context), context)
    }
  })
  assert.ok(answered > 50)
})

test('errors are coded', () => {
  const riichi = new hupai.Engine('riichi')
  const code = (f) => {
    try {
      f()
    } catch (error) {
      return error.code
    }
    return 'no error'
  }
  assert.strictEqual(code(() => riichi.actions('{')), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => riichi.actions({ hand: '1m', moment: { drew: '1m' } })), 'HUPAI_BAD_ARGUMENT')
  const guobiao = new hupai.Engine('guobiao')
  assert.strictEqual(code(() => guobiao.actions({ hand: '123m456p789s1122z', moment: { drew: '2z' } })), 'HUPAI_BAD_RULES')
})

test('every case of the settlement corpus', () => {
  const answered = eachCase('settlement.tsv', (engine, settlement, settled) => {
    if (settled.startsWith('error: ')) {
      const wanted = settled.slice('error: '.length).split(' at line ')[0]
      assert.throws(() => engine.settle(settlement), (e) => e.message.includes(wanted), settlement)
    } else {
      assert.deepStrictEqual(engine.settle(settlement), JSON.parse(settled), settlement)
      assert.deepStrictEqual(engine.settle(JSON.parse(settlement)), engine.settle(settlement), settlement)
    }
  })
  assert.ok(answered > 40)
  assert.deepStrictEqual(hupai.presets(), ['mahjongsoul', 'mleague', 'tenhou', 'wrc'])
  const guobiao = new hupai.Engine('guobiao')
  assert.throws(() => guobiao.settle({ round: { points: [1, 2, 3, 4] }, ending: 'aborted' }), (e) => e.code === 'HUPAI_BAD_RULES')
})
