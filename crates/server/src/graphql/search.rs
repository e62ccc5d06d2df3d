//! Search (docs/product/search.md): the results of a term over the sportsbook and the casino,
//! and the account holder's recent searches. Every operation answers NOT_FOUND while the
//! `search` flag is off for the caller.

use super::context::{require_user, state};
use super::errors::{self, ErrorCode, error};
use crate::search::{Area, Hit, Kind};
use async_graphql::{Context, Enum, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::search::{TermError, clean_term};

/// Results a page shows when `first` is not given.
const DEFAULT_RESULTS: i32 = 20;
/// Most results one page may ask for.
const MAX_RESULTS: i32 = 50;

/// A tab of the results page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum SearchTab {
    /// Everything.
    All,
    /// Events, competitions, teams and players.
    Sportsbook,
    /// Casino games.
    Casino,
}

/// What a result is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum SearchResultKind {
    Event,
    Competition,
    Team,
    Player,
    Game,
}

impl From<Kind> for SearchResultKind {
    fn from(kind: Kind) -> Self {
        match kind {
            Kind::Event => SearchResultKind::Event,
            Kind::Competition => SearchResultKind::Competition,
            Kind::Team => SearchResultKind::Team,
            Kind::Player => SearchResultKind::Player,
            Kind::Game => SearchResultKind::Game,
        }
    }
}

/// One result.
#[derive(SimpleObject)]
pub struct SearchResult {
    /// Stable across searches (`event:{id}`, `participant:{id}`, `game:{slug}`...).
    pub id: String,
    pub kind: SearchResultKind,
    /// "Kansas City Chiefs", "European Roulette".
    pub title: String,
    /// The competition (events, teams, players), the sport (competitions) or the category
    /// (games).
    pub subtitle: String,
    /// The app path it opens: the event's page (a team or player opens its next event), the
    /// competition's page or the game's page.
    pub path: String,
    /// When the event (or the team's or player's next event) starts.
    pub start_time: Option<DateTime<Utc>>,
    /// The event is being played now.
    pub live: bool,
}

impl From<Hit> for SearchResult {
    fn from(hit: Hit) -> Self {
        SearchResult {
            id: hit.key,
            kind: hit.kind.into(),
            title: hit.title,
            subtitle: hit.subtitle,
            path: hit.path,
            start_time: hit.start_time,
            live: hit.live,
        }
    }
}

/// The results of one term in one tab.
#[derive(SimpleObject)]
pub struct SearchPage {
    /// The term as searched (`%` and `<` removed, spaces collapsed).
    pub term: String,
    pub tab: SearchTab,
    /// The best matches of the tab, best first.
    pub results: Vec<SearchResult>,
    /// How many items match in each tab.
    pub all_count: i32,
    pub sportsbook_count: i32,
    pub casino_count: i32,
}

/// NOT_FOUND while the `search` flag is off for the caller.
async fn require_search(ctx: &Context<'_>) -> Result<()> {
    if super::flags::is_enabled(ctx, "search").await? {
        Ok(())
    } else {
        Err(error(ErrorCode::NotFound, "Search is not available."))
    }
}

/// The cleaned term, or BAD_USER_INPUT naming the rule it breaks.
fn term(typed: &str) -> Result<String> {
    clean_term(typed).map_err(|e: TermError| errors::bad_user_input(e.to_string()))
}

fn count(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

#[derive(Default)]
pub struct SearchQuery;

#[Object]
impl SearchQuery {
    /// The results of `term` in `tab` (ALL when null; visitors too), the best `first` (20 when
    /// null). BAD_USER_INPUT when the term, cleaned,
    /// is under 3 or over 99 characters, or `first` is not 1 to 50.
    async fn search_page(
        &self,
        ctx: &Context<'_>,
        term: String,
        tab: Option<SearchTab>,
        first: Option<i32>,
    ) -> Result<SearchPage> {
        require_search(ctx).await?;
        let tab = tab.unwrap_or(SearchTab::All);
        let first = first.unwrap_or(DEFAULT_RESULTS);
        let term = self::term(&term)?;
        if !(1..=MAX_RESULTS).contains(&first) {
            return Err(errors::bad_user_input(format!(
                "first must be between 1 and {MAX_RESULTS} (default {DEFAULT_RESULTS})."
            )));
        }
        let area = match tab {
            SearchTab::All => None,
            SearchTab::Sportsbook => Some(Area::Sportsbook),
            SearchTab::Casino => Some(Area::Casino),
        };
        let limit = usize::try_from(first).unwrap_or(1);
        let results = state(ctx)?
            .search
            .search(&term, area, limit)
            .map_err(|e| errors::internal("search", e))?;
        Ok(SearchPage {
            term,
            tab,
            all_count: count(results.sportsbook_count + results.casino_count),
            sportsbook_count: count(results.sportsbook_count),
            casino_count: count(results.casino_count),
            results: results.hits.into_iter().map(SearchResult::from).collect(),
        })
    }

    /// The viewer's recent searches, newest first (at most 3). UNAUTHENTICATED for visitors.
    async fn recent_searches(&self, ctx: &Context<'_>) -> Result<Vec<String>> {
        require_search(ctx).await?;
        let (user, _) = require_user(ctx)?;
        state(ctx)?
            .store
            .recent_searches(user)
            .await
            .map_err(|e| errors::internal("load recent searches", e))
    }
}

#[derive(Default)]
pub struct SearchMutation;

#[Object]
impl SearchMutation {
    /// Remembers that the viewer searched `term` (cleaned as `searchPage` cleans it) and answers
    /// the recent searches after: newest first, no duplicates ignoring case, at most 3.
    /// UNAUTHENTICATED for visitors; BAD_USER_INPUT for a term `searchPage` refuses.
    async fn add_recent_search(&self, ctx: &Context<'_>, term: String) -> Result<Vec<String>> {
        require_search(ctx).await?;
        let (user, _) = require_user(ctx)?;
        let term = self::term(&term)?;
        let state = state(ctx)?;
        state
            .store
            .record_search(user, &term, state.clock.now())
            .await
            .map_err(|e| errors::internal("record recent search", e))
    }

    /// Forgets the viewer's recent searches and answers the (empty) list. UNAUTHENTICATED for
    /// visitors.
    async fn clear_recent_searches(&self, ctx: &Context<'_>) -> Result<Vec<String>> {
        require_search(ctx).await?;
        let (user, _) = require_user(ctx)?;
        state(ctx)?
            .store
            .clear_recent_searches(user)
            .await
            .map_err(|e| errors::internal("clear recent searches", e))?;
        Ok(Vec::new())
    }
}
