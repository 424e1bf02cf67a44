// hupai for node.js: loads the native addon built by `npm run build` (napi-rs) for
// this platform, or the one HUPAI_NODE_ADDON names (a path to a .node file).
'use strict'

const { existsSync } = require('node:fs')
const { join } = require('node:path')

// The addon file for this platform. On Linux the libc decides between -gnu and
// -musl: the one file built is taken at once; only when both are there is the
// runtime asked (process.report takes milliseconds, so it is the last resort).
function addonPath() {
  if (process.env.HUPAI_NODE_ADDON) return process.env.HUPAI_NODE_ADDON
  const stem = join(__dirname, `hupai.${process.platform}-${process.arch}`)
  if (process.platform !== 'linux') return `${stem}.node`
  const [gnu, musl] = [`${stem}-gnu.node`, `${stem}-musl.node`]
  if (!existsSync(musl)) return gnu
  if (!existsSync(gnu)) return musl
  const report = process.report && process.report.getReport ? process.report.getReport() : null
  return report && report.header && report.header.glibcVersionRuntime ? gnu : musl
}

// process.dlopen, not require: the file CI names is the workspace's build,
// libhupai_node.so, which require would read as JavaScript for its extension.
let native
try {
  const addon = { exports: {} }
  process.dlopen(addon, addonPath())
  native = addon.exports
} catch (cause) {
  throw new Error(
    `hupai: no native addon for ${process.platform}-${process.arch} at ${addonPath()}; ` +
      'build it with `npm run build` (Rust and @napi-rs/cli), or set HUPAI_NODE_ADDON',
    { cause },
  )
}

const NativeEngine = native.Engine

// The quick path's shared buffer and its questions, as node/src/fast.rs defines them
// (the one definition: read from the addon). A question is shifted left by 9; bit 8
// says the hand is text, the low byte is the joker count.
const LAYOUT = native.quickLayout()
const { hand: HAND, seen: SEEN, code: CODE, answer: ANSWER } = LAYOUT
const IS_WIN = LAYOUT.isWin << 9
const WAITS = LAYOUT.waits << 9
const SHANTEN = LAYOUT.shanten << 9
const UKEIRE = LAYOUT.ukeire << 9
const TEXT = 1 << 8

// Tile names by id: 1m..9m, 1p..9p, 1s..9s, 1z..7z.
const TILES = ['m', 'p', 's', 'z'].flatMap((suit, s) =>
  Array.from({ length: s === 3 ? 7 : 9 }, (_, rank) => `${rank + 1}${suit}`),
)
const TILE_IDS = Object.fromEntries(TILES.map((name, id) => [name, id]))

// The names of a mask's tiles (a number below 2**34, bit `id` a tile id), in tile
// order.
function tilesIn(mask) {
  const tiles = []
  for (let word = mask % 0x100000000; word !== 0; word &= word - 1) {
    tiles.push(TILES[31 - Math.clz32(word & -word)])
  }
  for (let word = Math.floor(mask / 0x100000000); word !== 0; word &= word - 1) {
    tiles.push(TILES[63 - Math.clz32(word & -word)])
  }
  return tiles
}

// A typed array's kind and length as the engine holds them, read without calling
// anything a caller defines (a subclass's `length` getter, a Proxy's traps): the
// intrinsic getters of %TypedArray%.prototype.
const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype)
const typedKindOf = Object.getOwnPropertyDescriptor(TypedArrayPrototype, Symbol.toStringTag).get
const typedLengthOf = Object.getOwnPropertyDescriptor(TypedArrayPrototype, 'length').get

// Whether `value` is a Uint8Array (or a subclass) holding 34 counts.
function isCounts(value) {
  return typedKindOf.call(value) === 'Uint8Array' && typedLengthOf.call(value) === 34
}

const inspect = Symbol.for('nodejs.util.inspect.custom')

/**
 * What a hand of 3n+1 tiles accepts (有効牌), read on access: the accepted tiles
 * and their live copies by tile are made the first time they are read.
 */
class UkeireAnswer {
  #mask
  #live
  #accepted
  #liveByTile

  // `live` the live copies together; `byTen` each kind's, five bits a kind, ten
  // kinds a number (a joker kind may have 16 copies).
  constructor(shanten, mask, live, byTen) {
    this.shanten = shanten
    this.live = live
    this.#mask = mask
    this.#live = byTen
  }

