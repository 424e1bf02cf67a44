//! What the unit tests share.

/// A seeded stream of 31-bit numbers (a linear congruential generator): the same
/// seed, the same numbers, on every machine.
pub(crate) fn seeded(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    }
}

/// Every built-in rule set's engine by name, then 长沙's rules with the pair of 2s, 5s
/// or 8s asked of every win (`changsha-258`): the one restricted pair the tables'
/// tests need, since the built-in `changsha` asks it of 小胡 alone, in its fan table.
pub(crate) fn engines_with_258() -> Vec<(&'static str, crate::Engine)> {
    let mut engines: Vec<(&'static str, crate::Engine)> = (crate::BUILTIN_RULES.iter())
        .map(|&name| (name, crate::Engine::builtin(name).expect("built in")))
        .collect();
    let mut rules = crate::Engine::builtin("changsha")
        .expect("built in")
        .rules()
        .clone();
    rules.name = "changsha-258".into();
    rules.pair = crate::rules::PairRule::TwoFiveEight;
    rules.scoring = crate::rules::Scoring::None;
    engines.push((
        "changsha-258",
        crate::Engine::from_rules(rules).expect("rules that build"),
    ));
    engines
}
