//! Operator actions on flag rules (`sportsbook admin flags ...`): every document is
//! validated by `domain::flags` before anything is stored, so a refused change stores
//! nothing.

use chrono::{DateTime, Utc};
use domain::flags::{CATALOGUE, Flag, Rule, RuleSet, RulesError};
use store::{FlagRules, Store, StoreError};

/// Why an operator action was refused or failed.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("storage failed: {0}")]
    Store(#[from] StoreError),
}

/// One line of `flags list`.
#[derive(Debug, Clone)]
pub struct Listing {
    pub flag: &'static Flag,
    /// Parsed rules, when any are stored.
    pub rules: Option<RuleSet>,
    pub updated_at: Option<chrono::DateTime<Utc>>,
    pub updated_by: Option<String>,
}

impl Listing {
    /// "no rules" or one summary per rule.
    pub fn summary(&self) -> String {
        self.rules
            .as_ref()
            .map_or_else(|| "no rules".to_owned(), RuleSet::summary)
    }
}

/// Every flag of the catalogue with its stored rules (in catalogue order).
pub async fn list(store: &dyn Store) -> Result<Vec<Listing>, AdminError> {
    let stored = store.flag_rules().await?;
    Ok(CATALOGUE
        .iter()
        .map(|flag| {
            let row = stored.iter().find(|r| r.key == flag.key);
            Listing {
                flag,
                rules: row.and_then(|r| RuleSet::parse(&r.key, &r.rules_json).ok()),
                updated_at: row.map(|r| r.updated_at),
                updated_by: row.map(|r| r.updated_by.clone()),
            }
        })
        .collect())
}

/// Validates and stores `json` as the rules of `key` (replacing earlier rules), written at
/// `now`.
pub async fn set_rules(
    store: &dyn Store,
    key: &str,
    json: &str,
    by: &str,
    now: DateTime<Utc>,
) -> Result<RuleSet, AdminError> {
    let set = RuleSet::parse(key, json)?;
    save(store, &set, by, now).await?;
    Ok(set)
}

async fn save(
    store: &dyn Store,
    set: &RuleSet,
    by: &str,
    now: DateTime<Utc>,
) -> Result<(), AdminError> {
    store
        .put_flag_rules(FlagRules {
            key: set.flag.key.to_owned(),
            rules_json: set.to_json(),
            updated_at: now,
            updated_by: by.to_owned(),
        })
        .await?;
    Ok(())
}

/// A percentage rollout to add to a flag's rules.
#[derive(Debug, Clone, Default)]
pub struct Rollout {
    /// 0 to 100 (up to two decimals).
    pub percent: f64,
    /// ISO 3166-2 codes (empty: every region).
    pub regions: Vec<String>,
    /// Brand theme codes (empty: every brand).
    pub brands: Vec<String>,
    /// Value served to the rollout (usually `true`).
    pub value: bool,
}

/// Adds (or, when a rollout rule with the same brands and regions exists, replaces) a
/// rollout rule of `key`. Returns the new rules.
pub async fn rollout(
    store: &dyn Store,
    key: &str,
    rollout: &Rollout,
    by: &str,
    now: DateTime<Utc>,
) -> Result<RuleSet, AdminError> {
    let new_rule = serde_json::json!({
        "brands": rollout.brands,
        "regions": rollout.regions,
        "percentage": rollout.percent,
        "value": rollout.value,
    });
    let single = RuleSet::parse(key, &serde_json::json!({ "rules": [new_rule] }).to_string())?;
    let mut set = match store
        .flag_rules()
        .await?
        .into_iter()
        .find(|r| r.key == single.flag.key)
    {
        Some(row) => RuleSet::parse(&row.key, &row.rules_json)?,
        None => RuleSet {
            flag: single.flag,
            rules: Vec::new(),
        },
    };
    let added: Vec<Rule> = single.rules;
    for rule in added {
        let same_target = |r: &Rule| {
            r.rollout_basis_points.is_some()
                && r.user_ids.is_empty()
                && r.emails.is_empty()
                && r.brands == rule.brands
                && r.regions == rule.regions
        };
        if let Some(existing) = set.rules.iter_mut().find(|r| same_target(r)) {
            *existing = rule;
        } else {
            set.rules.push(rule);
        }
    }
    if set.rules.len() > domain::flags::MAX_RULES {
        return Err(RulesError::TooManyRules.into());
    }
    save(store, &set, by, now).await?;
    Ok(set)
}

/// Removes every rule of `key` (it serves its default again). Whether rules existed.
pub async fn clear(store: &dyn Store, key: &str) -> Result<bool, AdminError> {
    let flag = domain::flags::find(key).ok_or_else(|| RulesError::UnknownFlag(key.to_owned()))?;
    Ok(store.delete_flag_rules(flag.key).await?)
}
