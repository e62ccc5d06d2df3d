//! Server-side facts about each brand (see `docs/product/shell-and-identity.md`): display name,
//! kind, legal and responsible-gaming copy, responsible-gaming logos and the account-menu contents.
//!
//! The web app owns the look (logos, theme, footer columns); the server owns what it sends
//! in startup and account-menu data. Logo images are static SVGs the web app ships under
//! `/brand/rg/` (see [`RG_LOGO_PATHS`]).

use domain::region::{Country, Region};

/// Whether a brand is a sportsbook (with a casino beside it) or a standalone casino.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrandKind {
    /// Sports betting first; the sports/casino toggle exists.
    Sportsbook,
    /// A casino-only app shell with a reduced menu.
    StandaloneCasino,
}

/// One brand variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Brand {
    /// Theme code: `halftime`, `scorecard`, `riverbend`, `silvermesa`.
    pub code: &'static str,
    /// Name shown to people, e.g. "Halftime Sportsbook".
    pub display_name: &'static str,
    pub kind: BrandKind,
    /// The company that holds the licences, named in the licensing disclaimer.
    pub operator: &'static str,
    /// Single sign-on with the media partner (linked accounts).
    pub linked_accounts: bool,
    /// Promotional credits are presented as loyalty cash.
    pub promotional_credits_as_loyalty_cash: bool,
}

/// Every brand this server can serve.
pub static BRANDS: [Brand; 4] = [
    Brand {
        code: "halftime",
        display_name: "Halftime Sportsbook",
        kind: BrandKind::Sportsbook,
        operator: "Halftime Interactive LLC",
        linked_accounts: true,
        promotional_credits_as_loyalty_cash: true,
    },
    Brand {
        code: "scorecard",
        display_name: "Scorecard Bet",
        kind: BrandKind::Sportsbook,
        operator: "Scorecard Gaming LLC",
        linked_accounts: false,
        promotional_credits_as_loyalty_cash: false,
    },
    Brand {
        code: "riverbend",
        display_name: "Riverbend Casino",
        kind: BrandKind::StandaloneCasino,
        operator: "Riverbend Resorts Online LLC",
        linked_accounts: false,
        promotional_credits_as_loyalty_cash: true,
    },
    Brand {
        code: "silvermesa",
        display_name: "Silver Mesa Casino",
        kind: BrandKind::StandaloneCasino,
        operator: "Silver Mesa Digital LLC",
        linked_accounts: false,
        promotional_credits_as_loyalty_cash: false,
    },
];

/// The problem-gambling help line shown in disclaimers, at login and at logout.
pub const HELP_LINE: &str = "1-800-GAMBLER";

/// Every responsible-gaming logo path the server may send; the web app ships these files.
pub const RG_LOGO_PATHS: [&str; 4] = [
    "/brand/rg/age-21.svg",
    "/brand/rg/help-line.svg",
    "/brand/rg/gamblers-anonymous.svg",
    "/brand/rg/responsible-play.svg",
];

