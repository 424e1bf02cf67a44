/* The skynet shape: four Lua 5.4 states in four threads, each with the hupai module,
 * sharing one engine made in a fifth state, which lets go of it before they finish.
 * Each judges hands and catches errors; every error's message must be its own
 * call's. Usage: states (prints "states: 0 failures"). */
#include <lauxlib.h>
#include <lualib.h>
#include <pthread.h>
#include <stdio.h>

int luaopen_hupai(lua_State *L);

#define THREADS 4

static const char *const WORK =
    "local hupai = require 'hupai'\n"
    "local engine = hupai.adopt(...)\n"
    "local wins = 0\n"
    "for i = 1, 20000 do\n"
    "  if engine:is_win(i % 2 == 0 and '11m' or '12m') then wins = wins + 1 end\n"
    "  local tiles = i % 16 + 1\n"
    "  local ok, err = pcall(engine.check, engine, string.rep('J', tiles))\n"
    "  if tiles % 3 == 2 then assert(ok, err) else\n"
    "    local want = ('hupai: bad hand: %d tile'):format(tiles)\n"
    "    assert(not ok and err:sub(1, #want) == want, err)\n"
    "  end\n"
    "end\n"
    "assert(wins == 10000, wins)\n"
    "engine:close()\n";

static lua_State *new_state(void) {
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    luaL_requiref(L, "hupai", luaopen_hupai, 0);
    lua_pop(L, 1);
    return L;
}

typedef struct {
    void *handle;
    int failed;
} Work;

static void *run(void *argument) {
    Work *work = argument;
    lua_State *L = new_state();
    if (luaL_loadstring(L, WORK) != LUA_OK) {
        fprintf(stderr, "%s\n", lua_tostring(L, -1));
        work->failed = 1;
    } else {
        lua_pushlightuserdata(L, work->handle);
        if (lua_pcall(L, 1, 0, 0) != LUA_OK) {
            fprintf(stderr, "%s\n", lua_tostring(L, -1));
            work->failed = 1;
        }
    }
    lua_close(L);
    return NULL;
}

int main(void) {
    lua_State *L = new_state();
    Work work[THREADS];
    if (luaL_dostring(L, "engine = require('hupai').new('standard')") != LUA_OK) {
        fprintf(stderr, "%s\n", lua_tostring(L, -1));
        return 1;
    }
    for (int i = 0; i < THREADS; i++) {
        if (luaL_dostring(L, "return engine:share()") != LUA_OK) return 1;
        work[i].handle = lua_touserdata(L, -1);
        work[i].failed = 0;
        lua_pop(L, 1);
    }
    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++) pthread_create(&threads[i], NULL, run, &work[i]);
    /* The maker lets go first: the engine lives on in the others. */
    lua_close(L);
    int failures = 0;
    for (int i = 0; i < THREADS; i++) {
        pthread_join(threads[i], NULL);
        failures += work[i].failed;
    }
    printf("states: %d failures\n", failures);
    return failures != 0;
}
