//! Discrete distributions over integers (scores, margins, totals, player statistics) and the
//! outlook a pricing model hands to the market pricer.

use crate::num::{f, normal_cdf, poisson, round_i64};

/// Probabilities of the integers `lo, lo + 1, ...`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Pmf {
    lo: i32,
    p: Vec<f64>,
    /// `tail[i]` is the probability of `lo + i` or more, so lines are looked up at once.
    tail: Vec<f64>,
}

fn make(lo: i32, p: Vec<f64>) -> Pmf {
    let mut tail = vec![0.0; p.len()];
    let mut acc = 0.0;
    for (t, q) in tail.iter_mut().zip(p.iter()).rev() {
        acc += q;
        *t = acc;
    }
    Pmf { lo, p, tail }
}

impl Pmf {
    /// All mass on `v`.
    pub(crate) fn point(v: i32) -> Self {
        make(v, vec![1.0])
    }

    /// A normal distribution discretised onto the integers (continuity-corrected), cut at
    /// six standard deviations; a negligible spread is a point mass.
    pub(crate) fn normal(mean: f64, sd: f64) -> Self {
        if sd.is_nan() || sd <= 0.05 || !mean.is_finite() {
            return Pmf::point(clamp_i32(round_i64(mean)));
        }
        let lo = clamp_i32(round_i64(mean - 6.0 * sd - 1.0));
        let hi = clamp_i32(round_i64(mean + 6.0 * sd + 1.0));
        let mut p = Vec::with_capacity(usize::try_from(hi - lo + 1).unwrap_or(0));
        let mut lower = normal_cdf((f(i64::from(lo)) - 0.5 - mean) / sd);
        for k in lo..=hi {
            let upper = normal_cdf((f(i64::from(k)) + 0.5 - mean) / sd);
            p.push((upper - lower).max(0.0));
            lower = upper;
        }
        make(lo, p).normalised()
    }

    /// A normal distribution of a quantity that cannot go below `floor`: the mass below is
    /// folded onto `floor`.
    pub(crate) fn normal_at_least(mean: f64, sd: f64, floor: i32) -> Self {
        Pmf::normal(mean, sd).floored(floor)
    }

    /// Poisson with mean `lambda`.
    pub(crate) fn poisson(lambda: f64) -> Self {
        make(0, poisson(lambda))
    }

    /// From raw weights starting at `lo` (normalised).
    pub(crate) fn from_weights(lo: i32, p: Vec<f64>) -> Self {
        if p.iter().sum::<f64>() <= 0.0 {
            return Pmf::point(lo);
        }
        make(lo, p).normalised()
    }

    fn normalised(mut self) -> Self {
        let sum: f64 = self.p.iter().sum();
        if sum > 0.0 && (sum - 1.0).abs() > 1e-15 {
            for v in &mut self.p {
                *v /= sum;
            }
        }
        let trimmed = self.trimmed();
        make(trimmed.lo, trimmed.p)
    }

    /// Drops negligible tails.
    fn trimmed(mut self) -> Self {
        let eps = 1e-12;
        let first = self.p.iter().position(|&v| v > eps).unwrap_or(0);
        let last = self.p.iter().rposition(|&v| v > eps).unwrap_or(0);
        if first > 0 || last + 1 < self.p.len() {
            self.p = self
                .p
                .get(first..=last)
                .map(<[f64]>::to_vec)
                .unwrap_or_default();
            self.lo += clamp_i32(i64::try_from(first).unwrap_or(0));
            if self.p.is_empty() {
                self.p.push(1.0);
            }
        }
        self
    }

