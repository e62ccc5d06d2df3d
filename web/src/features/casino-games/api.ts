/**
 * The built-in casino provider's REST API (docs: the casino contract, "The game client"), as the
 * game client inside the game frame calls it. Every call carries the launch token; every answer
 * with a balance, and every error, is told to the page that frames the game.
 */

export type GameId = 'slot' | 'roulette' | 'blackjack' | 'keno';
export type Mode = 'real' | 'demo';

export type ErrorCode =
  | 'UNAUTHORIZED'
  | 'SESSION_CLOSED'
  | 'BAD_BET'
  | 'INSUFFICIENT_FUNDS'
  | 'LIMIT'
  | 'LOCATION'
  | 'RESTRICTED'
  | 'NO_OPEN_HAND'
  | 'FREE_ROUNDS'
  | 'UNAVAILABLE';

const ERROR_CODES: readonly ErrorCode[] = ['UNAUTHORIZED', 'SESSION_CLOSED', 'BAD_BET', 'INSUFFICIENT_FUNDS', 'LIMIT', 'LOCATION', 'RESTRICTED', 'NO_OPEN_HAND', 'FREE_ROUNDS', 'UNAVAILABLE'];

export const API_BASE = '/casino/builtin/api';

// ---- casino_games serde shapes -------------------------------------------------------------

/** `casino_games::slot::Symbol` (snake_case unit variants). */
export type SlotSymbol = 'wild' | 'scatter' | 'seven' | 'bar' | 'bell' | 'melon' | 'plum' | 'orange' | 'lemon' | 'cherry';

/** `casino_games::slot::LineWin`. */
export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  win_cents: number;
}

/** `casino_games::slot::Spin`: `window` is reel by reel, top to bottom. */
export interface Spin {
  kind: 'base' | 'free';
  stops: number[];
  window: SlotSymbol[][];
  line_wins: LineWin[];
  scatters: number;
  scatter_win_cents: number;
  free_spins_awarded: number;
  win_cents: number;
}

/** `casino_games::slot::SlotOutcome`. */
export interface SlotOutcome {
  spin: Spin;
  free_spins: Spin[];
  stake_cents: number;
  win_cents: number;
}

/** `casino_games::roulette::BetKind` (externally tagged, snake_case): what `Bet` serialises as. */
export type RouletteBet =
  | { straight: number }
  | { split: [number, number] }
  | { street: [number, number, number] }
  | { corner: [number, number, number, number] }
  | { six_line: [number, number, number, number, number, number] }
  | { column: number }
  | { dozen: number }
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

/** `casino_games::roulette::Wager` (`stake` renamed `stake_cents`). */
export interface Wager {
  bet: RouletteBet;
  stake_cents: number;
}

/** `casino_games::roulette::RouletteOutcome`. */
export interface RouletteOutcome {
  pocket: number;
  wagers: { wager: Wager; win_cents: number }[];
  stake_cents: number;
  win_cents: number;
}

/** `casino_games::keno::KenoOutcome`. */
export interface KenoOutcome {
  picks: number[];
  drawn: number[];
  hits: number[];
  stake_cents: number;
  win_cents: number;
}

export type Suit = 'clubs' | 'diamonds' | 'hearts' | 'spades';
export type Rank = 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' | 'eight' | 'nine' | 'ten' | 'jack' | 'queen' | 'king' | 'ace';

/** `casino_games::blackjack::Card`. */
export interface Card {
  rank: Rank;
  suit: Suit;
}

/** `casino_games::blackjack::Action`: unit variants as strings, insurance as `{"insurance": bool}`. */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | { insurance: boolean };

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** `casino_games::blackjack::BlackjackOutcome` (a `Hand` serialises as its array of cards). */
export interface BlackjackOutcome {
  dealer: Card[];
  hands: { cards: Card[]; stake_cents: number; doubled: boolean; outcome: HandOutcome; win_cents: number }[];
  insurance: { stake_cents: number; win_cents: number } | null;
  stake_cents: number;
  win_cents: number;
}

/** `casino_games::Bets` for the games played in one request (externally tagged, snake_case). */
export type Bets = { slot: { line_bet_cents: number } } | { roulette: Wager[] } | { keno: { picks: number[]; stake_cents: number } };

/** `casino_games::Outcome`. */
export type Outcome = { slot: SlotOutcome } | { roulette: RouletteOutcome } | { keno: KenoOutcome } | { blackjack: BlackjackOutcome };

// ---- provider API shapes (camelCase) -------------------------------------------------------

export interface PlayerHand {
  cards: Card[];
  stakeCents: number;
  doubled: boolean;
  total: number;
  soft: boolean;
}

export interface BlackjackState {
  roundId: string;
  commitment: string;
  dealer: Card[];
  dealerHoleHidden: boolean;
  hands: PlayerHand[];
  activeHand: number | null;
  insuranceOffered: boolean;
  legalActions: BlackjackAction[];
  finished: boolean;
  outcome: BlackjackOutcome | null;
  balanceCents: number;
}

