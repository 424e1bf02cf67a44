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
    { win: '2z', honba: Infinity },
    { win: '2z', honba: NaN },
    { win: '2z', honba: 1.5 },
    { win: '2z', riichiSticks: -1 },
    { win: '2z', redFives: [1.5, 0, 0] },
    { win: '2z', redFives: [5, 0, 0] },
    { win: '2z', riichi: 'none', ippatsu: true },
    { tsumo: true },
    { win: '2z', sea: 'south' },
    { win: '2z', kongDiscard: true },
    { win: '2z', flowers: 1 },
    { win: '2z', seat: '5z' },
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
  // A legal win is the score's verdict: what the score refuses throws alike.
  assert.strictEqual(code(() => new hupai.Engine('standard').isLegalWin(hand, { win: '2z' })), 'HUPAI_BAD_RULES')
  assert.strictEqual(code(() => riichi.isLegalWin(hand, { win: '2z', dora: ['1z', '1z', '1z', '1z'] })), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => riichi.legalWaits('1112345678999m', { win: '1m', dora: ['1m', '1m'] })), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(riichi.isLegalWin('123m456p789s11123z', { win: '3z' }), false)
})

test('a misspelt situation key is named, with the nearest field', () => {
  assert.throws(() => riichi.score('22m345m456p456678s', { win: '6s', sea: 'south' }),
    /no situation field `sea` \(did you mean `seat`\?\)/)
})

test('a situation as an object in either spelling, with aliases, or as words', () => {
  const hand = '22m345m456p456678s'
  const ways = [
    { win: '6s', seat: 'south', riichi: true, dora: ['1m'], lastTile: false, sticks: 1 },
    { win: '6s', seat_wind: 'S', riichi: 'riichi', dora: '1m', last_tile: false, riichiSticks: 1 },
    'win=6s seat=south riichi dora=1m sticks=1',
  ]
  const totals = ways.map((way) => riichi.score(hand, way).total)
  assert.deepStrictEqual(totals, [9000, 9000, 9000])
  const fields = hupai.situationFields()
  assert.deepStrictEqual(fields.slice(0, 3).map((f) => f.name), ['win', 'tsumo', 'seat'])
  assert.ok(fields.every((f) => f.countedBy.length > 0 && f.doc.length > 0))
})

test('winds spelt as the command line spells them', () => {
  const dealer = riichi.score('22m345m456p456678s', { win: '6s', seat: '1z' }).total
  for (const seat of ['south', 's', 'S', '2z', ' South ']) {
    assert.ok(riichi.score('22m345m456p456678s', { win: '6s', seat }).total < dealer, seat)
  }
})

test('国标 fans, flowers, the minimum and legal waits', () => {
  const guobiao = new hupai.Engine('guobiao')
  const score = guobiao.withMelds('777z').scoreGuobiao('123456789m99m', { win: '9m', tsumo: true, seat: 'south', flowers: 2 })
  assert.deepStrictEqual(
    [score.legal, score.total, score.fanTotal, score.flowers, score.minimum],
    [true, 27, 25, 2, 8],
  )
  assert.deepStrictEqual(score.fans[0], { name: '清龙', english: 'Pure Straight', value: 16, times: 1 })
  assert.deepStrictEqual(score.fans.at(-1), { name: '花牌', english: 'Flower Tiles', value: 1, times: 2 })
  assert.strictEqual(score.reading, '123m 456m 789m [777z] 99m')
  const chicken = guobiao.withMelds('234m 678p')
  const short = chicken.scoreGuobiao('345777s55z', { win: '3s', lastOfKind: true, flowers: 8 })
  assert.deepStrictEqual([short.legal, short.fanTotal, short.total], [false, 4, 12])
  assert.strictEqual(chicken.isLegalWin('345777s55z', { win: '3s', lastOfKind: true }), false)
  assert.strictEqual(chicken.isLegalWin('345777s55z', { win: '3s' }), true)
  const waits = chicken.legalWaits('45777s55z', {})
  assert.deepStrictEqual(waits.map((w) => [w.tile, w.ron, w.tsumo, w.ronPoints]), [['3s', true, false, 8], ['6s', true, false, 8]])
  const orphans = '19m19p19s1234567z1m'
  assert.strictEqual(code(() => guobiao.scoreGuobiao(orphans, { win: '1m', flowers: 9 })), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => guobiao.scoreGuobiao(orphans, { win: '1m', flowers: 300 })), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => guobiao.scoreGuobiao(orphans, { win: '1m', riichi: true })), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => guobiao.scoreGuobiao(orphans, 'east')), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => riichi.scoreGuobiao(orphans, { win: '1m' })), 'HUPAI_BAD_RULES')
  assert.strictEqual(code(() => guobiao.scoreGuobiao('1m', { win: '1m' })), 'HUPAI_BAD_HAND')
  assert.strictEqual(code(() => riichi.score(orphans, { win: '1m', flowers: 1 })), 'HUPAI_BAD_ARGUMENT')
})

