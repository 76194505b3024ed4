//! A fast hasher for the small keys the machine hashes on hot paths (first-argument
//! keys of dynamic predicates, code addresses, predicate names, clause shapes): a
//! rotate, xor and multiply per word instead of SipHash's rounds. It is not
//! resistant to chosen collisions, which tables filled by the program itself do not
//! need.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The hasher (see the module doc).
#[derive(Clone, Copy, Debug, Default)]
pub struct FastHasher(u64);

impl FastHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    /// The state with its high bits mixed into the low ones (the multiply only
    /// carries low bits upwards; tables take their bucket from the low bits).
    #[inline]
    fn finish(&self) -> u64 {
        let h = (self.0 ^ (self.0 >> 33)).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ (h >> 33)
    }
}

/// A hash map with the fast hasher.
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// A `HashSet` with the fast hasher (the compiler's per-clause variable sets).
pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use std::hash::{BuildHasher, BuildHasherDefault};

    #[test]
    fn keys_that_differ_in_high_bits_spread_over_buckets() {
        let b = BuildHasherDefault::<FastHasher>::default();
        let low: HashSet<u64> = (0..1024u64)
            .map(|i| b.hash_one(f64::from(i as u32).to_bits()) & 1023)
            .collect();
        assert!(low.len() > 512, "{} buckets", low.len());
        let ints: HashSet<u64> = (0..1024i64).map(|i| b.hash_one(i) & 1023).collect();
        assert!(ints.len() > 512, "{} buckets", ints.len());
    }
}