    /// Every value with its probability.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (i32, f64)> + '_ {
        let lo = self.lo;
        self.p
            .iter()
            .enumerate()
            .map(move |(i, &p)| (lo + clamp_i32(i64::try_from(i).unwrap_or(0)), p))
    }

    /// `P(X = v)`.
    pub(crate) fn prob(&self, v: i32) -> f64 {
        usize::try_from(i64::from(v) - i64::from(self.lo))
            .ok()
            .and_then(|i| self.p.get(i).copied())
            .unwrap_or(0.0)
    }

    /// `P(X >= v)`.
    pub(crate) fn at_least(&self, v: i32) -> f64 {
        let i = i64::from(v) - i64::from(self.lo);
        if i <= 0 {
            return self.tail.first().copied().unwrap_or(0.0);
        }
        usize::try_from(i)
            .ok()
            .and_then(|i| self.tail.get(i))
            .copied()
            .unwrap_or(0.0)
    }

    pub(crate) fn mean(&self) -> f64 {
        self.iter().map(|(k, p)| f(i64::from(k)) * p).sum()
    }

    /// `(P(2X > halves), P(2X = halves))`: the over and the push of a line in half points.
    pub(crate) fn above(&self, halves: i32) -> (f64, f64) {
        let over = self.at_least(halves.div_euclid(2) + 1);
        let push = if halves % 2 == 0 {
            self.prob(halves / 2)
        } else {
            0.0
        };
        (over, push)
    }

    /// `X + k`.
    pub(crate) fn shifted(&self, k: i32) -> Pmf {
        Pmf {
            lo: self.lo.saturating_add(k),
            p: self.p.clone(),
            tail: self.tail.clone(),
        }
    }

    /// The distribution of `X + Y` for independent `X` and `Y`.
    pub(crate) fn plus(&self, other: &Pmf) -> Pmf {
        let mut p = vec![0.0; self.p.len() + other.p.len() - 1];
        for (i, a) in self.p.iter().enumerate() {
            if *a < 1e-15 {
                continue;
            }
            for (j, b) in other.p.iter().enumerate() {
                if let Some(slot) = p.get_mut(i + j) {
                    *slot += a * b;
                }
            }
        }
        make(self.lo.saturating_add(other.lo), p).normalised()
    }

    /// Values below `floor` moved onto `floor`.
    pub(crate) fn floored(&self, floor: i32) -> Pmf {
        let mut b = Builder::default();
        for (k, p) in self.iter() {
            b.add(k.max(floor), p);
        }
        b.build()
    }

    /// A weighted mixture of distributions.
    pub(crate) fn mixture(parts: &[(f64, &Pmf)]) -> Pmf {
        let mut b = Builder::default();
        for (w, pmf) in parts {
            if *w <= 0.0 {
                continue;
            }
            for (k, p) in pmf.iter() {
                b.add(k, w * p);
            }
        }
        b.build()
    }
}

fn clamp_i32(v: i64) -> i32 {
    i32::try_from(v.clamp(-1_000_000, 1_000_000)).unwrap_or(0)
}

/// Accumulates probability mass on integers.
#[derive(Debug, Clone, Default)]
pub(crate) struct Builder {
    lo: i32,
    p: Vec<f64>,
}

impl Builder {
    pub(crate) fn add(&mut self, k: i32, w: f64) {
        if !(w > 0.0 && w < f64::INFINITY) {
            return;
        }
        if self.p.is_empty() {
            self.lo = k;
            self.p.push(w);
            return;
        }
        if k < self.lo {
            // Grow at the front with room to spare, so adding downwards stays cheap.
            let needed = usize::try_from(i64::from(self.lo) - i64::from(k)).unwrap_or(0);
            let grow = needed.max(self.p.len()).max(8);
            let mut p = vec![0.0; grow];
            p.append(&mut self.p);
            self.p = p;
            self.lo -= i32::try_from(grow).unwrap_or(0);
        }
        let i = usize::try_from(i64::from(k) - i64::from(self.lo)).unwrap_or(0);
        if i >= self.p.len() {
            self.p.resize((i + 1).max(2 * self.p.len()), 0.0);
        }
        if let Some(slot) = self.p.get_mut(i) {
            *slot += w;
        }
    }

    pub(crate) fn build(self) -> Pmf {
        Pmf::from_weights(self.lo, self.p)
    }
}

/// Who won, for outcomes whose winner the scores alone do not tell (tennis: games).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Winner {
    Home,
    Away,
    Draw,
}

/// Final-outcome distributions of an event from its current state: what every market is
/// priced from.
#[derive(Debug, Clone)]
pub(crate) struct Outlook {
    pub home_win: f64,
    pub away_win: f64,
    pub draw: f64,
    /// Final home minus away (the spread's quantity).
    pub margin: Pmf,
    /// Final home plus away.
    pub total: Pmf,
    pub home: Pmf,
    pub away: Pmf,
    /// Final value of each player statistic the event's props follow (prop slots).
    pub players: Vec<Pmf>,
    /// `P(yes)` of each game proposition (game-prop slots).
    pub yes: Vec<f64>,
}