test('town fan tables: points, fans, the jokers\' stand-ins', () => {
  const sichuan = new hupai.Engine('sichuan')
  const score = sichuan.scoreTable('11122233345699m', { win: '9m', tsumo: true })
  assert.deepStrictEqual([score.legal, score.total, score.points], [true, 3, 8])
  assert.deepStrictEqual(score.fans[0], { name: '清一色', value: 2, times: 1 })
  assert.strictEqual(score.reading, '111m 222m 333m 456m 99m')
  const hongzhong = new hupai.Engine('hongzhong')
  const reds = hongzhong.scoreTable('111m234567m789m77z', { win: '7z', tsumo: true })
  assert.deepStrictEqual([reds.points, reds.standIns], [2, ['1m', '1m']])
  assert.strictEqual(code(() => sichuan.scoreTable('11122233345699m', { win: '9m', flowers: 1 })), 'HUPAI_BAD_ARGUMENT')
  assert.strictEqual(code(() => riichi.scoreTable('11122233345699m', { win: '9m' })), 'HUPAI_BAD_RULES')
  assert.strictEqual(code(() => sichuan.scoreTable('1m', { win: '1m' })), 'HUPAI_BAD_HAND')
})

test('red fives in called melds and kongs, 0 under 国标, jokers in legal wins', () => {
  const melded = riichi.withMelds('067s')
  assert.strictEqual(melded.score('22m345m456p678s', { win: '8s' }).total, 2900)
  assert.strictEqual(melded.score('22m345m456p678s', { win: '8s', redFives: [0, 0, 0] }).total, 1500)
  assert.strictEqual(riichi.withMelds('(0555p)').score('22m345m678s678s', { win: '8s' }).redFives, 1)
  const guobiao = new hupai.Engine('guobiao')
  const written = '123m406p789s11122z'
  assert.strictEqual(guobiao.isLegalWin(written, { win: '2z' }), guobiao.scoreGuobiao(written, { win: '2z' }).legal)
  assert.ok(guobiao.legalWaits('123m406p789s1112z', {}).length >= 1)
  const hongzhong = new hupai.Engine('hongzhong')
  assert.strictEqual(hongzhong.isLegalWin('123m456p789s11pJJJ', { win: '9s', tsumo: true }), true)
  assert.ok(hongzhong.legalWaits('123m456p789s1pJJJ', {}).length >= 1)
  const eight = new hupai.Engine('zhuanzhuan-8-reds')
  assert.ok(eight.legalWaits('7777z11223m456p9s', {}).length >= 1)
  assert.ok(eight.scoreTable('77777z123m456p999s', { win: '9s', tsumo: true }).points > 0)
  assert.strictEqual(code(() => eight.scoreTable('777777777z123m9s', { win: '9s' })), 'HUPAI_BAD_HAND')
  // Counts read as the engine reads them: six Reds counted as six jokers.
  const counts = new Uint8Array(34)
  for (const id of [0, 1, 2, 12, 13, 14]) counts[id] = 1
  counts[26] = 2
  counts[33] = 6
  assert.strictEqual(eight.scoreTable(counts, { win: '9s', tsumo: true }).points, eight.scoreTable('123m456p99s777777z', { win: '9s', tsumo: true }).points)
  assert.strictEqual(code(() => riichi.score('123m456p789s11122z\u0000', { win: '2z' })), 'HUPAI_BAD_HAND')
  const sichuan = new hupai.Engine('sichuan')
  assert.strictEqual(sichuan.scoreTable('123456789m11123m', { win: '3m', kongDiscard: true }).points, 16)
  assert.strictEqual(code(() => sichuan.scoreTable('123456789m11123m', { win: '3m', tsumo: true, kongDiscard: true })), 'HUPAI_BAD_ARGUMENT')
})

