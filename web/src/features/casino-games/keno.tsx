import { useMemo, useState } from 'react';
import { GameApiError, type JackpotHit, type KenoOutcome, type KenoRules } from './api';
import { kenoBets } from './bets';
import { JackpotBanner, jackpotSentence, money, nearestOnLadder, resultSentence, StakeSelector, stakeLadder, type GameProps } from './common';

/** Keno stakes are whole tens of cents (`casino_games::keno::STAKE_STEP_CENTS`). */
export const KENO_STAKE_STEP = 10;

/** `count` different numbers of 1..`numbers`, at random (only to choose picks: the draw is the server's). */
export function quickPick(count: number, numbers: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: numbers }, (_, i) => i + 1);
  for (let i = 0; i < Math.min(count, numbers); i += 1) {
    const j = i + Math.floor(random() * (numbers - i));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, Math.min(count, numbers)).sort((a, b) => a - b);
}

function multiplier(value: number): string {
  return `×${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, '')}`;
}

export function KenoGame({ api, session, onBalance, onResult, onError, onClearError }: GameProps) {
  const rules = (session.rules ?? {}) as Partial<KenoRules>;
  const numbers = rules.numbers ?? 80;
  const maxPicks = rules.maxPicks ?? 10;
  const ladder = useMemo(() => stakeLadder(session.minStakeCents, session.maxStakeCents, KENO_STAKE_STEP), [session.minStakeCents, session.maxStakeCents]);
  const [stake, setStake] = useState(() => nearestOnLadder(ladder, 100));
  const [picks, setPicks] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<KenoOutcome | null>(null);
  const [jackpot, setJackpot] = useState<JackpotHit | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const full = picks.length >= maxPicks;
  const drawn = new Set(result?.drawn ?? []);
  const hits = new Set(result?.hits ?? []);
  const paytable = rules.paytable?.[String(picks.length)] ?? [];

  function toggle(n: number) {
    if (busy) return;
    if (picks.includes(n)) {
      setNotice(null);
      setPicks(picks.filter((p) => p !== n));
    } else if (full) {
      setNotice(`You can pick at most ${maxPicks} numbers.`);
    } else {
      setNotice(null);
      setPicks([...picks, n].sort((a, b) => a - b));
    }
    setResult(null);
  }

  function play() {
    if (busy || picks.length === 0) return;
    onClearError();
    setBusy(true);
    api
      .play(kenoBets(picks, stake))
      .then((round) => {
        onBalance(round.balanceCents);
        if ('keno' in round.outcome) {
          const outcome = round.outcome.keno;
          setResult(outcome);
          setJackpot(round.jackpot ?? null);
          const sentence = resultSentence(round.winCents, session.currency, `${outcome.hits.length} of ${outcome.picks.length} picks hit`);
          onResult(round.winCents, round.jackpot ? `${jackpotSentence(round.jackpot, session.currency)} ${sentence}` : sentence);
        }
      })
      .catch((e: unknown) => e instanceof GameApiError && onError(e))
      .finally(() => setBusy(false));
  }

  return (
    <section className="cg-game cg-keno" aria-label="Keno">
      <p className="cg-muted">
        Pick 1 to {maxPicks} numbers. {rules.drawn ?? 20} of {numbers} are drawn. Picked {picks.length} of {maxPicks}.
      </p>
      <div className="cg-keno__board" role="group" aria-label="Keno numbers">
        {Array.from({ length: numbers }, (_, i) => i + 1).map((n) => {
          const picked = picks.includes(n);
          const state = hits.has(n) ? 'hit' : drawn.has(n) ? 'drawn' : picked ? 'picked' : '';
          const extra = hits.has(n) ? ', hit' : drawn.has(n) ? ', drawn' : '';
          return (
            <button
              key={n}
              type="button"
              className={`cg-ball${picked ? ' cg-ball--picked' : ''}${state ? ` cg-ball--${state}` : ''}`}
              aria-pressed={picked}
              aria-disabled={!picked && full ? true : undefined}
              aria-label={`${n}${extra}`}
              disabled={busy}
              onClick={() => toggle(n)}
            >
              {n}
            </button>
          );
        })}
      </div>
      {notice ? (
        <p className="cg-notice" role="status">
          {notice}
        </p>
      ) : null}
      {jackpot ? <JackpotBanner jackpot={jackpot} currency={session.currency} /> : null}
      {result ? (
        <p className="cg-keno__summary">
          Drawn: {result.drawn.join(', ')}. Hits: {result.hits.length > 0 ? result.hits.join(', ') : 'none'}.
        </p>
      ) : null}
      {paytable.length > 0 ? (
        <table className="cg-table cg-keno__paytable">
          <caption>Pays for {picks.length} {picks.length === 1 ? 'pick' : 'picks'}</caption>
          <thead>
            <tr>
              <th scope="col">Hits</th>
              <th scope="col">Pays</th>
            </tr>
          </thead>
          <tbody>
            {paytable.map((pays, hitCount) =>
              pays > 0 ? (
                <tr key={hitCount} className={result && result.hits.length === hitCount ? 'cg-row--hit' : undefined}>
                  <th scope="row">{hitCount}</th>
                  <td>
                    {multiplier(pays)} ({money(Math.round(pays * stake), session.currency)})
                  </td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      ) : null}
      <div className="cg-controls">
        <StakeSelector label="Stake" value={stake} ladder={ladder} currency={session.currency} onChange={setStake} disabled={busy} />
        <div className="cg-actions">
          <button
            type="button"
            className="cg-btn cg-btn--ghost"
            disabled={busy}
            onClick={() => {
              setNotice(null);
              setResult(null);
              setPicks(quickPick(picks.length > 0 ? picks.length : maxPicks, numbers));
            }}
          >
            Quick pick
          </button>
          <button
            type="button"
            className="cg-btn cg-btn--ghost"
            disabled={busy || picks.length === 0}
            onClick={() => {
              setNotice(null);
              setResult(null);
              setPicks([]);
            }}
          >
            Clear
          </button>
          <button type="button" className="cg-btn cg-btn--primary cg-btn--big" disabled={busy || picks.length === 0 || ladder.length === 0} onClick={play}>
            {busy ? 'Drawing…' : 'Play'}
          </button>
        </div>
      </div>
    </section>
  );
}
