//! Live statistics per sport (see `docs/product/sports-and-odds.md`).

use super::{LiveEventStatus, ParticipantSide};
use async_graphql::SimpleObject;
use chrono::{DateTime, Utc};
use domain::catalogue::SportExtras;

/// One period's score.
#[derive(SimpleObject)]
pub struct Segment {
    pub label: String,
    pub home: u32,
    pub away: u32,
}

/// The game clock when the statistics were sent; the client runs it on from `updatedAt`.
#[derive(SimpleObject)]
pub struct Clock {
    pub seconds: u32,
    pub running: bool,
    pub counts_down: bool,
    pub updated_at: DateTime<Utc>,
}

#[derive(SimpleObject)]
pub struct FootballStatistics {
    pub possession: ParticipantSide,
    pub field_position: String,
    pub yards_from_goal: u32,
    pub down_and_distance: String,
    pub red_zone: bool,
}

#[derive(SimpleObject)]
pub struct BaseballStatistics {
    pub balls: u32,
    pub strikes: u32,
    pub outs: u32,
    pub on_first: bool,
    pub on_second: bool,
    pub on_third: bool,
    pub home_batting: bool,
}

#[derive(SimpleObject)]
pub struct TennisStatistics {
    pub current_server: ParticipantSide,
    pub home_game_score: String,
    pub away_game_score: String,
}

#[derive(SimpleObject)]
pub struct SoccerStatistics {
    pub home_red_cards: u32,
    pub away_red_cards: u32,
}

#[derive(SimpleObject)]
pub struct HockeyStatistics {
    pub home_players_in_box: u32,
    pub away_players_in_box: u32,
}

#[derive(SimpleObject)]
pub struct CricketStatistics {
    pub home_wickets: u32,
    pub away_wickets: u32,
    pub current_batter: String,
    pub game_state: String,
    pub home_score_text: String,
    pub away_score_text: String,
}

#[derive(SimpleObject)]
pub struct DartsStatistics {
    pub home_leg_score: u32,
    pub away_leg_score: u32,
    pub thrower: ParticipantSide,
}

#[derive(SimpleObject)]
pub struct FutsalStatistics {
    pub home_suspensions: u32,
    pub away_suspensions: u32,
}

#[derive(SimpleObject)]
pub struct EsportsStatistics {
    pub current_map: String,
}

/// Live statistics: the score and progress, and one sport's extras.
#[derive(SimpleObject, Default)]
pub struct EventStatistics {
    pub home_score: u32,
    pub away_score: u32,
    /// "Q3", "Top 5th", "2nd Half", "Set 2".
    pub progress: String,
    pub is_in_play: bool,
    pub live_status: Option<LiveEventStatus>,
    pub clock: Option<Clock>,
    pub segments: Vec<Segment>,
    pub football: Option<FootballStatistics>,
    pub baseball: Option<BaseballStatistics>,
    pub tennis: Option<TennisStatistics>,
    pub soccer: Option<SoccerStatistics>,
    pub hockey: Option<HockeyStatistics>,
    pub cricket: Option<CricketStatistics>,
    pub darts: Option<DartsStatistics>,
    pub futsal: Option<FutsalStatistics>,
    pub esports: Option<EsportsStatistics>,
}

/// The GraphQL statistics of a feed's statistics.
pub fn statistics(s: &domain::catalogue::Statistics) -> EventStatistics {
    let mut out = EventStatistics {
        home_score: s.home_score,
        away_score: s.away_score,
        progress: s.progress.clone(),
        is_in_play: s.is_in_play(),
        live_status: Some(s.live_status.into()),
        clock: s.clock.map(|c| Clock {
            seconds: c.seconds,
            running: c.running,
            counts_down: c.counts_down,
            updated_at: s.updated_at,
        }),
        segments: s
            .segments
            .iter()
            .map(|g| Segment {
                label: g.label.clone(),
                home: g.home,
                away: g.away,
            })
            .collect(),
        ..EventStatistics::default()
    };
    match s.extras.clone() {
        Some(SportExtras::Football {
            possession,
            field_position,
            yards_from_goal,
            down_and_distance,
            red_zone,
        }) => {
            out.football = Some(FootballStatistics {
                possession: possession.into(),
                field_position,
                yards_from_goal,
                down_and_distance,
                red_zone,
            })
        }
        Some(SportExtras::Baseball {
            balls,
            strikes,
            outs,
            on_first,
            on_second,
            on_third,
            home_batting,
        }) => {
            out.baseball = Some(BaseballStatistics {
                balls,
                strikes,
                outs,
                on_first,
                on_second,
                on_third,
                home_batting,
            })
        }
        Some(SportExtras::Tennis {
            server,
            home_game_score,
            away_game_score,
        }) => {
            out.tennis = Some(TennisStatistics {
                current_server: server.into(),
                home_game_score,
                away_game_score,
            })
        }
        Some(SportExtras::Soccer {
            home_red_cards,
            away_red_cards,
        }) => {
            out.soccer = Some(SoccerStatistics {
                home_red_cards,
                away_red_cards,
            })
        }
        Some(SportExtras::Hockey {
            home_players_in_box,
            away_players_in_box,
        }) => {
            out.hockey = Some(HockeyStatistics {
                home_players_in_box,
                away_players_in_box,
            })
        }
        Some(SportExtras::Cricket {
            home_wickets,
            away_wickets,
            current_batter,
            game_state,
            home_score_text,
            away_score_text,
        }) => {
            out.cricket = Some(CricketStatistics {
                home_wickets,
                away_wickets,
                current_batter,
                game_state,
                home_score_text,
                away_score_text,
            })
        }
        Some(SportExtras::Darts {
            home_leg_score,
            away_leg_score,
            thrower,
        }) => {
            out.darts = Some(DartsStatistics {
                home_leg_score,
                away_leg_score,
                thrower: thrower.into(),
            })
        }
        Some(SportExtras::Futsal {
            home_suspensions,
            away_suspensions,
        }) => {
            out.futsal = Some(FutsalStatistics {
                home_suspensions,
                away_suspensions,
            })
        }
        Some(SportExtras::Esports { current_map }) => {
            out.esports = Some(EsportsStatistics { current_map })
        }
        None => {}
    }
    out
}
