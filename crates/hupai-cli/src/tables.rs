//! `hupai tables build` and `hupai tables verify`: generate and check table files.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use hupai::format::TableFile;
use hupai::rules::Rules;
use indicatif::{ProgressBar, ProgressStyle};

use crate::{EXIT_BAD_INPUT, complain, read_rules, say};

#[derive(Debug, Subcommand)]
pub enum TablesCommand {
    /// Generate the tables of a rules file and write them as a table file.
    Build(BuildArgs),
    /// Check a table file: its format and checksum, and that its tables are exactly
    /// what its rules generate.
    Verify(VerifyArgs),
}

#[derive(Debug, Args)]
pub struct BuildArgs {
    /// The rules file (TOML).
    rules: PathBuf,
    /// Where to write the table file.
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
}

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The table file.
    file: PathBuf,
}

pub fn run(command: &TablesCommand) -> ExitCode {
    let result = match command {
        TablesCommand::Build(args) => build(&args.rules, &args.output),
        TablesCommand::Verify(args) => verify(&args.file),
    };
    match result {
        Ok(message) => {
            say!("{message}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            complain(message);
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}

fn build(rules_path: &Path, output: &Path) -> Result<String, String> {
    refuse_to_overwrite_rules(rules_path, output)?;
    let rules = read_rules(rules_path)?;
    let started = Instant::now();
    let name = rules.name.clone();
    let file = build_with_progress(rules)?;
    let elapsed = started.elapsed();
    let engine_bytes = file.to_bytes();
    let sizes = file.sizes();
    std::fs::write(output, &engine_bytes)
        .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    Ok(format!(
        "rules {:?}: {} win tables and {} bytes of shanten tables generated in {:.0} ms; wrote {} bytes to {}",
        name,
        sizes.win_tables,
        sizes.shanten_bytes,
        elapsed.as_secs_f64() * 1000.0,
        engine_bytes.len(),
        output.display()
    ))
}

/// A table file written over the rules file (`-o house.toml`) would lose the rules.
fn refuse_to_overwrite_rules(rules_path: &Path, output: &Path) -> Result<(), String> {
    let same_file = match (rules_path.canonicalize(), output.canonicalize()) {
        (Ok(rules), Ok(output)) => rules == output,
        _ => false,
    };
    if same_file || output.extension().is_some_and(|e| e == "toml") {
        return Err(format!(
            "will not write a table file to {}: that is where rules files go (use -o NAME.hupai)",
            output.display()
        ));
    }
    Ok(())
}

/// Generates the win tables, then the shanten tables (for the rules' joker kinds), on
/// a worker thread; a progress bar appears if it takes more than a second (an
/// unoptimised build, a slow machine).
fn build_with_progress(rules: Rules) -> Result<TableFile, String> {
    let done = AtomicUsize::new(0);
    let total = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        let (done, total) = (&done, &total);
        scope.spawn(move || {
            let file = hupai::format::TableFile::build(rules, &|progress| {
                done.store(progress.done, Ordering::Relaxed);
                total.store(progress.total, Ordering::Relaxed);
            });
            // The receiver outlives this thread within the scope.
            let _ = sender.send(file.map_err(|e| e.to_string()));
        });
        if let Ok(file) = receiver.recv_timeout(Duration::from_secs(1)) {
            return file;
        }
        let bar = ProgressBar::new(total.load(Ordering::Relaxed).max(1) as u64).with_style(
            ProgressStyle::with_template("{spinner} generating tables {pos}/{len} [{elapsed}]")
                .expect("a valid template"),
        );
        loop {
            match receiver.recv_timeout(Duration::from_millis(100)) {
                Ok(file) => {
                    bar.finish_and_clear();
                    return file;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    bar.set_length(total.load(Ordering::Relaxed).max(1) as u64);
                    bar.set_position(done.load(Ordering::Relaxed) as u64);
                    bar.tick();
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    unreachable!("the worker sends before it ends")
                }
            }
        }
    })
}

fn verify(path: &Path) -> Result<String, String> {
    // Every error names the file (one that could not be read names it already).
    let named = |error: hupai::format::TableFileError| {
        let (message, name) = (error.to_string(), path.display().to_string());
        match message.contains(&name) {
            true => message,
            false => format!("{name}: {message}"),
        }
    };
    let file = hupai::format::TableFile::open(path).map_err(named)?;
    let (version, sizes) = (file.version(), file.sizes());
    let started = Instant::now();
    file.verify().map_err(named)?;
    Ok(format!(
        "{}: ok: format version {}, rules {:?}, {} win tables ({} bytes), shanten tables {}; regenerated and compared in {:.0} ms",
        path.display(),
        version,
        file.rules().name,
        sizes.win_tables,
        sizes.win_bytes,
        if version >= 2 {
            "in the file"
        } else {
            "not in the file (version 1: generated when first needed)"
        },
        started.elapsed().as_secs_f64() * 1000.0
    ))
}