test('promise-returning scoring and hints run off the event loop, reject with the same codes', async () => {
  const sichuan = new hupai.Engine('sichuan')
  const sync = sichuan.scoreTable('11122233345699m', { win: '9m', tsumo: true })
  assert.deepStrictEqual(await sichuan.scoreTableAsync('11122233345699m', { win: '9m', tsumo: true }), sync)
  assert.deepStrictEqual(await riichi.scoreAsync('22m345m456p456678s', { win: '6s', riichi: true }), riichi.score('22m345m456p456678s', { win: '6s', riichi: true }))
  const guobiao = new hupai.Engine('guobiao')
  assert.strictEqual((await guobiao.scoreGuobiaoAsync('123m456p789s11122z', { win: '2z' })).total, guobiao.scoreGuobiao('123m456p789s11122z', { win: '2z' }).total)
  assert.strictEqual(await riichi.isLegalWinAsync('22m345m456p456678s', { win: '6s', riichi: true }), true)
  assert.deepStrictEqual(await riichi.legalWaitsAsync('23m123p123s789s55z', { seat: 'south' }), riichi.legalWaits('23m123p123s789s55z', { seat: 'south' }))
  const standard = new hupai.Engine('standard')
  // ukeire's answer is read on access; its plain object is toJSON's.
  assert.deepStrictEqual(await standard.ukeireAsync('123m456p789s1122z'), standard.ukeire('123m456p789s1122z').toJSON())
  assert.deepStrictEqual(await standard.discardsAsync('123m456p789s11223z'), standard.discards('123m456p789s11223z'))
  // Errors found while reading the arguments throw at once; those of the work reject.
  assert.throws(() => riichi.scoreAsync('22m345m456p456678s', { win: '6s', honba: NaN }), (e) => e.code === 'HUPAI_BAD_ARGUMENT')
  await assert.rejects(riichi.scoreAsync('123m456p789s11123z', { win: '3z' }), (e) => e.code === 'HUPAI_BAD_HAND')
  await assert.rejects(standard.scoreAsync('123m456p789s11122z', { win: '2z' }), (e) => e.code === 'HUPAI_BAD_RULES')
  // The event loop keeps turning while many scorings with eight jokers run.
  const eight = new hupai.Engine('zhuanzhuan-8-reds')
  let ticks = 0
  const ticker = setInterval(() => { ticks += 1 }, 1)
  await Promise.all(Array.from({ length: 8 }, () => eight.legalWaitsAsync('JJJJJJJJ11223m', {})))
  clearInterval(ticker)
  assert.ok(ticks > 0, 'the event loop ran meanwhile')
})

test('Norths set aside count as dora with three players', () => {
  const sanma = new hupai.Engine('sanma')
  const score = sanma.score('111m999m123p11122z', { win: '2z', tsumo: true, kita: 2 })
  assert.deepStrictEqual([score.han, score.dora], [9, 2])
  assert.strictEqual(code(() => riichi.score('22m345m456p456678s', { win: '6s', kita: 1 })), 'HUPAI_BAD_ARGUMENT')
})

test('one door: the rules choose the scoring, every score answers the same questions', () => {
  const scores = [
    riichi.score('22m345m456p456678s', 'win=6s riichi'),
    new hupai.Engine('guobiao').score('123456789m22p345s', 'win=5s'),
    new hupai.Engine('sichuan').score('11122233345699m', 'win=9m tsumo'),
  ]
  assert.deepStrictEqual(scores.map((s) => s.system), ['riichi', 'guobiao', 'table'])
  assert.ok(scores.every((s) => s.legal && s.points > 0 && s.reading.length > 0))
  assert.deepStrictEqual(scores.slice(1).map((s) => s.points), [20, 8])
  assert.strictEqual(riichi.scoreRiichi('22m345m456p456678s', 'win=6s riichi').total, scores[0].points)
})

test('situation values nested in arrays are refused at any depth', () => {
  let deep = []
  for (let i = 0; i < 100000; i++) deep = [deep]
  for (const dora of [[['1m']], deep]) {
    assert.strictEqual(code(() => riichi.score('22m345m456p456678s', { win: '6s', dora })), 'HUPAI_BAD_ARGUMENT')
  }
})
