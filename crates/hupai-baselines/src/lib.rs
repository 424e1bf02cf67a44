//! The algorithms hupai is measured against, and the seeded hand corpus ([`corpus`])
//! they are measured on. Each algorithm is faithful to its source's search
//! strategy (DESIGN.md, "Where it comes from" and "Other engines"), each tested to
//! agree with the engine on the hands it supports. Where a source is wrong, the fix
//! is marked `FIX:`.
//!
//! | contender | source | forms | jokers |
//! |---|---|---|---|
//! | [`paper::is_win`] | article 1: per-suit recursion on a 4×10 array | standard | no |
//! | [`blog::is_win`] | article 2: whole-hand recursion on a 38-slot array | all three | no |
//! | [`joker::is_win`] | article 4: recursion with N jokers filling gaps | standard | yes |
//! | [`hash_sets::HashSets`] | yuanfengyun/q_algorithm: a set per suit type × pair × jokers | standard | 0..=8 |

pub mod blog;
pub mod contenders;
pub mod corpus;
pub mod hash_sets;
pub mod joker;
pub mod paper;
