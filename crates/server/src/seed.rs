//! Demo data for development (`sportsbook seed`): two US-NJ account holders, each funded
//! with $1,000.00 of cash through a real, idempotent ledger transaction, and the demo
//! operator's choice of betslip features (teasers, round robins, quick deposit: off in the
//! flag catalogue, as the spec's defaults are), and the free-to-play promotion "Daily Free
//! Spins" (`casino::rewards`), and the demo promotions (`promotions::demo`: welcome offers,
//! two deposit codes, a parlay profit boost, a second-chance parlay, casino free spins).
//! Running it again creates nothing new, moves no money and keeps rules and promotions an
//! operator has written or changed since.

use crate::config::Config;
use anyhow::Context;
use chrono::{DateTime, NaiveDate, Utc};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use store::{NewUser, Store, StoreError};

/// Password of the demo accounts.
pub const DEMO_PASSWORD: &str = "Demo-password-1";
/// Cash each demo account starts with, in cents.
pub const DEMO_FUNDING_CENTS: i64 = 100_000;

/// (email, first name, last name)
pub const DEMO_USERS: [(&str, &str, &str); 2] = [
    ("demo@example.com", "Alex", "Morgan"),
    ("demo2@example.com", "Jordan", "Lee"),
];

const DEMO_REGION: &str = "US-NJ";

/// Betslip features the demo operator switches on in its sportsbook brands.
pub const DEMO_FLAGS: [&str; 3] = ["teaser", "roundRobins", "quickDeposit"];

/// Creates the demo accounts that are missing and funds each one once. Returns a report.
pub async fn run(store: &dyn Store, config: &Config, now: DateTime<Utc>) -> anyhow::Result<String> {
    let region =
        domain::region::find(DEMO_REGION).context("demo region missing from the region table")?;
    let born = NaiveDate::from_ymd_opt(1990, 5, 15).context("demo date of birth")?;
    let mut lines = Vec::new();
    for (email, first, last) in DEMO_USERS {
        let user = match store.user_by_email(email).await? {
            Some(user) => {
                lines.push(format!("{email}: already present"));
                user
            }
            None => {
                let password_hash =
                    crate::password::hash(config.password_hash_cost, DEMO_PASSWORD).await?;
                let created = store
                    .create_user(NewUser {
                        email: email.to_owned(),
                        password_hash,
                        first_name: first.to_owned(),
                        last_name: last.to_owned(),
                        date_of_birth: born,
                        region: region.code.to_owned(),
                        currency: region.currency(),
                        created_at: now,
                    })
                    .await;
                match created {
                    Ok(user) => {
                        lines.push(format!("{email}: created (password {DEMO_PASSWORD})"));
                        user
                    }
                    // Another seed run won the race: use its account.
                    Err(StoreError::Conflict("email")) => store
                        .user_by_email(email)
                        .await?
                        .context("demo user vanished after a conflict")?,
                    Err(e) => return Err(e.into()),
                }
            }
        };
        let currency = user.currency;
        let tx = BalancedTransaction::transfer(
            TransactionKind::DemoFunding,
            format!("demo-funding:{email}"),
            "Demo account funding",
            AccountRef {
                owner: Owner::House(HouseAccount::Funding),
                currency,
            },
            AccountRef {
                owner: Owner::User(user.id.clone(), Bucket::Cash),
                currency,
            },
            DEMO_FUNDING_CENTS,
        )?;
        // Idempotent by key: a second run returns the first transaction.
        let tx_id = store.post_transaction(&tx, now).await?;
        let balances = store.balances(&user.id, currency).await?;
        lines.push(format!(
            "{email}: funding transaction {tx_id}; cash balance {}",
            balances.cash.formatted()
        ));
    }
    let written: Vec<String> = store
        .flag_rules()
        .await?
        .into_iter()
        .map(|r| r.key)
        .collect();
    for key in DEMO_FLAGS {
        if written.iter().any(|k| k == key) {
            lines.push(format!("flag {key}: rules already written"));
            continue;
        }
        crate::flags::admin::set_rules(
            store,
            key,
            r#"{"rules":[{"brands":["halftime","scorecard"],"value":true}]}"#,
            "seed",
            now,
        )
        .await
        .map_err(|e| anyhow::anyhow!("flag {key}: {e}"))?;
        lines.push(format!("flag {key}: on in the sportsbook brands"));
    }
    let promotion = crate::casino::rewards::daily_free_spins();
    lines.push(format!(
        "free-to-play {}: {} a day",
        promotion.id, promotion.rounds_per_day
    ));
    store.save_free_to_play(promotion, now).await?;
    for definition in crate::promotions::demo::definitions() {
        let slug = definition
            .get("slug")
            .and_then(|s| s.as_str())
            .unwrap_or_default()
            .to_owned();
        if store.promotion(&slug).await?.is_some() {
            lines.push(format!("promotion {slug}: already present"));
            continue;
        }
        match crate::promotions::admin::create(
            store,
            definition.to_string().as_bytes(),
            "seed",
            now,
        )
        .await
        {
            Ok(p) => lines.push(format!(
                "promotion {slug}: created ({})",
                p.definition.get().title
            )),
            // Another seed run created it meanwhile.
            Err(crate::promotions::admin::AdminError::Invalid(e)) if e.field == "slug" => {
                lines.push(format!("promotion {slug}: already present"));
            }
            Err(e) => return Err(anyhow::anyhow!("promotion {slug}: {e}")),
        }
    }
    Ok(lines.join("\n"))
}
