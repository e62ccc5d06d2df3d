import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@/shared/ui/dialog';
import { GameApiError, type FreeRoundsOffer, type JackpotHit, type SlotOutcome, type SlotRules, type SlotSymbol, type Spin } from './api';
import { slotBets } from './bets';
import { SymbolArt } from './symbols';
import { JackpotBanner, jackpotSentence, money, nearestOnLadder, resultSentence, StakeSelector, stakeLadder, type GameProps } from './common';

export const SYMBOLS: Record<SlotSymbol, { name: string }> = {
  wild: { name: 'Wild' },
  scatter: { name: 'Scatter' },
  seven: { name: 'Seven' },
  bar: { name: 'Bar' },
  bell: { name: 'Bell' },
  melon: { name: 'Melon' },
  plum: { name: 'Plum' },
  orange: { name: 'Orange' },
  lemon: { name: 'Lemon' },
  cherry: { name: 'Cherry' },
};

export function symbolName(value: unknown): string {
  return typeof value === 'string' && value in SYMBOLS ? SYMBOLS[value as SlotSymbol].name : String(value);
}

/** The 20 paylines (`casino_games::slot::LINES`): the row (0 top, 2 bottom) crossed on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];

const IDLE_WINDOW: SlotSymbol[][] = [
  ['seven', 'bar', 'cherry'],
  ['bell', 'seven', 'lemon'],
  ['melon', 'wild', 'orange'],
  ['plum', 'seven', 'scatter'],
  ['cherry', 'bar', 'bell'],
];

/** The cells ("reel:row") of a spin's winning lines and scatters. */
function winningCells(spin: Spin): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.line_wins) {
    const rows = PAYLINES[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${rows[reel]}`);
  }
  if (spin.scatter_win_cents > 0 || spin.free_spins_awarded > 0) {
    spin.window.forEach((column, reel) => column.forEach((symbol, row) => symbol === 'scatter' && cells.add(`${reel}:${row}`)));
  }
  return cells;
}

function Reels({ window: columns, wins, spinKey }: { window: SlotSymbol[][]; wins: Set<string>; spinKey: string }) {
  return (
    <div className="cg-reels" role="group" aria-label="Reels">
      {columns.map((column, reel) => (
        <div key={`${spinKey}-${reel}`} className="cg-reel" style={{ animationDelay: `${reel * 70}ms` }} role="list" aria-label={`Reel ${reel + 1}`}>
          {column.map((symbol, row) => {
            const won = wins.has(`${reel}:${row}`);
            return (
              <span key={row} role="listitem" className={`cg-symbol cg-symbol--${symbol}${won ? ' cg-symbol--win' : ''}`} aria-label={`${SYMBOLS[symbol]?.name ?? symbol}${won ? ', winning' : ''}`}>
                {symbol in SYMBOLS ? <SymbolArt symbol={symbol} /> : <span aria-hidden="true">{symbol}</span>}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cell).join(' / ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${cell(v)}`)
      .join(', ');
  }
  return symbolName(value);
}

