import { useMemo, useState } from 'react';
import { GameApiError, type RouletteBet, type RouletteOutcome, type Wager } from './api';
import { betKey, betLabel, MAX_WAGERS, pocketColour, rouletteBet, rouletteBets, type BetSpec } from './bets';
import { money, nearestOnLadder, resultSentence, StakeSelector, stakeLadder, type GameProps } from './common';

/** The chips placed, in order (for undo), merged into one wager per bet for the spin. */
export function mergeChips(chips: { bet: RouletteBet; stakeCents: number }[]): Wager[] {
  const piles = new Map<string, Wager>();
  for (const chip of chips) {
    const key = betKey(chip.bet);
    const pile = piles.get(key);
    if (pile) pile.stake_cents += chip.stakeCents;
    else piles.set(key, { bet: chip.bet, stake_cents: chip.stakeCents });
  }
  return [...piles.values()];
}

const ROWS = Array.from({ length: 12 }, (_, i) => [i * 3 + 1, i * 3 + 2, i * 3 + 3] as const);
const OUTSIDE: { spec: BetSpec; text: string }[] = [
  { spec: { kind: 'low' }, text: '1–18' },
  { spec: { kind: 'even' }, text: 'Even' },
  { spec: { kind: 'red' }, text: 'Red' },
  { spec: { kind: 'black' }, text: 'Black' },
  { spec: { kind: 'odd' }, text: 'Odd' },
  { spec: { kind: 'high' }, text: '19–36' },
];

function colourName(pocket: number): string {
  return pocketColour(pocket);
}

export function RouletteGame({ api, session, onBalance, onResult, onError, onClearError }: GameProps) {
  const ladder = useMemo(() => stakeLadder(session.minStakeCents, session.maxStakeCents), [session.minStakeCents, session.maxStakeCents]);
  const [chip, setChip] = useState(() => nearestOnLadder(ladder, 100));
  const [chips, setChips] = useState<{ bet: RouletteBet; stakeCents: number }[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RouletteOutcome | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const wagers = useMemo(() => mergeChips(chips), [chips]);
  const onTable = useMemo(() => new Map(wagers.map((w) => [betKey(w.bet), w.stake_cents])), [wagers]);
  const total = wagers.reduce((sum, w) => sum + w.stake_cents, 0);

  function place(spec: BetSpec) {
    const bet = rouletteBet(spec);
    if (total + chip > session.maxStakeCents) {
      setNotice(`The most you can stake on one spin is ${money(session.maxStakeCents, session.currency)}.`);
      return;
    }
    if (!onTable.has(betKey(bet)) && wagers.length >= MAX_WAGERS) {
      setNotice(`A spin takes at most ${MAX_WAGERS} bets.`);
      return;
    }
    setNotice(null);
    setChips((previous) => [...previous, { bet, stakeCents: chip }]);
  }

  function spin() {
    if (busy || wagers.length === 0) return;
    onClearError();
    setBusy(true);
    api
      .play(rouletteBets(wagers))
      .then((round) => {
        onBalance(round.balanceCents);
        if ('roulette' in round.outcome) {
          const outcome = round.outcome.roulette;
          setResult(outcome);
          onResult(round.winCents, resultSentence(round.winCents, session.currency, `${outcome.pocket} ${colourName(outcome.pocket)}`));
        }
      })
      .catch((e: unknown) => e instanceof GameApiError && onError(e))
      .finally(() => setBusy(false));
  }

  function spot(spec: BetSpec, text: string, className: string) {
    const bet = rouletteBet(spec);
    const staked = onTable.get(betKey(bet));
    const won = result !== null && result.wagers.some((w) => betKey(w.wager.bet) === betKey(bet) && w.win_cents > 0);
    const isPocket = result !== null && spec.kind === 'straight' && spec.number === result.pocket;
    const name = spec.kind === 'straight' ? `${spec.number}${spec.number === 0 ? '' : `, ${pocketColour(spec.number)}`}` : betLabel(bet);
    return (
      <button
        key={betKey(bet)}
        type="button"
        className={`cg-spot ${className}${isPocket ? ' cg-spot--pocket' : ''}${won ? ' cg-spot--won' : ''}`}
        onClick={() => place(spec)}
        disabled={busy}
        aria-label={`${name}${staked ? `, ${money(staked, session.currency)} on it` : ''}`}
      >
        <span aria-hidden="true">{text}</span>
        {staked ? (
          <span className="cg-spot__chip" aria-hidden="true">
            {money(staked, session.currency)}
          </span>
        ) : null}
      </button>
    );
  }

  return (
    <section className="cg-game cg-roulette" aria-label="European roulette">
      {result ? (
        <div className="cg-roulette__result">
          <span className={`cg-pocket cg-pocket--${pocketColour(result.pocket)}`} aria-hidden="true">
            {result.pocket}
          </span>
          <p>
            The ball landed on <strong>{result.pocket} {colourName(result.pocket)}</strong>.
          </p>
          <ul className="cg-list" aria-label="Your bets this spin">
            {result.wagers.map((w) => (
              <li key={betKey(w.wager.bet)}>
                {betLabel(w.wager.bet)}, {money(w.wager.stake_cents, session.currency)}: {w.win_cents > 0 ? `won ${money(w.win_cents, session.currency)}` : 'lost'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="cg-layout" role="group" aria-label="Betting layout">
        {spot({ kind: 'straight', number: 0 }, '0', 'cg-spot--green cg-spot--zero')}
        {ROWS.map((row) => row.map((n) => spot({ kind: 'straight', number: n }, String(n), `cg-spot--${pocketColour(n)}`)))}
        {[1, 2, 3].map((column) => spot({ kind: 'column', column }, '2 to 1', 'cg-spot--outside'))}
        {[1, 2, 3].map((dozen) => spot({ kind: 'dozen', dozen }, ['', '1st 12', '2nd 12', '3rd 12'][dozen] ?? '', 'cg-spot--outside cg-spot--dozen'))}
        {OUTSIDE.map(({ spec, text }) => spot(spec, text, `cg-spot--outside cg-spot--even-money${spec.kind === 'red' ? ' cg-spot--red' : spec.kind === 'black' ? ' cg-spot--black' : ''}`))}
      </div>
      {notice ? (
        <p className="cg-notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="cg-controls">
        <StakeSelector label="Chip" value={chip} ladder={ladder} currency={session.currency} onChange={setChip} disabled={busy} />
        <p className="cg-muted">
          On the table: {money(total, session.currency)} on {wagers.length} {wagers.length === 1 ? 'bet' : 'bets'}
        </p>
        <div className="cg-actions">
          <button type="button" className="cg-btn cg-btn--ghost" onClick={() => setChips((previous) => previous.slice(0, -1))} disabled={busy || chips.length === 0}>
            Undo
          </button>
          <button type="button" className="cg-btn cg-btn--ghost" onClick={() => setChips([])} disabled={busy || chips.length === 0}>
            Clear
          </button>
          <button type="button" className="cg-btn cg-btn--primary cg-btn--big" onClick={spin} disabled={busy || wagers.length === 0}>
            {busy ? 'Spinning…' : 'Spin'}
          </button>
        </div>
      </div>
    </section>
  );
}
