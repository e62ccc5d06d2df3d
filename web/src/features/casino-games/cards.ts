import type { Card, Rank, Suit } from './api';

const RANK_NAMES: Record<Rank, string> = {
  two: 'Two', three: 'Three', four: 'Four', five: 'Five', six: 'Six', seven: 'Seven', eight: 'Eight',
  nine: 'Nine', ten: 'Ten', jack: 'Jack', queen: 'Queen', king: 'King', ace: 'Ace',
};
const RANK_SHORT: Record<Rank, string> = {
  two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', jack: 'J', queen: 'Q', king: 'K', ace: 'A',
};
const SUIT_SYMBOLS: Record<Suit, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

/** "Queen of hearts". */
export function cardName(card: Card): string {
  return `${RANK_NAMES[card.rank]} of ${card.suit}`;
}

/** "Q♥". */
export function cardFace(card: Card): { rank: string; suit: string; red: boolean } {
  return { rank: RANK_SHORT[card.rank], suit: SUIT_SYMBOLS[card.suit], red: card.suit === 'hearts' || card.suit === 'diamonds' };
}

function value(rank: Rank): number {
  if (rank === 'ace') return 1;
  if (rank === 'jack' || rank === 'queen' || rank === 'king' || rank === 'ten') return 10;
  return ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].indexOf(rank) + 2;
}

/** A hand's best total (an ace counts 11 while that does not bust) and whether it is soft. */
export function handTotal(cards: Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + value(card.rank), 0);
  const soft = cards.some((card) => card.rank === 'ace') && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}
