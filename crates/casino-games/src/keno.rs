//! Keno (docs/product/casino-games.md, "Keno"): the player picks 1 to 10 numbers from 1 to 80, 20
//! numbers are drawn, and the ticket pays by how many of its picks were drawn.
//!
//! The draw is the first 20 steps of a Fisher–Yates shuffle of the 80 numbers. The number of hits
//! of an `n`-pick ticket is hypergeometric: `P(k) = C(n, k) C(80 - n, 20 - k) / C(80, 20)`, which
//! gives each paytable's RTP exactly.

use crate::convert::to_u64;
use crate::rng::Rng;
use crate::rtp::ExactRtp;
use crate::stake::Stake;
use serde::{Deserialize, Serialize};

/// The numbers are 1 to this.
pub const NUMBERS: u8 = 80;
/// Numbers drawn per game.
pub const DRAWN: usize = 20;
/// The most numbers a ticket may pick.
pub const MAX_PICKS: usize = 10;
/// Stakes are whole multiples of this, as the paytable pays tenths of the stake.
pub const STAKE_STEP_CENTS: u64 = 10;

/// The RTP of each paytable, for 1 to 10 picks: [`exact_rtp`], which a test recomputes.
pub const DESIGNED_RTP: [f64; MAX_PICKS] = [
    0.950_000_000_000,
    0.950_000_000_000,
    0.950_462_512_171,
    0.949_651_614_209,
    0.949_129_983_940,
    0.951_256_338_598,
    0.950_567_479_048,
    0.950_166_169_084,
    0.951_430_477_770,
    0.950_903_403_982,
];

/// What a ticket of `picks` numbers pays back by its number of hits (the index), in tenths of the
/// stake; nothing for a number of picks no ticket has.
pub const fn paytable(picks: usize) -> &'static [u64] {
    match picks {
        1 => &[0, 38],
        2 => &[0, 0, 158],
        3 => &[0, 0, 25, 435],
        4 => &[0, 0, 15, 75, 1_000],
        5 => &[0, 0, 0, 30, 150, 8_000],
        6 => &[0, 0, 0, 20, 80, 830, 16_000],
        7 => &[0, 0, 0, 10, 60, 250, 1_700, 50_000],
        8 => &[0, 0, 0, 0, 30, 150, 960, 10_000, 100_000],
        9 => &[0, 0, 0, 0, 20, 70, 400, 3_000, 25_000, 100_000],
        // No hit at all on ten picks pays too.
        10 => &[30, 0, 0, 0, 10, 30, 160, 1_000, 10_000, 50_000, 100_000],
        _ => &[],
    }
}

/// Why a ticket was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum KenoError {
    #[error("a ticket picks at least one number")]
    NoPicks,
    #[error("a ticket picks at most {MAX_PICKS} numbers")]
    TooManyPicks,
    #[error("{0} is not a keno number: they run from 1 to {NUMBERS}")]
    NoSuchNumber(u8),
    #[error("{0} is picked twice")]
    PickedTwice(u8),
    #[error("a keno stake is a whole number of {STAKE_STEP_CENTS} cents")]
    StakeNotInSteps,
}

/// A valid ticket: 1 to 10 distinct numbers, in ascending order, and the stake.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawTicket", into = "RawTicket")]
pub struct Ticket {
    picks: Vec<u8>,
    stake: Stake,
}

#[derive(Serialize, Deserialize)]
struct RawTicket {
    picks: Vec<u8>,
    stake_cents: Stake,
}

