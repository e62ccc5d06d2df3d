//! `sportsbook`: the one binary an operator runs.
//!
//! ```text
//! sportsbook serve            # migrate, then serve HTTP/GraphQL on BIND
//! sportsbook migrate          # apply the backend's migrations
//! sportsbook seed             # demo data (development only, idempotent)
//! sportsbook schema           # print the GraphQL SDL
//! sportsbook admin ledger verify
//! sportsbook admin maintenance on [--title T --message M --link URL --label L --refresh-seconds N] | off | status
//! sportsbook admin waiting-room --max N   (0 = off; --reset uses WAITING_ROOM_MAX_SESSIONS)
//! sportsbook admin restrict casino --email E (--days N | --until YYYY-MM-DD | --indefinite) --reason TEXT --by NAME | list --email E | lift ID --by NAME
//! sportsbook admin dialogs publish FILE.json | list | unpublish ID
//! sportsbook admin flags list | set KEY --file F | rollout KEY --percent 10 --region US-NJ [--target-brand B] | clear KEY
//! sportsbook admin segments add NAME --email E --by NAME | remove NAME --email E --by NAME | list
//! sportsbook admin award bonus-bet --email E --amount 10.00 | profit-boost --email E --percentage 25 --max-stake 50.00 | credits --email E --amount 5.00
//! sportsbook admin feed push FILE... [--url URL] --key KEY | check FILE... | keys create --source S --by NAME | keys list | keys revoke ID
//! ```

mod admin;
mod cli;
mod settings;

use anyhow::Context;
use clap::Parser;
use cli::{AdminCommand, Cli, Command, LedgerCommand};
use std::sync::Arc;
use store::Store;

