//! The verdict cache (`--cache DIR`, `--no-cache`): the trails of a group of
//! properties (see `props::groups`) stored under the hash of everything their
//! verdicts depend on ([`key`]), one file per key, so an unchanged program
//! re-verifies without deciding anything again.
//!
//! An entry that cannot be read or decoded ([`codec`]) is a miss, and is
//! overwritten; writes go to a temporary file in the cache directory renamed
//! over the entry, so a reader never sees half an entry. A cache that cannot be
//! written is said once (a warning) and verification goes on without it.

mod codec;
pub mod key;

use costlog_assertions::Trail;
use std::cell::Cell;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Where verdicts are stored, and what happened to them this run.
pub struct Cache {
    /// The directory of entries.
    dir: PathBuf,
    /// Properties whose verdicts were reused.
    hits: Cell<usize>,
    /// Whether writing failed (said once).
    unwritable: Cell<bool>,
}

/// The default cache directory: `$XDG_CACHE_HOME/costlog`, else
/// `~/.cache/costlog`; `None` when neither variable is set.
pub fn default_dir() -> Option<PathBuf> {
    let from = |var: &str| std::env::var_os(var).filter(|v| !v.is_empty());
    from("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| from("HOME").map(|h| Path::new(&h).join(".cache")))
        .map(|base| base.join("costlog"))
}

impl Cache {
    /// The cache in `dir` (entries go to its `verdicts` subdirectory).
    pub fn new(dir: &Path) -> Cache {
        Cache {
            dir: dir.join("verdicts"),
            hits: Cell::new(0),
            unwritable: Cell::new(false),
        }
    }

    fn entry(&self, key: &str) -> PathBuf {
        self.dir.join(key)
    }

    /// The `count` trails stored under `key`, if a readable, well-formed entry
    /// of that many is there.
    pub fn get(&self, key: &str, count: usize) -> Option<Vec<Trail>> {
        let text = fs::read_to_string(self.entry(key)).ok()?;
        let trails = codec::decode(key, &text).filter(|t| t.len() == count)?;
        self.hits.set(self.hits.get() + count);
        Some(trails)
    }

    /// Stores `trails` under `key`; a failure is a warning, once per run.
    pub fn put(&self, key: &str, trails: &[Trail]) {
        if self.unwritable.get() {
            return;
        }
        if let Err(e) = self.write(key, &codec::encode(key, trails)) {
            self.unwritable.set(true);
            eprintln!(
                "warning: cannot write the verdict cache in {}: {e}; verdicts are not cached",
                self.dir.display()
            );
        }
    }

    fn write(&self, key: &str, text: &str) -> std::io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let tmp = self.dir.join(format!(".{key}.{}.tmp", std::process::id()));
        let written = fs::File::create(&tmp).and_then(|mut f| {
            f.write_all(text.as_bytes())?;
            f.sync_all()
        });
        let renamed = written.and_then(|()| fs::rename(&tmp, self.entry(key)));
        if renamed.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        renamed
    }

    /// Properties whose verdicts were reused so far.
    pub fn hits(&self) -> usize {
        self.hits.get()
    }

    /// The directory of entries, for messages.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_assertions::{Status, Verdict};

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("costlog-cache-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn stores_reads_and_survives_corruption() {
        let d = scratch("store");
        let c = Cache::new(&d);
        let mut t = Trail::new(Verdict::written(Status::Check));
        t.push(Verdict::analysed(Status::Checked, "proved"));
        assert!(c.get("k1", 1).is_none());
        c.put("k1", &[t.clone(), t.clone()]);
        assert_eq!(c.get("k1", 2), Some(vec![t.clone(), t.clone()]));
        assert_eq!(c.hits(), 2);
        assert!(c.get("k1", 1).is_none(), "another group size");
        fs::write(c.entry("k1"), "{\"format\":1,\"key\":\"k1\",\"tra").unwrap();
        assert!(c.get("k1", 2).is_none(), "a truncated entry is a miss");
        c.put("k1", &[t.clone()]);
        assert_eq!(c.get("k1", 1), Some(vec![t]));
        let leftovers: Vec<_> = fs::read_dir(c.dir())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "no temporary file is left");
        let _ = fs::remove_dir_all(&d);
    }

    #[test]
    fn an_unwritable_cache_is_a_miss_not_a_failure() {
        let d = scratch("unwritable");
        fs::write(&d, "a file where the directory should be").unwrap();
        let c = Cache::new(&d);
        let t = Trail::new(Verdict::written(Status::Check));
        c.put("k", &[t]);
        assert!(c.unwritable.get());
        assert!(c.get("k", 1).is_none());
        let _ = fs::remove_file(&d);
    }
}