impl Ticket {
    /// A ticket picking `picks`, in any order, at `stake`.
    pub fn new(mut picks: Vec<u8>, stake: Stake) -> Result<Self, KenoError> {
        if picks.is_empty() {
            return Err(KenoError::NoPicks);
        }
        if picks.len() > MAX_PICKS {
            return Err(KenoError::TooManyPicks);
        }
        if let Some(&n) = picks.iter().find(|n| !(1..=NUMBERS).contains(*n)) {
            return Err(KenoError::NoSuchNumber(n));
        }
        picks.sort_unstable();
        let repeated = picks.windows(2).find_map(|pair| match pair {
            [a, b] if a == b => Some(*a),
            _ => None,
        });
        if let Some(n) = repeated {
            return Err(KenoError::PickedTwice(n));
        }
        if !stake.cents().is_multiple_of(STAKE_STEP_CENTS) {
            return Err(KenoError::StakeNotInSteps);
        }
        Ok(Self { picks, stake })
    }

    /// The numbers picked, in ascending order.
    pub fn picks(&self) -> &[u8] {
        &self.picks
    }

    /// The ticket's stake.
    pub const fn stake(&self) -> Stake {
        self.stake
    }
}

impl TryFrom<RawTicket> for Ticket {
    type Error = KenoError;
    fn try_from(raw: RawTicket) -> Result<Self, Self::Error> {
        Self::new(raw.picks, raw.stake_cents)
    }
}

impl From<Ticket> for RawTicket {
    fn from(ticket: Ticket) -> Self {
        Self {
            picks: ticket.picks,
            stake_cents: ticket.stake,
        }
    }
}

/// A game of keno.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KenoOutcome {
    /// The ticket's picks, in ascending order.
    pub picks: Vec<u8>,
    /// The 20 numbers, in the order they were drawn.
    pub drawn: Vec<u8>,
    /// The ticket's picks that were drawn, in ascending order.
    pub hits: Vec<u8>,
    pub stake_cents: u64,
    pub win_cents: u64,
}

/// Draws 20 numbers and settles `ticket`.
pub fn play(ticket: &Ticket, rng: &mut Rng) -> KenoOutcome {
    let mut drawn: Vec<u8> = (1..=NUMBERS).collect();
    rng.shuffle_prefix(&mut drawn, DRAWN);
    drawn.truncate(DRAWN);
    let hits: Vec<u8> = ticket
        .picks
        .iter()
        .copied()
        .filter(|pick| drawn.contains(pick))
        .collect();
    let tenths = paytable(ticket.picks.len())
        .get(hits.len())
        .copied()
        .unwrap_or(0);
    KenoOutcome {
        picks: ticket.picks.clone(),
        drawn,
        hits,
        stake_cents: ticket.stake.cents(),
        win_cents: ticket.stake.cents() / STAKE_STEP_CENTS * tenths,
    }
}

/// The RTP of a ticket of `picks` numbers, exactly: each number of hits weighted by its
/// hypergeometric probability.
pub fn exact_rtp(picks: usize) -> ExactRtp {
    let pays = paytable(picks);
    let (numbers, drawn, picks) = (count(usize::from(NUMBERS)), count(DRAWN), count(picks));
    let returned: u128 = pays
        .iter()
        .zip(0..)
        .map(|(&tenths, hits)| {
            binomial(picks, hits) * binomial(numbers - picks, drawn - hits) * u128::from(tenths)
        })
        .sum();
    // The pays are in tenths of the stake.
    ExactRtp::new(returned, binomial(numbers, drawn) * 10)
}

/// `n` choose `k`, 0 when `k > n`.
fn binomial(n: u128, k: u128) -> u128 {
    if k > n {
        return 0;
    }
    // Each partial product is itself a binomial coefficient, so every division is exact.
    (0..k.min(n - k)).fold(1, |product, i| product * (n - i) / (i + 1))
}