function label(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The slot's paytable as the server sends it, drawn generically as a table. */
export function PaytableTable({ paytable }: { paytable: unknown }) {
  if (Array.isArray(paytable) && paytable.length > 0 && paytable.every((row) => row && typeof row === 'object' && !Array.isArray(row))) {
    const rows = paytable as Record<string, unknown>[];
    const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    return (
      <table className="cg-table">
        <thead>
          <tr>
            {keys.map((key) => (
              <th key={key} scope="col">
                {label(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {keys.map((key) => (
                <td key={key}>{cell(row[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (Array.isArray(paytable)) {
    return (
      <table className="cg-table">
        <tbody>
          {paytable.map((row, i) => (
            <tr key={i}>
              {(Array.isArray(row) ? row : [row]).map((value, j) => (j === 0 ? <th key={j} scope="row">{cell(value)}</th> : <td key={j}>{cell(value)}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (paytable && typeof paytable === 'object') {
    return (
      <table className="cg-table">
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <th scope="col">Pays</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(paytable as Record<string, unknown>).map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row">{symbolName(symbol)}</th>
              <td>{cell(pays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return <p>The paytable is not available.</p>;
}

function PaytableDialog({ rules }: { rules: SlotRules }) {
  const facts = [rules.lines ? `${rules.lines} fixed lines` : null, rules.reels && rules.rows ? `${rules.reels} reels × ${rules.rows} rows` : null].filter(Boolean).join(', ');
  const symbols = Array.isArray(rules.symbols) ? rules.symbols : [];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className="cg-btn cg-btn--ghost">
          Paytable
        </button>
      </DialogTrigger>
      <DialogContent title="Paytable" className="cg-dialog" width={560}>
        {facts ? <p>{facts}. Line wins pay left to right from the first reel; wins are in line bets.</p> : null}
        <PaytableTable paytable={rules.paytable} />
        {symbols.length > 0 ? (
          <p className="cg-muted">
            Symbols: {symbols.map((s) => (typeof s === 'object' && s !== null ? cell((s as Record<string, unknown>).name ?? (s as Record<string, unknown>).symbol ?? s) : symbolName(s))).join(', ')}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Space or Enter anywhere in the frame but on another control spins. */
function useSpinKey(spin: () => void, enabled: boolean) {
  const latest = useRef(spin);
  useEffect(() => {
    latest.current = spin;
  });
  useEffect(() => {
    if (!enabled) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      const target = event.target as HTMLElement | null;
      if (target && target !== document.body && target.closest('button, a, input, select, textarea, [role="dialog"], [contenteditable="true"]')) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

export function SlotGame({ api, session, onBalance, onResult, onError, onClearError }: GameProps) {
  const rules = (session.rules ?? {}) as SlotRules;
  const lines = typeof rules.lines === 'number' && rules.lines > 0 ? rules.lines : 20;
  const ladder = useMemo(() => stakeLadder(session.minStakeCents, session.maxStakeCents, lines), [session.minStakeCents, session.maxStakeCents, lines]);
  const [total, setTotal] = useState(() => nearestOnLadder(ladder, 100));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ roundId: string; slot: SlotOutcome; jackpot?: JackpotHit } | null>(null);
  const [offers, setOffers] = useState<FreeRoundsOffer[]>(() => (session.freeRounds ?? []).filter((o) => o.roundsLeft > 0 && o.stakeCents % lines === 0));
  const [useFree, setUseFree] = useState(true);
  const offer = offers[0];
  const playingFree = Boolean(offer && useFree);

  const spin = useCallback(() => {
    if (busy || (ladder.length === 0 && !playingFree)) return;
    onClearError();
    setBusy(true);
    const free = playingFree && offer ? offer : undefined;
    api
      .play(slotBets((free ? free.stakeCents : total) / lines), free?.id)
      .then((round) => {
        onBalance(round.balanceCents);
        if ('slot' in round.outcome) setOutcome({ roundId: round.roundId, slot: round.outcome.slot, jackpot: round.jackpot });
        const awarded = 'slot' in round.outcome ? round.outcome.slot.spin.free_spins_awarded : 0;
        let sentence = resultSentence(round.winCents, session.currency, awarded > 0 ? `${awarded} free spins` : undefined);
        if (free) {
          const left = round.freeRoundsLeft ?? free.roundsLeft - 1;
          setOffers((current) => current.map((o) => (o.id === free.id ? { ...o, roundsLeft: left } : o)).filter((o) => o.roundsLeft > 0));
          sentence = `Free spin. ${sentence} ${left === 0 ? 'No free spins left: back to normal play.' : `${left} free ${left === 1 ? 'spin' : 'spins'} left.`}`;
        }
        if (round.jackpot) sentence = `${jackpotSentence(round.jackpot, session.currency)} ${sentence}`;
        onResult(round.winCents, sentence);
      })
      .catch((e: unknown) => {
        if (!(e instanceof GameApiError)) return;
        // Free rounds the server no longer takes (used up elsewhere, expired): drop the offer.
        if (free && e.code === 'FREE_ROUNDS') setOffers((current) => current.filter((o) => o.id !== free.id));
        onError(e);
      })
      .finally(() => setBusy(false));
  }, [api, busy, ladder.length, lines, total, offer, playingFree, onBalance, onClearError, onError, onResult, session.currency]);
  useSpinKey(spin, !busy);

  const shown = outcome?.slot.spin;
  const wins = shown ? winningCells(shown) : new Set<string>();
  const allLineWins = shown?.line_wins ?? [];
  return (
    <section className="cg-game cg-slot" aria-label="Slot">
      <Reels window={shown?.window ?? IDLE_WINDOW} wins={wins} spinKey={outcome?.roundId ?? 'idle'} />
      {outcome?.jackpot ? <JackpotBanner jackpot={outcome.jackpot} currency={session.currency} /> : null}
      {outcome ? (
        <div className="cg-slot__wins">
          {allLineWins.length === 0 && shown && shown.scatter_win_cents === 0 ? <p className="cg-muted">No winning lines.</p> : null}
          {allLineWins.length > 0 ? (
            <ul className="cg-list" aria-label="Winning lines">
              {allLineWins.map((win) => (
                <li key={`${win.line}-${win.symbol}`}>
                  Line {win.line}: {win.count} × {symbolName(win.symbol)} pays {money(win.win_cents, session.currency)}
                </li>
              ))}
            </ul>
          ) : null}
          {shown && shown.scatter_win_cents > 0 ? (
            <p>
              {shown.scatters} scatters pay {money(shown.scatter_win_cents, session.currency)}
            </p>
          ) : null}
          {outcome.slot.free_spins.length > 0 ? (
            <div className="cg-free-spins">
              <p className="cg-free-spins__title">
                {shown?.free_spins_awarded ?? outcome.slot.free_spins.length} free spins! Every free spin win is tripled.
              </p>
              <ol className="cg-list" aria-label="Free spins">
                {outcome.slot.free_spins.map((free, i) => (
                  <li key={i}>
                    Free spin {i + 1}: {free.win_cents > 0 ? `won ${money(free.win_cents, session.currency)}` : 'no win'}
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
          <p className="cg-total-win">Total win: {money(outcome.slot.win_cents, session.currency)}</p>
        </div>
      ) : null}
      {offer ? (
        <div className="cg-free-offer" role="region" aria-label="Your free spins">
          <p className="cg-free-offer__title">
            <strong>{offer.title}</strong>: {offer.roundsLeft} free {offer.roundsLeft === 1 ? 'spin' : 'spins'} at {money(offer.stakeCents, session.currency)}
          </p>
          <p className="cg-muted">Paid by us, not your balance. Wins are paid to your cash.</p>
          <label className="cg-free-offer__toggle">
            <input type="checkbox" checked={useFree} onChange={(e) => setUseFree(e.target.checked)} disabled={busy} /> Use my free spins
          </label>
        </div>
      ) : null}
      <div className="cg-controls">
        {playingFree && offer ? (
          <p className="cg-free-offer__stake" aria-live="polite">
            Free spin at {money(offer.stakeCents, session.currency)} ({money(offer.stakeCents / lines, session.currency)} a line on {lines} lines)
          </p>
        ) : (
          <StakeSelector
            label="Total bet"
            value={total}
            ladder={ladder}
            currency={session.currency}
            onChange={setTotal}
            disabled={busy}
            hint={`${money(total / lines, session.currency)} a line on ${lines} lines`}
          />
        )}
        <div className="cg-actions">
          <PaytableDialog rules={rules} />
          <button type="button" className="cg-btn cg-btn--primary cg-btn--big" onClick={spin} disabled={busy || (ladder.length === 0 && !playingFree)} aria-keyshortcuts="Space Enter">
            {busy ? 'Spinning…' : playingFree && offer ? `Free spin (${offer.roundsLeft} left)` : 'Spin'}
          </button>
        </div>
      </div>
    </section>
  );
}
