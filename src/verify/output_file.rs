//! The file `verify --output` writes: resolved and checked before anything runs,
//! written atomically at the end.
//!
//! A symbolic link is followed to its target, which is what gets replaced (the link
//! stays); an existing target keeps its permissions (and owner, when allowed); a
//! target that is not a regular file (a device, a pipe, a directory) is refused;
//! the new text goes to a temporary file next to the target, renamed over it, and
//! the temporary file is removed on every error.

use std::fs::{self, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

/// Most symbolic links followed, as the kernel's limit.
const MAX_LINKS: usize = 40;

/// A checked output path.
#[derive(Debug)]
pub struct OutputFile {
    /// The file that is replaced: the path with its symbolic links followed.
    target: PathBuf,
}

/// The path `path` names once its symbolic links are followed (also dangling ones:
/// writing through a dangling link creates its target).
fn resolve(path: &Path) -> std::io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            Ok(_) => return Ok(p),
            Err(e) if e.kind() == ErrorKind::NotFound => return Ok(p),
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other("too many levels of symbolic links"))
}

/// The directory `target` is in (`.` for a bare file name).
fn directory(target: &Path) -> &Path {
    match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Removes the temporary file when dropped, unless it was renamed.
struct TempFile(Option<PathBuf>);

impl Drop for TempFile {
    fn drop(&mut self) {
        if let Some(p) = self.0.take() {
            let _ = fs::remove_file(p);
        }
    }
}

impl OutputFile {
    /// Checks that `path` can be written: an existing target must be a regular file
    /// open for writing, and its directory must accept a new file (a temporary one
    /// is created and removed). The error says why not.
    pub fn prepare(path: &Path) -> Result<OutputFile, String> {
        let target = resolve(path).map_err(|e| e.to_string())?;
        match fs::metadata(&target) {
            Ok(m) if !m.is_file() => {
                return Err(format!(
                "{} is not a regular file (a device, pipe or directory); refusing to replace it",
                target.display()
            ))
            }
            Ok(_) => {
                OpenOptions::new()
                    .write(true)
                    .open(&target)
                    .map_err(|e| e.to_string())?;
            }
            Err(e) if e.kind() == ErrorKind::NotFound => {}
            Err(e) => return Err(e.to_string()),
        }
        let out = OutputFile { target };
        out.create_temp().map_err(|e| {
            format!(
                "cannot create a file in {}: {e}",
                directory(&out.target).display()
            )
        })?;
        Ok(out)
    }

    /// A new temporary file next to the target, removed when the guard drops.
    fn create_temp(&self) -> std::io::Result<(fs::File, TempFile)> {
        let name = self
            .target
            .file_name()
            .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
        let tmp =
            directory(&self.target).join(format!(".{name}.costlog-{}.tmp", std::process::id()));
        let file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        Ok((file, TempFile(Some(tmp))))
    }

    /// Replaces the target's contents with `text`, atomically.
    pub fn write(&self, text: &str) -> std::io::Result<()> {
        let (mut file, mut guard) = self.create_temp()?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        let tmp = guard.0.clone().unwrap_or_default();
        if let Ok(old) = fs::metadata(&self.target) {
            fs::set_permissions(&tmp, old.permissions())?;
            #[cfg(unix)]
            {
                use std::os::unix::fs::MetadataExt;
                // Only a privileged user may give the file away; others keep theirs.
                let _ = std::os::unix::fs::chown(&tmp, Some(old.uid()), Some(old.gid()));
            }
        }
        fs::rename(&tmp, &self.target)?;
        guard.0 = None;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_followed_relative_to_their_directory() {
        let dir = std::env::temp_dir().join(format!("costlog-resolve-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let link = dir.join("link.pl");
        let _ = fs::remove_file(&link);
        std::os::unix::fs::symlink("target.pl", &link).unwrap();
        assert_eq!(resolve(&link).unwrap(), dir.join("target.pl"));
        assert_eq!(
            resolve(Path::new("plain.pl")).unwrap(),
            Path::new("plain.pl")
        );
        assert_eq!(directory(Path::new("plain.pl")), Path::new("."));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("costlog-failed-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let target = dir.join("out.pl");
        let out = OutputFile::prepare(&target).unwrap();
        assert_eq!(
            fs::read_dir(&dir).unwrap().count(),
            0,
            "the probe is removed"
        );
        // The target turns into a non-empty directory: the rename fails.
        fs::create_dir_all(target.join("inside")).unwrap();
        assert!(out.write("p.\n").is_err());
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, ["out.pl"]);
        fs::remove_dir_all(&dir).unwrap();
    }
}