impl Brand {
    /// The brand with theme code `code`; the default brand (`halftime`) when unknown
    /// (configuration is validated at start-up, so that only happens in tests).
    pub fn by_code(code: &str) -> &'static Brand {
        BRANDS
            .iter()
            .find(|b| b.code.eq_ignore_ascii_case(code))
            .unwrap_or(&BRANDS[0])
    }

    /// Whether this brand is a standalone casino (reduced menu, own shell).
    pub fn is_standalone_casino(&self) -> bool {
        self.kind == BrandKind::StandaloneCasino
    }

    /// Footer disclaimers for a visitor in `region` (unknown when `None`): responsible
    /// gaming (with the tappable help line), licensing, and data liability.
    pub fn footer_disclaimers(&self, region: Option<&Region>) -> Vec<Disclaimer> {
        let age = match region {
            Some(r) => format!("{}+", r.legal_age),
            None => "21+".to_owned(),
        };
        let product = if self.is_standalone_casino() {
            "play"
        } else {
            "wager"
        };
        let rg = Disclaimer {
            body: format!(
                "Must be {age} and physically present in an operating region to {product}. \
                 Gambling problem? Call {HELP_LINE} for confidential help, 24/7."
            ),
            hyperlink_text: Some("Responsible Gaming".to_owned()),
            link: Some(LinkTarget {
                canonical_url: "https://www.ncpgambling.org/help-treatment/".to_owned(),
                web_url: "https://www.ncpgambling.org/help-treatment/".to_owned(),
            }),
        };
        let licensing = Disclaimer {
            body: match region {
                Some(r) if r.operating => format!(
                    "{} is operated by {} under a licence issued by the gaming regulator of {}.",
                    self.display_name, self.operator, r.name
                ),
                _ => format!(
                    "{} is operated by {} and is available only in regions where it holds a \
                     gaming licence.",
                    self.display_name, self.operator
                ),
            },
            hyperlink_text: None,
            link: None,
        };
        let data = Disclaimer {
            body: if self.is_standalone_casino() {
                format!(
                    "Game rules and return-to-player figures are published with each game. {} is \
                     not liable for interruptions caused by third-party game providers.",
                    self.display_name
                )
            } else {
                format!(
                    "Odds, scores and statistics come from third-party data providers and are shown \
                     for information only; {} is not liable for errors or delays in that data.",
                    self.display_name
                )
            },
            hyperlink_text: None,
            link: None,
        };
        let mut out = vec![rg, licensing, data];
        if region.is_some_and(|r| r.country == Country::Ca) {
            out.push(Disclaimer {
                body: "In Canada, help is also available from ConnexOntario at 1-866-531-2600."
                    .to_owned(),
                hyperlink_text: None,
                link: None,
            });
        }
        out
    }

    /// The responsible-gaming logos shown in the header and footer.
    pub fn rg_logos(&self) -> Vec<RgLogo> {
        let age = RgLogo {
            id: "age-21",
            name: "21+",
            image_url: "/brand/rg/age-21.svg",
            alt_text: "Must be 21 or older to play",
            link: None,
        };
        let help = RgLogo {
            id: "help-line",
            name: HELP_LINE,
            image_url: "/brand/rg/help-line.svg",
            alt_text: "Gambling problem? Call 1-800-GAMBLER",
            link: Some(LinkTarget {
                canonical_url: "tel:1-800-426-2537".to_owned(),
                web_url: "tel:1-800-426-2537".to_owned(),
            }),
        };
        let third = if self.is_standalone_casino() {
            RgLogo {
                id: "responsible-play",
                name: "Play Responsibly",
                image_url: "/brand/rg/responsible-play.svg",
                alt_text: "Play responsibly",
                link: Some(LinkTarget {
                    canonical_url: "https://www.ncpgambling.org/".to_owned(),
                    web_url: "https://www.ncpgambling.org/".to_owned(),
                }),
            }
        } else {
            RgLogo {
                id: "gamblers-anonymous",
                name: "Gamblers Anonymous",
                image_url: "/brand/rg/gamblers-anonymous.svg",
                alt_text: "Gamblers Anonymous",
                link: Some(LinkTarget {
                    canonical_url: "https://www.gamblersanonymous.org/".to_owned(),
                    web_url: "https://www.gamblersanonymous.org/".to_owned(),
                }),
            }
        };
        vec![age, help, third]
    }

    /// Account-menu items for this brand; `logged_in` adds the account pages, `linking`
    /// (account linking available to the viewer) the Linked Accounts page of a brand with
    /// linked accounts.
    /// Every item points at a route the web app has today.
    pub fn menu(&self, logged_in: bool, linking: bool) -> Vec<MenuEntry> {
        let summary = MenuEntry::Leaf(Leaf {
            id: "account-summary",
            label: "Account Summary",
            icon: "user",
            path: "/account/summary",
        });
        let taxes = MenuEntry::Leaf(Leaf {
            id: "taxes",
            label: "Tax Forms",
            icon: "file-text",
            path: "/account/taxes",
        });
        let betting = Leaf {
            id: "betting-preferences",
            label: "Betting Preferences",
            icon: "sliders-horizontal",
            path: "/account/settings",
        };
        let notifications = Leaf {
            id: "notifications",
            label: "Notifications",
            icon: "bell",
            path: "/account/settings/notifications",
        };
        let content = Leaf {
            id: "content-settings",
            label: "Content",
            icon: "layout-list",
            path: "/account/settings/content",
        };
        let security = Leaf {
            id: "security",
            label: "Security",
            icon: "shield",
            path: "/account/settings/security",
        };
        let linked_accounts = Leaf {
            id: "linked-accounts",
            label: "Linked Accounts",
            icon: "link",
            path: "/account/linked-accounts",
        };
        let help = MenuEntry::Leaf(Leaf {
            id: "help",
            label: "Help",
            icon: "circle-help",
            path: "/account/help",
        });
        let about = MenuEntry::Leaf(Leaf {
            id: "about",
            label: "About",
            icon: "info",
            path: "/account/about",
        });
        let wallet = MenuEntry::Parent {
            id: "wallet",
            label: "Wallet",
            icon: "wallet",
            children: vec![
                Leaf {
                    id: "deposit",
                    label: "Deposit",
                    icon: "circle-plus",
                    path: "/account/wallet/deposit",
                },
                Leaf {
                    id: "withdraw",
                    label: "Withdraw",
                    icon: "banknote",
                    path: "/account/wallet/withdrawal",
                },
                Leaf {
                    id: "transaction-history",
                    label: "Transaction History",
                    icon: "receipt",
                    path: "/account/history/transactions",
                },
            ],
        };
        let verification = MenuEntry::Leaf(Leaf {
            id: "identity-verification",
            label: "Identity Verification",
            icon: "id-card",
            path: "/account/identity-verification",
        });
        let responsible_gaming = MenuEntry::Leaf(Leaf {
            id: "responsible-gaming",
            label: "Responsible Gaming",
            icon: "heart-handshake",
            path: "/account/responsible-gaming",
        });
        let promos = MenuEntry::Leaf(Leaf {
            id: "promos",
            label: "Promos",
            icon: "gift",
            path: "/promotions",
        });
        let colour_mode = MenuEntry::ClientDisplayDescriptive {
            id: "color-mode",
            label: "Dark Mode",
            description: "Switch between light and dark colours",
            icon: "moon",
            display: ClientDisplay::ColorModeToggle,
        };
        match (self.kind, logged_in) {
            (BrandKind::Sportsbook, true) => vec![
                summary,
                promos,
                taxes,
                wallet,
                verification,
                responsible_gaming,
                MenuEntry::Parent {
                    id: "settings",
                    label: "Settings",
                    icon: "settings",
                    children: vec![betting, notifications, content, security],
                },
            ]
            .into_iter()
            .chain((linking && self.linked_accounts).then_some(MenuEntry::Leaf(linked_accounts)))
            .chain([help, about, colour_mode])
            .collect(),
            (BrandKind::StandaloneCasino, true) => {
                vec![
                    summary,
                    promos,
                    taxes,
                    wallet,
                    verification,
                    responsible_gaming,
                    MenuEntry::Parent {
                        id: "settings",
                        label: "Settings",
                        icon: "settings",
                        children: vec![
                            Leaf {
                                id: "casino-preferences",
                                label: "Casino Preferences",
                                icon: "sliders-horizontal",
                                path: "/account/settings",
                            },
                            notifications,
                            security,
                        ],
                    },
                    help,
                    colour_mode,
                ]
            }
            // Account pages need a login; visitors get the public support page.
            (_, false) => vec![
                promos,
                MenuEntry::Leaf(Leaf {
                    id: "help",
                    label: "Help",
                    icon: "circle-help",
                    path: "/support",
                }),
                colour_mode,
            ],
        }
    }
}