fn count(n: usize) -> u128 {
    u128::from(to_u64(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rtp::RtpMeter;
    use crate::seed::Seed;

    fn ticket(picks: &[u8], cents: u64) -> Result<Ticket, KenoError> {
        Ticket::new(picks.to_vec(), Stake::new(cents).unwrap())
    }

    #[test]
    fn binomials() {
        assert_eq!(binomial(80, 20), 3_535_316_142_212_174_320);
        assert_eq!(binomial(5, 0), 1);
        assert_eq!(binomial(5, 2), 10);
        assert_eq!(binomial(3, 4), 0);
    }

    #[test]
    fn the_designed_rtps_are_the_exact_rtps() {
        // One pick: a quarter of the time it is drawn and pays 3.8 times the stake.
        assert_eq!(exact_rtp(1), ExactRtp::new(19, 20));
        assert_eq!(exact_rtp(10), ExactRtp::new(41_201_446_109, 43_328_739_740));
        for (picks, designed) in (1..=MAX_PICKS).zip(DESIGNED_RTP) {
            let exact = exact_rtp(picks).value();
            assert!((exact - designed).abs() < 1e-12, "{picks} picks: {exact}");
            assert!((0.949..0.952).contains(&exact), "{picks} picks: {exact}");
        }
    }

    #[test]
    fn the_hit_probabilities_add_up_to_one() {
        for picks in 1..=MAX_PICKS {
            let n = count(picks);
            let total: u128 = (0..=n)
                .map(|k| binomial(n, k) * binomial(80 - n, 20 - k))
                .sum();
            assert_eq!(total, binomial(80, 20));
            assert_eq!(paytable(picks).len(), picks + 1);
        }
    }

    #[test]
    fn a_ticket_picks_distinct_numbers_from_1_to_80_at_a_stake_in_ten_cents() {
        assert_eq!(ticket(&[80, 1, 40], 100).unwrap().picks(), [1, 40, 80]);
        assert_eq!(ticket(&[], 100), Err(KenoError::NoPicks));
        assert_eq!(
            ticket(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 100),
            Err(KenoError::TooManyPicks)
        );
        assert_eq!(ticket(&[0, 5], 100), Err(KenoError::NoSuchNumber(0)));
        assert_eq!(ticket(&[81], 100), Err(KenoError::NoSuchNumber(81)));
        assert_eq!(ticket(&[7, 3, 7], 100), Err(KenoError::PickedTwice(7)));
        assert_eq!(ticket(&[7], 105), Err(KenoError::StakeNotInSteps));
        assert!(serde_json::from_str::<Ticket>(r#"{"picks":[3,3],"stake_cents":100}"#).is_err());
        let parsed: Ticket = serde_json::from_str(r#"{"picks":[9,3],"stake_cents":100}"#).unwrap();
        assert_eq!(parsed, ticket(&[3, 9], 100).unwrap());
    }

    #[test]
    fn a_game_draws_20_distinct_numbers_and_pays_by_hits() {
        let mut rng = Rng::from_seed(&Seed::from_bytes([11; 32]));
        let ticket = ticket(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 100).unwrap();
        for _ in 0..1000 {
            let game = play(&ticket, &mut rng);
            let mut distinct = game.drawn.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), DRAWN);
            assert!(game.drawn.iter().all(|n| (1..=NUMBERS).contains(n)));
            let hits: Vec<u8> = (1..=10).filter(|n| game.drawn.contains(n)).collect();
            assert_eq!(game.hits, hits);
            assert_eq!(game.win_cents, 10 * paytable(10)[hits.len()]);
        }
    }

    #[test]
    fn simulated_games_confirm_the_designed_rtps() {
        let mut rng = Rng::from_seed(&Seed::from_bytes([12; 32]));
        let all: Vec<u8> = (1..=NUMBERS).collect();
        for (picks, designed) in (1..=MAX_PICKS).zip(DESIGNED_RTP) {
            let ticket = ticket(&all[..picks], 100).unwrap();
            let mut meter = RtpMeter::default();
            for _ in 0..200_000 {
                let game = play(&ticket, &mut rng);
                meter.record(game.stake_cents, game.win_cents);
            }
            let (low, high) = meter.interval_99();
            assert!(
                meter.admits(designed),
                "{picks} picks: measured {:.4} in [{low:.4}, {high:.4}], designed {designed:.4}",
                meter.rtp()
            );
        }
    }
}
