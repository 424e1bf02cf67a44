// hupai for node.js: loads the native addon built by `npm run build` (napi-rs) for
// this platform, or the one HUPAI_NODE_ADDON names (a path to a .node file).
'use strict'

const { join } = require('node:path')

function libc() {
  if (process.platform !== 'linux') return ''
  const report = process.report && process.report.getReport ? process.report.getReport() : null
  const glibc = report && report.header && report.header.glibcVersionRuntime
  return glibc ? '-gnu' : '-musl'
}

function addonPath() {
  if (process.env.HUPAI_NODE_ADDON) return process.env.HUPAI_NODE_ADDON
  return join(__dirname, `hupai.${process.platform}-${process.arch}${libc()}.node`)
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
    `hupai: no native addon for ${process.platform}-${process.arch}${libc()} at ${addonPath()}; ` +
      'build it with `npm run build` (Rust and @napi-rs/cli), or set HUPAI_NODE_ADDON',
    { cause },
  )
}

module.exports = native
