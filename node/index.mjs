// hupai for node.js as an ES module: the CommonJS entry's exports.
import { createRequire } from 'node:module'

const native = createRequire(import.meta.url)('./index.js')

export const { Engine, LiveHand, builtinRules, tilesOf, version } = native
export default native
