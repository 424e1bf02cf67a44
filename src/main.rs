//! The `hupai` command: judge mahjong hands from the command line.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
