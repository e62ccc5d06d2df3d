//! `Query.accountMenu`: the account panel's menu shelves and reward counts (see
//! `docs/product/shell-and-identity.md`). Contents depend on the brand (standalone casinos have a
//! reduced menu) and on whether the viewer is logged in; every item points at a route the web app
//! has today.

use super::account::{load_balances, load_user};
use super::context::{state, viewer};
use super::deep_link::DeepLink;
use super::money::Money;
use crate::brand::{Brand, ClientDisplay, Leaf, MenuEntry};
use crate::promotions::awards::AwardSection;
use crate::viewer::Viewer;
use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject, Union};
use chrono::{DateTime, Utc};

/// A control the client draws itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum ClientDisplayType {
    /// The light/dark colour-mode switch.
    ColorModeToggle,
}

impl From<ClientDisplay> for ClientDisplayType {
    fn from(d: ClientDisplay) -> Self {
        match d {
            ClientDisplay::ColorModeToggle => ClientDisplayType::ColorModeToggle,
        }
    }
}

/// A menu entry that navigates.
#[derive(Debug, Clone, SimpleObject)]
pub struct MenuLeafItem {
    pub id: ID,
    pub label: String,
    /// Icon name (lucide).
    pub icon: Option<String>,
    pub deep_link: Option<DeepLink>,
}

/// A menu entry with children; the client routes it to `/account/{label slug}`.
#[derive(Debug, Clone, SimpleObject)]
pub struct MenuParentItem {
    pub id: ID,
    pub label: String,
    pub icon: Option<String>,
    pub children: Vec<MenuLeafItem>,
}

/// A menu entry the client renders as a control.
#[derive(Debug, Clone, SimpleObject)]
pub struct MenuClientDisplayItem {
    pub id: ID,
    pub label: String,
    pub icon: Option<String>,
    pub client_display_type: ClientDisplayType,
}

/// A control with a line of explanation.
#[derive(Debug, Clone, SimpleObject)]
pub struct MenuClientDisplayDescriptiveItem {
    pub id: ID,
    pub label: String,
    pub description: String,
    pub icon: Option<String>,
    pub client_display_type: ClientDisplayType,
}

/// The four kinds of menu entry.
#[derive(Debug, Clone, Union)]
pub enum MenuItem {
    Leaf(MenuLeafItem),
    Parent(MenuParentItem),
    ClientDisplay(MenuClientDisplayItem),
    ClientDisplayDescriptive(MenuClientDisplayDescriptiveItem),
}

fn leaf(l: Leaf) -> MenuLeafItem {
    MenuLeafItem {
        id: ID(l.id.to_owned()),
        label: l.label.to_owned(),
        icon: Some(l.icon.to_owned()),
        deep_link: Some(DeepLink::path(l.path)),
    }
}

impl From<MenuEntry> for MenuItem {
    fn from(e: MenuEntry) -> Self {
        match e {
            MenuEntry::Leaf(l) => MenuItem::Leaf(leaf(l)),
            MenuEntry::Parent {
                id,
                label,
                icon,
                children,
            } => MenuItem::Parent(MenuParentItem {
                id: ID(id.to_owned()),
                label: label.to_owned(),
                icon: Some(icon.to_owned()),
                children: children.into_iter().map(leaf).collect(),
            }),
            MenuEntry::ClientDisplay {
                id,
                label,
                icon,
                display,
            } => MenuItem::ClientDisplay(MenuClientDisplayItem {
                id: ID(id.to_owned()),
                label: label.to_owned(),
                icon: Some(icon.to_owned()),
                client_display_type: display.into(),
            }),
            MenuEntry::ClientDisplayDescriptive {
                id,
                label,
                description,
                icon,
                display,
            } => MenuItem::ClientDisplayDescriptive(MenuClientDisplayDescriptiveItem {
                id: ID(id.to_owned()),
                label: label.to_owned(),
                description: description.to_owned(),
                icon: Some(icon.to_owned()),
                client_display_type: display.into(),
            }),
        }
    }
}

/// The main shelf of menu entries.
#[derive(Debug, Clone, SimpleObject)]
pub struct AccountMenuShelf {
    pub menu_shelf_items: Vec<MenuItem>,
}

/// Links to the award sections.
#[derive(Debug, Clone, SimpleObject)]
pub struct AwardsMenuShelf {
    pub bonus_cash: Option<DeepLink>,
    pub free_bets: Option<DeepLink>,
    pub profit_boosts: Option<DeepLink>,
    pub free_wagers: Option<DeepLink>,
    pub promotional_credits: Option<DeepLink>,
}

