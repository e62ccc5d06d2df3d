import { useMemo, useRef, useState } from 'react';
import { GameApiError, type BlackjackAction, type BlackjackRules, type BlackjackState, type Card, type HandOutcome } from './api';
import { cardFace, cardName, handTotal } from './cards';
import { money, nearestOnLadder, resultSentence, StakeSelector, stakeLadder, type GameProps } from './common';

/** A button's text for an action the server allows. */
export function actionLabel(action: BlackjackAction): string {
  if (typeof action === 'object') return action.insurance ? 'Insurance' : 'No insurance';
  return { hit: 'Hit', stand: 'Stand', double: 'Double', split: 'Split' }[action];
}

const OUTCOME_TEXT: Record<HandOutcome, string> = { blackjack: 'Blackjack!', win: 'Win', push: 'Push', lose: 'Lose', bust: 'Bust' };

function PlayingCard({ card }: { card: Card }) {
  const face = cardFace(card);
  return (
    <li className={`cg-card${face.red ? ' cg-card--red' : ''}`} aria-label={cardName(card)}>
      <span aria-hidden="true">
        {face.rank}
        {face.suit}
      </span>
    </li>
  );
}

function HiddenCard() {
  return (
    <li className="cg-card cg-card--back" aria-label="Face-down card">
      <span aria-hidden="true">?</span>
    </li>
  );
}

function totalText({ total, soft }: { total: number; soft: boolean }): string {
  return soft && total < 21 ? `Soft ${total}` : String(total);
}

export function BlackjackGame({ api, session, onBalance, onResult, onError, onClearError }: GameProps) {
  const rules = (session.rules ?? {}) as BlackjackRules;
  const ladder = useMemo(() => stakeLadder(session.minStakeCents, session.maxStakeCents, 2), [session.minStakeCents, session.maxStakeCents]);
  const [stake, setStake] = useState(() => nearestOnLadder(ladder, 100));
  const [hand, setHand] = useState<BlackjackState | null>(session.openHand);
  const [busy, setBusy] = useState(false);
  const announced = useRef<string | null>(null);

  function apply(next: BlackjackState) {
    setHand(next);
    onBalance(next.balanceCents);
    if (next.finished && next.outcome && announced.current !== next.roundId) {
      announced.current = next.roundId;
      const results = next.outcome.hands.map((h) => OUTCOME_TEXT[h.outcome].replace('!', '')).join(', ');
      onResult(next.outcome.win_cents, resultSentence(next.outcome.win_cents, session.currency, results));
    }
  }

  function run(call: () => Promise<BlackjackState>) {
    if (busy) return;
    onClearError();
    setBusy(true);
    call()
      .then(apply)
      .catch((e: unknown) => {
        if (!(e instanceof GameApiError)) return;
        // The server has no open hand (it ended elsewhere): back to dealing.
        if (e.code === 'NO_OPEN_HAND') setHand(null);
        onError(e);
      })
      .finally(() => setBusy(false));
  }

  const open = hand !== null && !hand.finished;
  const dealerCards = hand?.finished && hand.outcome ? hand.outcome.dealer : (hand?.dealer ?? []);
  const dealerTotal = dealerCards.length > 0 ? handTotal(dealerCards) : null;
  return (
    <section className="cg-game cg-blackjack" aria-label="Blackjack">
      <p className="cg-muted cg-blackjack__rules">
        {[rules.blackjackPays ? `Blackjack pays ${rules.blackjackPays}` : null, rules.dealerStandsOnSoft17 === undefined ? null : rules.dealerStandsOnSoft17 ? 'Dealer stands on soft 17' : 'Dealer hits soft 17', rules.decks ? `${rules.decks} decks` : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {hand ? (
        <div className="cg-table-felt">
          <div className="cg-hand" aria-label="Dealer's hand" role="group">
            <h2 className="cg-hand__title">
              Dealer
              {dealerTotal && !hand.dealerHoleHidden ? <span className="cg-hand__total"> {totalText(dealerTotal)}</span> : null}
            </h2>
            <ul className="cg-cards">
              {dealerCards.map((card, i) => (
                <PlayingCard key={i} card={card} />
              ))}
              {hand.dealerHoleHidden ? <HiddenCard /> : null}
            </ul>
          </div>
          {hand.hands.map((player, i) => {
            const result = hand.finished ? hand.outcome?.hands[i] : undefined;
            const active = open && hand.activeHand === i;
            const title = hand.hands.length > 1 ? `Hand ${i + 1}` : 'Your hand';
            return (
              <div key={i} className={`cg-hand${active ? ' cg-hand--active' : ''}`} role="group" aria-label={`${title}${active ? ', playing' : ''}`} aria-current={active ? 'true' : undefined}>
                <h2 className="cg-hand__title">
                  {title} <span className="cg-hand__total">{totalText({ total: player.total, soft: player.soft })}</span>
                </h2>
                <ul className="cg-cards">
                  {player.cards.map((card, j) => (
                    <PlayingCard key={j} card={card} />
                  ))}
                </ul>
                <p className="cg-hand__stake">
                  Stake {money(player.stakeCents, session.currency)}
                  {player.doubled ? ' (doubled)' : ''}
                </p>
                {result ? (
                  <p className={`cg-hand__result cg-hand__result--${result.outcome}`}>
                    {OUTCOME_TEXT[result.outcome]} {result.win_cents > 0 ? `· pays ${money(result.win_cents, session.currency)}` : ''}
                  </p>
                ) : null}
              </div>
            );
          })}
          {hand.finished && hand.outcome?.insurance ? (
            <p className="cg-muted">
              Insurance {money(hand.outcome.insurance.stake_cents, session.currency)}: {hand.outcome.insurance.win_cents > 0 ? `paid ${money(hand.outcome.insurance.win_cents, session.currency)}` : 'lost'}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="cg-muted">Choose your stake and deal.</p>
      )}
      <div className="cg-controls">
        {open ? (
          <div className="cg-actions" role="group" aria-label="Your move">
            {hand.insuranceOffered ? <p className="cg-notice">The dealer shows an ace. Take insurance?</p> : null}
            {hand.legalActions.map((action) => (
              <button key={actionLabel(action)} type="button" className="cg-btn cg-btn--primary" disabled={busy} onClick={() => run(() => api.act(action))}>
                {actionLabel(action)}
              </button>
            ))}
          </div>
        ) : (
          <>
            <StakeSelector label="Stake" value={stake} ladder={ladder} currency={session.currency} onChange={setStake} disabled={busy} />
            <div className="cg-actions">
              <button type="button" className="cg-btn cg-btn--primary cg-btn--big" disabled={busy || ladder.length === 0} onClick={() => run(() => api.deal(stake))}>
                {busy ? 'Dealing…' : hand ? 'Deal again' : 'Deal'}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
