-- LuaRocks: `luarocks make` from lua/, after `cargo build --release -p hupai-c`
-- (HUPAI_LIB_DIR points at the folder holding libhupai.a).
rockspec_format = "3.0"
package = "hupai"
version = "0.1.0-1"
source = {
   url = "git+https://example.invalid/hupai.git",
   dir = "lua",
}
description = {
   summary = "Is this mahjong hand a win? Any number of jokers, local rules, by table lookup.",
   detailed = [[
Wins with their forms, waits, shanten, decompositions, accepted tiles and discard
advice, under built-in rule sets or a rules file: hupai's C library for Lua 5.4
(require "hupai") and LuaJIT's FFI (require "hupai_ffi").
]],
   license = "MIT OR Apache-2.0",
}
dependencies = {
   -- The C module is for Lua 5.4; under LuaJIT, copy hupai_ffi.lua and hupai_cdef.lua.
   "lua >= 5.4, < 5.5",
}
build = {
   type = "make",
   build_variables = {
      LUA_INCDIR = "$(LUA_INCDIR)",
      HUPAI_LIB_DIR = "../target/release",
   },
   -- `make` builds hupai.so; the files below are then copied (no make install).
   install_pass = false,
   install = {
      lib = { hupai = "hupai.so" },
      lua = { hupai_ffi = "hupai_ffi.lua", hupai_cdef = "hupai_cdef.lua" },
   },
}
