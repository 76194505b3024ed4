//! Redactions of the parts of a rendering that vary from run to run (timings),
//! so that snapshot tests compare the rest byte for byte.

/// Times in the text table (its time columns, `N ms`, exec_time shares) as `[t]`.
pub fn redact_table(s: &str) -> String {
    let mut out = String::new();
    for line in s.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let line = if words.len() == 12 && words[1].parse::<u64>().is_ok() {
            // A centre row: name calls redos exits fails steps %steps ms %time heap
            // %heap incl%.
            blank_columns(line, &[7, 8])
        } else if let Some((head, _)) = line
            .rsplit_once(", ")
            .filter(|_| line.starts_with("ranked by ") && line.ends_with(" ms"))
        {
            format!("{head}, [t] ms")
        } else {
            line.to_string()
        };
        let line = match line
            .split_once(" time(ms) ")
            .filter(|_| line.contains(" count "))
        {
            // A port row of --ports: the time after `time(ms)`.
            Some((head, tail)) => {
                let value = tail.split_whitespace().next().unwrap_or("");
                let (pad, rest) = tail.split_at(tail.find(value).unwrap_or(0) + value.len());
                let width = pad.len();
                format!("{head} time(ms) {:>width$}{rest}", "[t]")
            }
            None => line,
        };
        out.push_str(&redact_time_shares(&line));
        out.push('\n');
    }
    out
}

/// `line` with its whitespace-separated columns `cols` (0-based) replaced by `[t]`,
/// right-aligned in the same width.
fn blank_columns(line: &str, cols: &[usize]) -> String {
    let mut out = String::new();
    let (mut col, mut start) = (0, None);
    for (i, c) in line.char_indices().chain([(line.len(), ' ')]) {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                let word = &line[s..i];
                if cols.contains(&col) {
                    out.push_str(&format!("{:>w$}", "[t]", w = word.len()));
                } else {
                    out.push_str(word);
                }
                col += 1;
                start = None;
            }
            _ => {}
        }
        if c.is_whitespace() && i < line.len() {
            out.push(c);
        }
    }
    out
}

/// `exec_time, 12.34)` as `exec_time, [t])`.
pub fn redact_time_shares(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("exec_time, ") {
        let (head, tail) = rest.split_at(i + "exec_time, ".len());
        out.push_str(head);
        out.push_str("[t]");
        rest = &tail[tail.find(')').unwrap_or(tail.len())..];
    }
    out.push_str(rest);
    out
}
