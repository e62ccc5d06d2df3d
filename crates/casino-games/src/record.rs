//! The round record, and replaying it (docs/product/casino-games.md, "Round record and replay").
//!
//! Before a round the casino draws its seed ([`Seed::from_os`]) and publishes the seed's
//! commitment. The round's randomness is the seed's stream alone. The record keeps the game, the
//! commitment, the seed (revealed once the round is over), the bets with blackjack's actions, the
//! outcome, the stake and the win. [`replay`] checks the seed against the commitment, plays the
//! bets again from the seed, and checks that they give the recorded outcome, stake and win.

use crate::blackjack::{self, Action, BlackjackError, BlackjackOutcome};
use crate::keno::{self, KenoOutcome, Ticket};
use crate::rng::Rng;
use crate::roulette::{self, RouletteError, RouletteOutcome, Wager};
use crate::seed::{Commitment, Seed};
use crate::slot::{self, SlotBet, SlotOutcome};
use crate::stake::Stake;
use serde::{Deserialize, Serialize};

/// The casino's games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    Slot,
    Roulette,
    Blackjack,
    Keno,
}

/// What the player put into a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bets {
    Slot(SlotBet),
    Roulette(Vec<Wager>),
    /// The initial stake and every action, in order, to the end of the round.
    Blackjack {
        #[serde(rename = "stake_cents")]
        stake: Stake,
        actions: Vec<Action>,
    },
    Keno(Ticket),
}

impl Bets {
    /// The game these bets are for.
    pub fn game(&self) -> Game {
        match self {
            Bets::Slot(_) => Game::Slot,
            Bets::Roulette(_) => Game::Roulette,
            Bets::Blackjack { .. } => Game::Blackjack,
            Bets::Keno(_) => Game::Keno,
        }
    }
}

/// What a round showed and paid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Slot(SlotOutcome),
    Roulette(RouletteOutcome),
    Blackjack(BlackjackOutcome),
    Keno(KenoOutcome),
}

impl Outcome {
    /// Everything staked in the round, in cents.
    pub fn stake_cents(&self) -> u64 {
        match self {
            Outcome::Slot(outcome) => outcome.stake_cents,
            Outcome::Roulette(outcome) => outcome.stake_cents,
            Outcome::Blackjack(outcome) => outcome.stake_cents,
            Outcome::Keno(outcome) => outcome.stake_cents,
        }
    }

    /// Everything the round paid back, stakes on winning bets included, in cents.
    pub fn win_cents(&self) -> u64 {
        match self {
            Outcome::Slot(outcome) => outcome.win_cents,
            Outcome::Roulette(outcome) => outcome.win_cents,
            Outcome::Blackjack(outcome) => outcome.win_cents,
            Outcome::Keno(outcome) => outcome.win_cents,
        }
    }
}

/// Why bets could not be played. Slot bets and keno tickets are valid once built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error(transparent)]
    Roulette(#[from] RouletteError),
    #[error(transparent)]
    Blackjack(#[from] BlackjackError),
}

/// Why a record failed its replay.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("the seed does not hash to the commitment")]
    CommitmentMismatch,
    #[error("the record is of {recorded:?} but its bets are for {bets:?}")]
    GameMismatch { recorded: Game, bets: Game },
    #[error("the recorded bets cannot be played: {0}")]
    Unplayable(#[from] PlayError),
    #[error("the seed and the bets give another outcome than the recorded one")]
    OutcomeMismatch,
    #[error("the record says {recorded} cents were staked, the replay {replayed}")]
    StakeMismatch { recorded: u64, replayed: u64 },
    #[error("the record says {recorded} cents were won, the replay {replayed}")]
    WinMismatch { recorded: u64, replayed: u64 },
}

/// A round as kept for audit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub game: Game,
    /// Published before the round.
    pub commitment: Commitment,
    /// Revealed after the round.
    pub seed: Seed,
    pub bets: Bets,
    pub outcome: Outcome,
    pub stake_cents: u64,
    pub win_cents: u64,
}

/// Plays `bets` from `seed` and records the round. A blackjack round, which is played action by
/// action, is recorded once it is over with its [`blackjack::Round::actions`]: playing them again
/// from the same seed deals the same cards.
pub fn play(seed: Seed, bets: Bets) -> Result<RoundRecord, PlayError> {
    let outcome = outcome_of(&seed, &bets)?;
    Ok(RoundRecord {
        game: bets.game(),
        commitment: seed.commitment(),
        stake_cents: outcome.stake_cents(),
        win_cents: outcome.win_cents(),
        seed,
        bets,
        outcome,
    })
}