/// The referral card.
#[derive(Debug, Clone, SimpleObject)]
pub struct ReferralMenuShelf {
    pub image: Option<String>,
    pub label: String,
    pub subtext: Option<String>,
    pub referral_section_deep_link: Option<DeepLink>,
    pub is_first_time_viewer: bool,
}

/// The shelves of the account panel.
#[derive(Debug, Clone, SimpleObject)]
pub struct MenuShelves {
    pub account_menu_shelf: AccountMenuShelf,
    /// Null for visitors.
    pub awards_menu_shelf: Option<AwardsMenuShelf>,
    /// Null until the referral programme exists.
    pub referral_menu_shelf: Option<ReferralMenuShelf>,
}

/// A free bet the account holder can use.
#[derive(Debug, Clone, SimpleObject)]
pub struct FreeBet {
    pub id: ID,
    pub raw_id: String,
    pub title: String,
    pub amount: Money,
    pub expires_at: Option<DateTime<Utc>>,
    /// When it expires (the betslip's countdown).
    pub expires_time: DateTime<Utc>,
    pub is_restricted: bool,
}

/// The account panel's menu and reward counts.
#[derive(Debug, Clone, SimpleObject)]
pub struct AccountMenu {
    pub menu_shelves: MenuShelves,
    /// Promotional credit (loyalty cash in some brands); null for visitors.
    pub promotional_credit_balance: Option<Money>,
    pub available_free_bets: Vec<FreeBet>,
    pub available_free_wagers_count: i32,
    pub available_profit_boost_count: i32,
}

/// The award sections' pages.
fn awards_menu_shelf() -> AwardsMenuShelf {
    let link = |section: AwardSection| Some(DeepLink::path(&section.path()));
    AwardsMenuShelf {
        bonus_cash: link(AwardSection::BonusCash),
        free_bets: link(AwardSection::BonusBets),
        profit_boosts: link(AwardSection::ProfitBoosts),
        free_wagers: link(AwardSection::FreeRounds),
        promotional_credits: link(AwardSection::PromotionalCredits),
    }
}

/// Account-menu queries.
#[derive(Default)]
pub struct MenuQuery;

#[Object]
impl MenuQuery {
    /// The account menu for the viewer: visitors get the short menu (Log In and Sign Up are
    /// client-side); a refused token is UNAUTHENTICATED.
    async fn account_menu(&self, ctx: &Context<'_>) -> Result<AccountMenu> {
        let state = state(ctx)?;
        let brand = Brand::by_code(&state.config.brand);
        let (promotional_credit_balance, rewards) = match viewer(ctx)? {
            Viewer::User { user_id, .. } => {
                let user = load_user(ctx, user_id).await?;
                let balances = load_balances(state, &user.id, user.currency).await?;
                let rewards = state
                    .store
                    .available_rewards(&user.id, state.clock.now())
                    .await
                    .map_err(|e| super::errors::internal("load rewards", e))?;
                (Some(Money(balances.0.promotional_credit)), rewards)
            }
            Viewer::Nobody | Viewer::Anonymous { .. } | Viewer::Limited { .. } => {
                (None, Vec::new())
            }
        };
        let free_bets: Vec<FreeBet> = rewards
            .iter()
            .filter(|r| r.kind == store::RewardKind::FreeBet)
            .map(super::betslip::types::free_bet)
            .collect();
        let boosts = rewards
            .iter()
            .filter(|r| r.kind == store::RewardKind::ProfitBoost)
            .count();
        let logged_in = promotional_credit_balance.is_some();
        let linking = logged_in && super::linking::available(ctx).await?;
        Ok(AccountMenu {
            menu_shelves: MenuShelves {
                account_menu_shelf: AccountMenuShelf {
                    menu_shelf_items: brand
                        .menu(logged_in, linking)
                        .into_iter()
                        .map(MenuItem::from)
                        .collect(),
                },
                awards_menu_shelf: logged_in.then(awards_menu_shelf),
                referral_menu_shelf: None,
            },
            promotional_credit_balance,
            available_free_wagers_count: i32::try_from(free_bets.len()).unwrap_or(i32::MAX),
            available_free_bets: free_bets,
            available_profit_boost_count: i32::try_from(boosts).unwrap_or(i32::MAX),
        })
    }
}
