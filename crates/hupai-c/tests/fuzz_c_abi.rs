//! The C ABI's fuzz checks (`fuzz/src/c_abi.rs`), run bounded with fixed seeds on the
//! stable toolchain so that every `cargo test` exercises them: the entry points, called
//! from Rust with arguments made of random bytes, against the library.

// The checks name the library `hupai`, the C library's source names it `hupai_core`.
extern crate hupai_core as hupai;

#[path = "../../../fuzz/src/c_abi.rs"]
mod c_abi;
// Private here, public in the C library: its names follow C, not Rust.
#[path = "../src/lib.rs"]
#[allow(dead_code, unused_imports, clippy::enum_variant_names)]
mod c_api;
#[path = "../../../fuzz/src/checks.rs"]
#[allow(dead_code)]
mod checks;
#[path = "../../../fuzz/src/seeded.rs"]
mod seeded;

#[test]
fn c_abi() {
    for input in seeded::inputs(7, 20_000, 64, &[]) {
        c_abi::c_abi(&input);
    }
}