/// Checks `record` by playing it again: its seed must hash to its commitment, and its bets played
/// from its seed must give its outcome, stake and win. Returns the replayed outcome.
pub fn replay(record: &RoundRecord) -> Result<Outcome, ReplayError> {
    if !record.commitment.matches(&record.seed) {
        return Err(ReplayError::CommitmentMismatch);
    }
    let bets = record.bets.game();
    if bets != record.game {
        return Err(ReplayError::GameMismatch {
            recorded: record.game,
            bets,
        });
    }
    let outcome = outcome_of(&record.seed, &record.bets)?;
    if outcome != record.outcome {
        return Err(ReplayError::OutcomeMismatch);
    }
    let (stake, win) = (outcome.stake_cents(), outcome.win_cents());
    if stake != record.stake_cents {
        return Err(ReplayError::StakeMismatch {
            recorded: record.stake_cents,
            replayed: stake,
        });
    }
    if win != record.win_cents {
        return Err(ReplayError::WinMismatch {
            recorded: record.win_cents,
            replayed: win,
        });
    }
    Ok(outcome)
}

fn outcome_of(seed: &Seed, bets: &Bets) -> Result<Outcome, PlayError> {
    let mut rng = Rng::from_seed(seed);
    Ok(match bets {
        Bets::Slot(bet) => Outcome::Slot(slot::play(*bet, &mut rng)),
        Bets::Roulette(wagers) => Outcome::Roulette(roulette::play(wagers, &mut rng)?),
        Bets::Blackjack { stake, actions } => {
            Outcome::Blackjack(blackjack::play(*stake, actions, &mut rng)?)
        }
        Bets::Keno(ticket) => Outcome::Keno(keno::play(ticket, &mut rng)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::blackjack::{Round, basic_strategy};
    use crate::roulette::{Bet, BetKind};

    fn stake(cents: u64) -> Stake {
        Stake::new(cents).unwrap()
    }

    fn seed(byte: u8) -> Seed {
        Seed::from_bytes([byte; 32])
    }

    fn slot_bets() -> Bets {
        Bets::Slot(SlotBet::new(stake(5)).unwrap())
    }

    fn roulette_bets() -> Bets {
        let wager = |kind| Wager {
            bet: Bet::new(kind).unwrap(),
            stake: stake(500),
        };
        Bets::Roulette(vec![
            wager(BetKind::Red),
            wager(BetKind::Corner([1, 2, 4, 5])),
        ])
    }

    fn keno_bets() -> Bets {
        Bets::Keno(Ticket::new(vec![3, 14, 15, 26, 53], stake(200)).unwrap())
    }

    /// A blackjack round played to its end by basic strategy, as the server would record it.
    fn blackjack_bets(seed: &Seed) -> Bets {
        let mut round = Round::deal(stake(1000), &mut Rng::from_seed(seed)).unwrap();
        while let Some(action) = basic_strategy(&round) {
            round.act(action).unwrap();
        }
        Bets::Blackjack {
            stake: stake(1000),
            actions: round.actions().to_vec(),
        }
    }

    fn records() -> Vec<RoundRecord> {
        // Seed 23 deals a blackjack hand that basic strategy hits once, then stands, and wins.
        [
            (seed(20), slot_bets()),
            (seed(23), blackjack_bets(&seed(23))),
            (seed(22), roulette_bets()),
            (seed(24), keno_bets()),
        ]
        .into_iter()
        .map(|(seed, bets)| play(seed, bets).unwrap())
        .collect()
    }

    #[test]
    fn a_record_replays_to_its_outcome() {
        for record in records() {
            assert_eq!(record.commitment, record.seed.commitment());
            assert_eq!(record.stake_cents, record.outcome.stake_cents());
            assert_eq!(
                replay(&record),
                Ok(record.outcome.clone()),
                "{:?}",
                record.game
            );
        }
    }

    #[test]
    fn a_record_survives_serialisation() {
        for record in records() {
            let json = serde_json::to_string(&record).unwrap();
            let read: RoundRecord = serde_json::from_str(&json).unwrap();
            assert_eq!(read, record);
            assert!(replay(&read).is_ok());
        }
    }

    #[test]
    fn the_blackjack_record_keeps_the_actions_taken() {
        let record = &records()[1];
        let Bets::Blackjack { actions, .. } = &record.bets else {
            panic!("{:?}", record.bets)
        };
        assert_eq!(actions, &[Action::Hit, Action::Stand]);
        assert_eq!((record.stake_cents, record.win_cents), (1000, 2000));
    }

    #[test]
    fn another_seed_is_caught_by_the_commitment() {
        for mut record in records() {
            record.seed = seed(99);
            assert_eq!(replay(&record), Err(ReplayError::CommitmentMismatch));
        }
    }

    #[test]
    fn another_seed_with_its_own_commitment_gives_another_outcome() {
        for mut record in records() {
            record.seed = seed(99);
            record.commitment = record.seed.commitment();
            assert!(
                matches!(
                    replay(&record),
                    Err(ReplayError::OutcomeMismatch | ReplayError::Unplayable(_))
                ),
                "{:?}",
                record.game
            );
        }
    }

    #[test]
    fn another_commitment_is_caught() {
        let mut record = records().remove(0);
        record.commitment = seed(98).commitment();
        assert_eq!(replay(&record), Err(ReplayError::CommitmentMismatch));
    }

    #[test]
    fn another_game_is_caught() {
        let mut record = records().remove(0);
        record.game = Game::Keno;
        assert_eq!(
            replay(&record),
            Err(ReplayError::GameMismatch {
                recorded: Game::Keno,
                bets: Game::Slot
            })
        );
    }

    #[test]
    fn other_bets_give_another_outcome() {
        let mut records = records();
        records[0].bets = Bets::Slot(SlotBet::new(stake(10)).unwrap());
        let Bets::Roulette(wagers) = &mut records[2].bets else {
            panic!()
        };
        wagers[0].stake = stake(5000);
        let Bets::Keno(_) = &records[3].bets else {
            panic!()
        };
        records[3].bets = Bets::Keno(Ticket::new(vec![3, 14, 15, 26, 54], stake(200)).unwrap());
        for record in [&records[0], &records[2], &records[3]] {
            assert_eq!(
                replay(record),
                Err(ReplayError::OutcomeMismatch),
                "{:?}",
                record.game
            );
        }
    }

    #[test]
    fn other_blackjack_actions_are_caught() {
        let mut record = records().remove(1);
        let Bets::Blackjack { actions, .. } = &mut record.bets else {
            panic!()
        };
        // Standing at once instead of hitting first.
        *actions = vec![Action::Stand];
        assert_eq!(replay(&record), Err(ReplayError::OutcomeMismatch));
        // Playing on after the end.
        let Bets::Blackjack { actions, .. } = &mut record.bets else {
            panic!()
        };
        *actions = vec![Action::Hit, Action::Stand, Action::Hit];
        assert_eq!(
            replay(&record),
            Err(ReplayError::Unplayable(PlayError::Blackjack(
                BlackjackError::RoundOver
            )))
        );
    }

    #[test]
    fn another_outcome_is_caught() {
        let mut record = records().remove(2);
        let Outcome::Roulette(spin) = &mut record.outcome else {
            panic!()
        };
        spin.pocket = (spin.pocket + 1) % 37;
        assert_eq!(replay(&record), Err(ReplayError::OutcomeMismatch));
    }

    #[test]
    fn another_stake_or_win_is_caught() {
        for record in records() {
            let mut more_staked = record.clone();
            more_staked.stake_cents += 1;
            assert_eq!(
                replay(&more_staked),
                Err(ReplayError::StakeMismatch {
                    recorded: record.stake_cents + 1,
                    replayed: record.stake_cents
                })
            );
            let mut more_won = record.clone();
            more_won.win_cents += 100;
            assert_eq!(
                replay(&more_won),
                Err(ReplayError::WinMismatch {
                    recorded: record.win_cents + 100,
                    replayed: record.win_cents
                })
            );
        }
    }

    #[test]
    fn an_edited_record_file_is_caught() {
        let record = records().remove(3);
        let json = serde_json::to_string(&record).unwrap();
        let Outcome::Keno(game) = &record.outcome else {
            panic!()
        };
        // The first number drawn, written as the one after it.
        let first = game.drawn[0];
        let edited = json.replacen(
            &format!("\"drawn\":[{first},"),
            &format!("\"drawn\":[{},", first % 80 + 1),
            1,
        );
        assert_ne!(edited, json);
        let read: RoundRecord = serde_json::from_str(&edited).unwrap();
        assert_eq!(replay(&read), Err(ReplayError::OutcomeMismatch));
    }

    #[test]
    fn bets_that_cannot_be_played_are_not_recorded() {
        assert_eq!(
            play(seed(1), Bets::Roulette(Vec::new())),
            Err(PlayError::Roulette(RouletteError::NoWagers))
        );
        assert_eq!(
            play(
                seed(1),
                Bets::Blackjack {
                    stake: stake(101),
                    actions: Vec::new()
                }
            ),
            Err(PlayError::Blackjack(BlackjackError::OddStake))
        );
    }
}