export interface SlotRules {
  lines?: number;
  reels?: number;
  rows?: number;
  symbols?: unknown[];
  paytable?: unknown;
  [key: string]: unknown;
}

export interface KenoRules {
  numbers: number;
  drawn: number;
  maxPicks: number;
  /** Picks ("1".."10") -> what the ticket pays by number of hits (the index). */
  paytable: Record<string, number[]>;
}

export interface BlackjackRules {
  decks?: number;
  blackjackPays?: string;
  dealerStandsOnSoft17?: boolean;
}

export interface GameSession {
  game: GameId;
  name: string;
  mode: Mode;
  currency: string;
  balanceCents: number;
  minStakeCents: number;
  maxStakeCents: number;
  rules: unknown;
  openHand: BlackjackState | null;
  /** The player's free rounds on this game (real money; absent or empty otherwise). */
  freeRounds?: FreeRoundsOffer[];
}

/** Free rounds the game offers: rounds at a fixed stake, paid by the operator. */
export interface FreeRoundsOffer {
  id: string;
  title: string;
  roundsLeft: number;
  stakeCents: number;
  expiresAt: string;
  /** "10 free spins at $0.20". */
  label: string;
}

export interface RoundResult {
  roundId: string;
  commitment: string;
  seed: string;
  outcome: Outcome;
  stakeCents: number;
  winCents: number;
  balanceCents: number;
  /** After a free round: the rounds of its grant left. */
  freeRoundsLeft?: number;
  /** The jackpot the round's stake hit, already paid into `balanceCents`. */
  jackpot?: JackpotHit;
}

/** A progressive jackpot a stake hit: the whole pool, paid to the player's cash. */
export interface JackpotHit {
  slug: string;
  name: string;
  amountCents: number;
}

// ---- errors and the frame's parent --------------------------------------------------------

export class GameApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, message: string, status: number) {
    super(message);
    this.name = 'GameApiError';
    this.code = code;
    this.status = status;
  }
}

export const MESSAGE_SOURCE = 'builtin-casino';

export type ParentMessage =
  | { source: typeof MESSAGE_SOURCE; type: 'balance'; balanceCents: number }
  | { source: typeof MESSAGE_SOURCE; type: 'error'; code: ErrorCode; message: string }
  | { source: typeof MESSAGE_SOURCE; type: 'resize'; height: number };

/** Tells the page that frames the game (same origin only). */
export function tellParent(message: ParentMessage): void {
  window.parent.postMessage(message, window.location.origin);
}

const UNREACHABLE = 'The game could not be reached. Check your connection and try again.';
const UNEXPECTED = 'Something went wrong with the game. Please try again.';

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The `{"error": {"code", "message"}}` of a failed answer, or UNAVAILABLE when it has none. */
async function errorOf(response: Response): Promise<GameApiError> {
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (error && isErrorCode(error.code)) {
      return new GameApiError(error.code, typeof error.message === 'string' && error.message ? error.message : UNEXPECTED, response.status);
    }
  } catch {
    // Not JSON: fall through.
  }
  const code: ErrorCode = response.status === 401 ? 'UNAUTHORIZED' : 'UNAVAILABLE';
  return new GameApiError(code, UNEXPECTED, response.status);
}

function hasBalance(body: unknown): body is { balanceCents: number } {
  return typeof body === 'object' && body !== null && typeof (body as { balanceCents?: unknown }).balanceCents === 'number';
}

export interface GameApi {
  session(): Promise<GameSession>;
  /** Plays a round; with `freeRoundsId`, one of the player's free rounds pays its stake. */
  play(bets: Bets, freeRoundsId?: string): Promise<RoundResult>;
  deal(stakeCents: number): Promise<BlackjackState>;
  act(action: BlackjackAction): Promise<BlackjackState>;
}

/** A client for one launch token. */
export function createGameApi(token: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): GameApi {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${API_BASE}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      const error = new GameApiError('UNAVAILABLE', UNREACHABLE, 0);
      tellParent({ source: MESSAGE_SOURCE, type: 'error', code: error.code, message: error.message });
      throw error;
    }
    if (!response.ok) {
      const error = await errorOf(response);
      tellParent({ source: MESSAGE_SOURCE, type: 'error', code: error.code, message: error.message });
      throw error;
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      const error = new GameApiError('UNAVAILABLE', UNEXPECTED, response.status);
      tellParent({ source: MESSAGE_SOURCE, type: 'error', code: error.code, message: error.message });
      throw error;
    }
    if (hasBalance(data)) tellParent({ source: MESSAGE_SOURCE, type: 'balance', balanceCents: data.balanceCents });
    return data as T;
  }

  return {
    session: () => call<GameSession>('GET', '/session'),
    play: (bets, freeRoundsId) => call<RoundResult>('POST', '/rounds', freeRoundsId ? { bets, freeRoundsId } : { bets }),
    deal: (stakeCents) => call<BlackjackState>('POST', '/blackjack/deal', { stakeCents }),
    act: (action) => call<BlackjackState>('POST', '/blackjack/act', { action }),
  };
}