/// A link target: canonical app path (or absolute URL) and the web URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkTarget {
    pub canonical_url: String,
    pub web_url: String,
}

/// One footer disclaimer paragraph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disclaimer {
    pub body: String,
    pub hyperlink_text: Option<String>,
    pub link: Option<LinkTarget>,
}

/// A responsible-gaming logo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RgLogo {
    pub id: &'static str,
    pub name: &'static str,
    /// Path of the SVG the web app ships.
    pub image_url: &'static str,
    pub alt_text: &'static str,
    pub link: Option<LinkTarget>,
}

/// A menu item that navigates to an app route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leaf {
    pub id: &'static str,
    pub label: &'static str,
    /// Icon name (lucide icon names: the web app maps them).
    pub icon: &'static str,
    /// App path, e.g. `/account/summary`.
    pub path: &'static str,
}

/// A control the client renders itself instead of a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClientDisplay {
    /// The light/dark colour-mode switch.
    ColorModeToggle,
}

/// One account-menu entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MenuEntry {
    Leaf(Leaf),
    Parent {
        id: &'static str,
        label: &'static str,
        icon: &'static str,
        children: Vec<Leaf>,
    },
    ClientDisplay {
        id: &'static str,
        label: &'static str,
        icon: &'static str,
        display: ClientDisplay,
    },
    ClientDisplayDescriptive {
        id: &'static str,
        label: &'static str,
        description: &'static str,
        icon: &'static str,
        display: ClientDisplay,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brands_resolve_and_default() {
        assert_eq!(Brand::by_code("scorecard").display_name, "Scorecard Bet");
        assert_eq!(Brand::by_code("unknown").code, "halftime");
        assert!(Brand::by_code("riverbend").is_standalone_casino());
        assert!(Brand::by_code("silvermesa").is_standalone_casino());
        assert!(!Brand::by_code("halftime").is_standalone_casino());
    }

    #[test]
    fn casinos_have_a_reduced_menu() {
        for b in &BRANDS {
            let full = b.menu(true, false).len();
            let visitor = b.menu(false, false).len();
            assert!(visitor < full, "{}", b.code);
        }
        assert!(
            Brand::by_code("riverbend").menu(true, true).len()
                < Brand::by_code("halftime").menu(true, true).len()
        );
    }

    #[test]
    fn menus_only_point_at_existing_routes() {
        const ROUTES: [&str; 16] = [
            "/support",
            "/account/identity-verification",
            "/promotions",
            "/account/taxes",
            "/account/responsible-gaming",
            "/account/wallet/deposit",
            "/account/wallet/withdrawal",
            "/account/history/transactions",
            "/account/summary",
            "/account/settings",
            "/account/settings/security",
            "/account/settings/notifications",
            "/account/settings/content",
            "/account/help",
            "/account/about",
            "/account/linked-accounts",
        ];
        for b in &BRANDS {
            for logged_in in [true, false] {
                for entry in b.menu(logged_in, true) {
                    let leaves = match entry {
                        MenuEntry::Leaf(l) => vec![l],
                        MenuEntry::Parent { children, .. } => children,
                        _ => vec![],
                    };
                    for l in leaves {
                        assert!(ROUTES.contains(&l.path), "{} -> {}", b.code, l.path);
                    }
                }
            }
        }
    }

    #[test]
    fn disclaimers_carry_the_help_line_and_region() {
        let nj = domain::region::find("US-NJ").unwrap();
        let d = Brand::by_code("halftime").footer_disclaimers(Some(nj));
        assert!(d[0].body.contains("1-800-GAMBLER"));
        assert!(d[1].body.contains("New Jersey"));
        assert!(
            d.iter()
                .all(|x| x.hyperlink_text.is_some() == x.link.is_some())
        );
        let on = domain::region::find("CA-ON").unwrap();
        assert!(
            Brand::by_code("halftime").footer_disclaimers(Some(on))[0]
                .body
                .contains("19+")
        );
    }

    #[test]
    fn logos_use_shipped_paths() {
        for b in &BRANDS {
            for logo in b.rg_logos() {
                assert!(RG_LOGO_PATHS.contains(&logo.image_url));
            }
        }
    }
}
