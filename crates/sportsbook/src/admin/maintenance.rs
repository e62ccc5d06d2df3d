//! `sportsbook admin maintenance on|off|status`: the maintenance switch. Turning it on
//! revokes every live session (reason `maintenance`) and every node answers the API with
//! 503 within a second.

use clap::Subcommand;
use server::clock::Clock;
use server::platform::maintenance::ContentInput;
use std::fmt::Write as _;
use store::Store;

#[derive(Debug, Subcommand)]
pub enum MaintenanceCommand {
    /// Puts the site into maintenance and logs every bettor out.
    On {
        /// Page title (default "We're working on a few things").
        #[arg(long)]
        title: Option<String>,
        /// Page message (default "Check back soon!").
        #[arg(long)]
        message: Option<String>,
        /// Image: a path of the web app (`/brand/...`), the only place its security policy
        /// loads images from.
        #[arg(long)]
        image: Option<String>,
        /// "More info" link (https URL or path).
        #[arg(long)]
        link: Option<String>,
        /// Label of the link (default "More info").
        #[arg(long)]
        label: Option<String>,
        /// Seconds between the clients' checks (default 30).
        #[arg(long = "refresh-seconds")]
        refresh_seconds: Option<u32>,
    },
    /// Ends maintenance.
    Off,
    /// Shows the switch and its content.
    Status,
}

/// Runs one command; returns what to print.
pub async fn run(store: &dyn Store, command: &MaintenanceCommand) -> anyhow::Result<String> {
    let mut out = String::new();
    match command {
        MaintenanceCommand::On {
            title,
            message,
            image,
            link,
            label,
            refresh_seconds,
        } => {
            let content = ContentInput {
                title: title.clone(),
                message: message.clone(),
                image: image.clone(),
                link: link.clone(),
                label: label.clone(),
                refresh_interval_seconds: *refresh_seconds,
            }
            .into_content()
            .map_err(|e| anyhow::anyhow!("--{}: {}", flag_name(e.field), e.message))?;
            let revoked = store
                .set_maintenance(true, &content, Clock::system().now())
                .await?;
            writeln!(
                out,
                "maintenance ON ({:?}); {} live session(s) revoked",
                content.title,
                revoked.len()
            )?;
        }
        MaintenanceCommand::Off => {
            let current = store.platform_settings().await?;
            store
                .set_maintenance(false, &current.maintenance_content, Clock::system().now())
                .await?;
            writeln!(out, "maintenance OFF")?;
        }
        MaintenanceCommand::Status => {
            let s = store.platform_settings().await?;
            let c = &s.maintenance_content;
            writeln!(
                out,
                "maintenance {} (since {})",
                if s.maintenance_active { "ON" } else { "OFF" },
                s.updated_at.to_rfc3339()
            )?;
            writeln!(out, "title: {}\nmessage: {}", c.title, c.message)?;
            if let Some(link) = &c.link {
                writeln!(out, "link: {link} ({})", c.label.as_deref().unwrap_or(""))?;
            }
            writeln!(out, "refresh: {} s", c.refresh_interval_seconds)?;
        }
    }
    Ok(out)
}

fn flag_name(field: &str) -> &str {
    match field {
        "refreshIntervalSeconds" => "refresh-seconds",
        other => other,
    }
}
