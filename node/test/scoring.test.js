// Riichi scoring: scores, yakuman, no yaku, legal waits, red fives from the text,
// and a coded error for every bad situation and hand.
'use strict'
const { test } = require('node:test')
const assert = require('node:assert')
const hupai = require('..')

const riichi = new hupai.Engine('riichi')
const code = (f) => {
  try {
    f()
  } catch (error) {
    assert.ok(error.message.length > 0)
    return error.code
  }
  return 'no error'
}

test('a riichi pinfu tanyao mangan', () => {
  const score = riichi.score('22m345m456p456678s', { win: '6s', seat: 'south', riichi: true, dora: ['1m'] })
  assert.deepStrictEqual(score.yaku, [{ name: 'riichi', han: 1 }, { name: 'pinfu', han: 1 }, { name: 'tanyao', han: 1 }])
  assert.strictEqual(score.hasYaku, true)
  assert.deepStrictEqual([score.han, score.fu, score.dora, score.limit], [5, 30, 2, 'mangan'])
  assert.deepStrictEqual([score.ron, score.total, score.wait], [8000, 8000, 'two-sided'])
  assert.strictEqual(score.split, '345m 456p 456s 678s 22m, won on 6s (two-sided)')
  assert.strictEqual(riichi.isLegalWin('22m345m456p456678s', { win: '6s', riichi: true }), true)
  assert.strictEqual(riichi.score('22m340m456p456678s', { win: '6s', riichi: true }).redFives, 1)
  assert.strictEqual(riichi.score('22m340m456p456678s', { win: '6s', riichi: true, redFives: [0, 0, 0] }).redFives, 0)
})

test('yakuman, no yaku and legal waits', () => {
  const kokushi = riichi.score('19m19p19s1234567z1m', { win: '1m', tsumo: true })
  assert.deepStrictEqual([kokushi.yakuman, kokushi.total, kokushi.limit], [2, 96000, 'double yakuman'])
  const open = riichi.withMelds('789s')
  const none = open.score('234567m22p345s', { win: '7m', seat: 'west' })
  assert.deepStrictEqual([none.hasYaku, none.total, none.yaku.length], [false, 0, 0])
  assert.strictEqual(open.isLegalWin('234567m22p345s', { win: '7m' }), false)
  assert.deepStrictEqual(riichi.legalWaits('23m123p123s789s55z', { seat: 'south' }), [
    { tile: '1m', ron: true, tsumo: true, ronPoints: 8000, tsumoPoints: 8000 },
    { tile: '4m', ron: false, tsumo: true, ronPoints: 0, tsumoPoints: 1100 },
  ])
})

test('bad situations and hands carry codes', () => {
  const hand = '123m456p789s11122z'
  for (const situation of [
    { win: '2z', ippatsu: true },
    { win: '2z', seat: 'up' },
    { win: '9x' },
    { win: '2z', dora: ['1m', '1m', '1m', '1m', '1m', '1m'] },
    { win: '2z', honba: 300 },
    { win: '2z', redFives: [1, 0, 0] },
    { win: '2z', redFives: [1] },
    { win: '2z', riichi: 'triple' },
    { win: '3z' },
  ]) {
    assert.strictEqual(code(() => riichi.score(hand, situation)), 'HUPAI_BAD_ARGUMENT', JSON.stringify(situation))
  }
  assert.strictEqual(code(() => riichi.score('1m', { win: '1m' })), 'HUPAI_BAD_HAND')
  assert.strictEqual(code(() => riichi.score('JJJJJJJJJJJJJJ', { win: '1m' })), 'HUPAI_BAD_HAND')
  assert.strictEqual(code(() => riichi.score('1m23456789m12345p', { win: '1m' })), 'HUPAI_BAD_HAND')
  assert.strictEqual(code(() => new hupai.Engine('standard').score(hand, { win: '2z' })), 'HUPAI_BAD_RULES')
  for (const situation of ['not a situation', 5, undefined, null, [1, 2]]) {
    assert.strictEqual(code(() => riichi.score(hand, situation)), 'HUPAI_BAD_ARGUMENT', String(situation))
  }
  assert.strictEqual(new hupai.Engine('standard').isLegalWin(hand, { win: '2z' }), false)
})
