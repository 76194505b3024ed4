//! `'$random_seed'(Seed)`: reseeds the machine's random generator, for
//! `set_random(seed(Seed))` of `library(random)` (`prelude/random.pl`). An integer
//! seed gives a reproducible sequence (not SWI-Prolog's: its numbers differ);
//! `random` seeds from the clock.

use super::{inst_error, type_error};
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine};

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$random_seed", 1, random_seed);
}

fn random_seed(m: &mut Machine) -> BResult {
    let seed = match m.arg(0) {
        Cell::Int(n) => n as u64,
        Cell::Atom(a) if a.name() == "random" => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64),
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "integer", other)),
    };
    m.rng_state = scramble(seed);
    Ok(true)
}

/// A nonzero xorshift state from any seed (splitmix64's finaliser), so nearby seeds
/// give unrelated sequences.
fn scramble(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)).max(1)
}

#[cfg(test)]
mod tests {
    use super::scramble;

    #[test]
    fn seeds_give_distinct_nonzero_states() {
        assert_ne!(scramble(1), scramble(2));
        assert_ne!(scramble(0), 0);
    }
}