  /** The accepted kinds, in tile order. */
  get accepted() {
    return (this.#accepted ??= tilesIn(this.#mask))
  }

  /** Each accepted kind's live copies. */
  get liveByTile() {
    if (this.#liveByTile === undefined) {
      const byTile = {}
      for (const tile of this.accepted) {
        const id = TILE_IDS[tile]
        byTile[tile] = Math.floor(this.#live[Math.floor(id / 10)] / 2 ** (5 * (id % 10))) % 32
      }
      this.#liveByTile = byTile
    }
    return this.#liveByTile
  }

  /** The plain object: what `JSON.stringify` writes and `console.log` shows. */
  toJSON() {
    const { shanten, accepted, live, liveByTile } = this
    return { shanten, accepted, live, liveByTile }
  }

  [inspect](depth, options, inspect) {
    return `UkeireAnswer ${inspect(this.toJSON(), options)}`
  }
}

// A native engine for the constructor to wrap instead of making one (factories).
let adopting = null
let nativeOf

/**
 * A rule set and its tables. Immutable: share one among all callers.
 *
 * The quick questions (`isWin`, `waits`, `shanten`, `ukeire`) of a hand given as a
 * `Uint8Array` of 34 counts or as MPSZ text go through a plain function of the
 * addon and a buffer shared with it (fast.rs); every other question, and any hand
 * the quick path turns down (other forms, errors), is the addon's own method.
 */
class Engine {
  #native
  #ask
  #io
  #code
  #answers

  constructor(rules) {
    const engine = adopting ?? new NativeEngine(rules)
    adopting = null
    const { ask, io } = native.quickPath(engine)
    this.#native = engine
    this.#ask = ask
    this.#io = io
    this.#code = new Uint32Array(io.buffer, CODE, 1)
    this.#answers = new Float64Array(io.buffer, ANSWER, (LAYOUT.length - ANSWER) / 8)
  }

  static {
    nativeOf = (engine) => engine.#native
  }

  // Asks the quick path question `code` of `hand`: its answer, NaN for the full path.
  #quick(question, code, hand) {
    this.#code[0] = question | code
    if (code === TEXT) this.#ask(hand)
    else this.#ask()
    return this.#answers[0]
  }

  // The question's code for a hand the quick path takes, or -1. Reads the hand
  // and the jokers without running any code of the caller's: nothing between here
  // and the answer can ask the engine another question through the same buffer.
  #codeOf(hand, jokers) {
    if (typeof hand === 'string') return jokers == null ? TEXT : -1
    if (!isCounts(hand)) return -1
    if (jokers == null) return 0
    if (typeof jokers !== 'number' || (jokers & 0xff) !== jokers) return -1
    return jokers
  }

  // `#codeOf`, the counts then written to the buffer.
  #load(hand, jokers) {
    const code = this.#codeOf(hand, jokers)
    if (code >= 0 && code !== TEXT) this.#io.set(hand, HAND)
    return code
  }

  isWin(hand, jokers) {
    const code = this.#load(hand, jokers)
    if (code >= 0) {
      const win = this.#quick(IS_WIN, code, hand)
      if (win === win) return win === 1
    }
    return this.#native.isWin(hand, jokers)
  }

  waits(hand, jokers) {
    const code = this.#load(hand, jokers)
    if (code >= 0) {
      const waits = this.#quick(WAITS, code, hand)
      if (waits === waits) {
        const exhausted = this.#answers[1]
        return { waits: tilesIn(waits), exhausted: exhausted === 0 ? [] : tilesIn(exhausted) }
      }
    }
    return this.#native.waits(hand, jokers)
  }

  shanten(hand, jokers) {
    const code = this.#load(hand, jokers)
    if (code >= 0) {
      const shanten = this.#quick(SHANTEN, code, hand)
      if (shanten === shanten) return shanten
    }
    return this.#native.shanten(hand, jokers)
  }

  ukeire(hand, seen, jokers) {
    // Both arguments read before either is written to the buffer.
    if (seen == null || isCounts(seen)) {
      const code = this.#load(hand, jokers)
      if (code >= 0) {
        if (seen == null) this.#io.fill(0, SEEN, SEEN + 34)
        else this.#io.set(seen, SEEN)
        const accepted = this.#quick(UKEIRE, code, hand)
        if (accepted === accepted) return this.#ukeireOf(accepted)
      }
    }
    return this.#native.ukeire(hand, seen, jokers)
  }

  // The accepted tiles of `mask`, the rest read from the buffer.
  #ukeireOf(mask) {
    const answers = this.#answers
    const byTen = [answers[3], answers[4], answers[5], answers[6]]
    return new UkeireAnswer(answers[1], mask, answers[2], byTen)
  }
}

// Every other method, getter and factory is the addon's, through the engine wrapped;
// those that answer an engine have it wrapped in turn.
const MAKERS = new Set(['withJokerKinds', 'withMelds', 'fromRules', 'fromRulesFile', 'fromTableFile', 'fromTableBytes'])
const wrapped = (engine) => {
  adopting = engine
  return new Engine()
}
for (const name of Object.getOwnPropertyNames(NativeEngine.prototype)) {
  if (name === 'constructor' || Object.hasOwn(Engine.prototype, name)) continue
  const { get, value } = Object.getOwnPropertyDescriptor(NativeEngine.prototype, name)
  const property = get
    ? { get() { return get.call(nativeOf(this)) } }
    : MAKERS.has(name)
      ? { value(...args) { return wrapped(value.apply(nativeOf(this), args)) }, writable: true }
      : { value(...args) { return value.apply(nativeOf(this), args) }, writable: true }
  Object.defineProperty(Engine.prototype, name, { ...property, configurable: true })
}
for (const name of MAKERS) {
  const factory = NativeEngine[name]
  if (typeof factory !== 'function') continue
  Object.defineProperty(Engine, name, {
    value: (...args) => wrapped(factory.apply(NativeEngine, args)),
    writable: true,
    configurable: true,
  })
}

const { LiveHand, builtinRules, presets, situationFields, tilesOf, version } = native
module.exports = { Engine, LiveHand, builtinRules, presets, situationFields, tilesOf, version }