/// mimalloc instead of the system allocator: the server allocates and frees many small
/// objects per request from several threads, where glibc's malloc spent about a tenth of the
/// CPU under the placement benchmark (docs/architecture.md, "Where a bet's CPU goes").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    init_logging(&cli);
    match &cli.command {
        Command::Schema => {
            print!("{}", server::graphql::sdl());
            Ok(())
        }
        Command::Migrate => {
            open_store(&cli).await?;
            println!("migrations applied");
            Ok(())
        }
        Command::Seed => {
            let config = settings::load(&cli)?;
            let store = open_store(&cli).await?;
            anyhow::ensure!(
                !config.env.is_production(),
                "seed creates demo accounts and is refused when APP_ENV=production"
            );
            let report = server::seed::run(
                store.as_ref(),
                &config,
                server::clock::Clock::system().now(),
            )
            .await?;
            println!("{report}");
            Ok(())
        }
        Command::Serve => {
            let config = settings::load(&cli)?;
            let store = open_store(&cli).await?;
            let listener = tokio::net::TcpListener::bind(config.bind)
                .await
                .with_context(|| format!("cannot listen on {}", config.bind))?;
            tracing::info!(addr = %config.bind, brand = %config.brand, env = ?config.env, "serving");
            let frame = match config.payments.bind {
                Some(addr) => Some(
                    tokio::net::TcpListener::bind(addr)
                        .await
                        .with_context(|| format!("cannot listen on {addr} (PAYMENTS_BIND)"))?,
                ),
                None => None,
            };
            let bus = match &config.nats {
                Some(nats) => {
                    let node = server::state::new_node_id();
                    let bus = server::bus::nats::NatsBus::connect(nats, &node).await?;
                    tracing::info!(%node, prefix = %nats.prefix, "events go through NATS");
                    server::bus::Bus::nats(bus)
                }
                None => server::bus::Bus::in_process(),
            };
            let state = server::state::AppState::with_bus(config, store, bus);
            if let Some(frame) = frame {
                tracing::info!(origin = %state.config.payments.origin, "serving the payments frame");
                let frame_state = state.clone();
                tokio::spawn(async move {
                    if let Err(e) =
                        server::serve_payments_frame(frame, frame_state, shutdown_signal()).await
                    {
                        tracing::error!(error = %e, "payments frame listener failed");
                    }
                });
            }
            server::serve(listener, state, shutdown_signal()).await?;
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Flags { command },
        } => {
            let store = open_store(&cli).await?;
            print!("{}", admin::flags::run(store.as_ref(), command).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Maintenance { command },
        } => {
            let store = open_store(&cli).await?;
            print!(
                "{}",
                admin::maintenance::run(store.as_ref(), command).await?
            );
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::WaitingRoom(args),
        } => {
            let store = open_store(&cli).await?;
            print!("{}", admin::waiting_room::run(store.as_ref(), args).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Verification { command },
        } => {
            let store = open_store(&cli).await?;
            print!(
                "{}",
                admin::verification::run(store.as_ref(), command).await?
            );
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Restrict { command },
        } => {
            let store = open_store(&cli).await?;
            print!("{}", admin::restrict::run(store.as_ref(), command).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Casino { command },
        } => {
            let store = open_store(&cli).await?;
            print!("{}", admin::casino::run(store.as_ref(), command).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Promotions { command },
        } => {
            let store = open_store(&cli).await?;
            print!("{}", admin::promotions::run(store.as_ref(), command).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Segments { command },
        } => {
            let store = open_store(&cli).await?;
            print!("{}", admin::segments::run(store.as_ref(), command).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Award { command },
        } => {
            let store = open_store(&cli).await?;
            print!("{}", admin::award::run(store.as_ref(), command).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Dialogs { command },
        } => {
            let store = open_store(&cli).await?;
            print!("{}", admin::dialogs::run(store.as_ref(), command).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Feed { command },
        } => {
            let default_url = server_url(&cli);
            print!(
                "{}",
                admin::feed::run(|| open_store(&cli), &default_url, command).await?
            );
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Settle(args),
        } => {
            let default_url = server_url(&cli);
            print!("{}", admin::settle::run(&default_url, args).await?);
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::SettleBet(args),
        } => {
            let default_url = server_url(&cli);
            print!("{}", admin::settle::run_bet(&default_url, args).await?);
            Ok(())
        }
        Command::Admin {
            command:
                AdminCommand::Ledger {
                    command: LedgerCommand::Verify,
                },
        } => {
            let store = open_store(&cli).await?;
            let report = store.verify_ledger().await?;
            println!(
                "checked {} transactions, {} postings, {} accounts",
                report.transactions, report.postings, report.accounts
            );
            for id in &report.unbalanced {
                println!("UNBALANCED transaction {id}");
            }
            for (account, cached, summed) in &report.mismatched {
                println!("MISMATCH {account}: cached {cached} != postings {summed}");
            }
            anyhow::ensure!(report.is_ok(), "ledger verification failed");
            println!("ledger OK");
            Ok(())
        }
    }
}

/// The running server's origin for commands that talk to it: `PUBLIC_URL`, else the bind
/// address.
fn server_url(cli: &Cli) -> String {
    cli.public_url
        .clone()
        .unwrap_or_else(|| format!("http://{}", cli.bind))
}

/// Opens the backend chosen by `DATABASE_URL` and applies its migrations.
async fn open_store(cli: &Cli) -> anyhow::Result<Arc<dyn Store>> {
    let url = settings::database_url(cli)?;
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let store = store_postgres::PgStore::connect(&url)
            .await
            .with_context(|| "cannot connect to PostgreSQL (check DATABASE_URL)")?;
        store
            .migrate()
            .await
            .context("PostgreSQL migrations failed")?;
        Ok(Arc::new(store))
    } else {
        let store = store_sqlite::SqliteStore::connect(&url)
            .await
            .with_context(|| format!("cannot open SQLite database {url}"))?;
        store.migrate().await.context("SQLite migrations failed")?;
        Ok(Arc::new(store))
    }
}

fn init_logging(cli: &Cli) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,sqlx=warn,tower_http=info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if cli.log_json {
        builder.json().init();
    } else {
        builder.init();
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { () = ctrl_c => {}, () = term => {} }
    tracing::info!("shutting down");
}