/// Accumulates a joint distribution of final scores into an [`Outlook`].
#[derive(Debug, Clone, Default)]
pub(crate) struct Joint {
    margin: Builder,
    total: Builder,
    home: Builder,
    away: Builder,
    home_win: f64,
    away_win: f64,
    draw: f64,
}

impl Joint {
    /// A final score `home`-`away` with probability `p`; the higher score wins.
    pub(crate) fn add(&mut self, home: i32, away: i32, p: f64) {
        let winner = match home.cmp(&away) {
            std::cmp::Ordering::Greater => Winner::Home,
            std::cmp::Ordering::Less => Winner::Away,
            std::cmp::Ordering::Equal => Winner::Draw,
        };
        self.add_won(home, away, p, winner);
    }

    /// A final score with its winner given.
    pub(crate) fn add_won(&mut self, home: i32, away: i32, p: f64, winner: Winner) {
        if p <= 0.0 {
            return;
        }
        self.margin.add(home - away, p);
        self.total.add(home + away, p);
        self.home.add(home, p);
        self.away.add(away, p);
        match winner {
            Winner::Home => self.home_win += p,
            Winner::Away => self.away_win += p,
            Winner::Draw => self.draw += p,
        }
    }

    pub(crate) fn outlook(self, players: Vec<Pmf>, yes: Vec<f64>) -> Outlook {
        let sum = (self.home_win + self.away_win + self.draw).max(1e-300);
        Outlook {
            home_win: self.home_win / sum,
            away_win: self.away_win / sum,
            draw: self.draw / sum,
            margin: self.margin.build(),
            total: self.total.build(),
            home: self.home.build(),
            away: self.away.build(),
            players,
            yes,
        }
    }
}

/// The joint distribution of independent final scores `home` and `away`, with a tie resolved
/// by `resolve` (which adds the resolved outcomes for a tied score with its probability).
pub(crate) fn independent(
    home: &Pmf,
    away: &Pmf,
    mut resolve: impl FnMut(&mut Joint, i32, f64),
) -> Joint {
    let mut joint = Joint::default();
    for (h, ph) in home.iter() {
        for (a, pa) in away.iter() {
            let p = ph * pa;
            if p < 1e-14 {
                continue;
            }
            if h == a {
                resolve(&mut joint, h, p);
            } else {
                joint.add(h, a, p);
            }
        }
    }
    joint
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_is_centred_and_lines_split_it() {
        let pmf = Pmf::normal(3.0, 13.5);
        assert!((pmf.mean() - 3.0).abs() < 1e-6);
        let (over, push) = pmf.above(6); // margin > 3
        assert!(push > 0.02 && push < 0.04);
        assert!((over + push / 2.0 - 0.5).abs() < 1e-3, "{over} {push}");
        assert_eq!(Pmf::normal(7.2, 0.0), Pmf::point(7));
    }

    #[test]
    fn sums_differences_and_mixtures() {
        let a = Pmf::poisson(1.5);
        let b = Pmf::poisson(1.1);
        assert!((a.plus(&b).mean() - 2.6).abs() < 1e-6);
        let m = Pmf::mixture(&[(0.5, &Pmf::point(1)), (0.5, &Pmf::point(3))]);
        assert!((m.prob(1) - 0.5).abs() < 1e-12 && m.prob(2) == 0.0);
        assert!((Pmf::normal_at_least(-1.0, 2.0, 0).prob(0) - 0.773).abs() < 0.01);
        let p = Pmf::from_weights(-2, vec![0.1, 0.2, 0.3, 0.4]);
        assert!((p.above(-3).0 - 0.9).abs() < 1e-12 && p.above(-3).1 == 0.0);
        assert!((p.above(0).0 - 0.4).abs() < 1e-12 && (p.above(0).1 - 0.3).abs() < 1e-12);
        assert!((p.above(-4).1 - 0.1).abs() < 1e-12 && (p.above(-4).0 - 0.9).abs() < 1e-12);
        assert!((m.at_least(2) - 0.5).abs() < 1e-12);
    }

    #[test]
    fn joint_resolves_ties() {
        let joint = independent(&Pmf::point(2), &Pmf::point(2), |j, s, p| {
            j.add(s + 1, s, p * 0.6);
            j.add(s, s + 1, p * 0.4);
        });
        let o = joint.outlook(vec![], vec![]);
        assert!((o.home_win - 0.6).abs() < 1e-12 && o.draw == 0.0);
        assert!((o.total.prob(5) - 1.0).abs() < 1e-12);
    }
}
