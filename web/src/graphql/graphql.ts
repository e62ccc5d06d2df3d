/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * Implement the DateTime<Utc> scalar
   *
   * The input/output is a string in RFC3339 format.
   */
  DateTime: { input: string; output: string; }
};

export type Account = {
  __typename?: 'Account';
  balances: Balances;
  /**
   * Casino restriction: active during a cool-off or self-exclusion (until it ends; no
   * end for a lifetime self-exclusion).
   */
  casinoRestriction: CasinoRestriction;
  /** When the account was opened. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code of the account's currency (USD in US regions, CAD in Canadian ones). */
  currency: Scalars['String']['output'];
  /** The deposit acknowledgement modal, or null when nothing is to be acknowledged. */
  depositAckModal: Maybe<DepositAckModal>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When this session's login happened. */
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  lastName: Scalars['String']['output'];
  /** Seconds between reality check-ins (null: off). */
  realityCheckinInterval: Maybe<Scalars['Int']['output']>;
  /** ISO 3166-2 code of the home region. */
  region: Scalars['String']['output'];
  /**
   * The bettor has a responsible-gaming acknowledgement to give (their deposits reached
   * the region's threshold); betting and deposits wait for it.
   */
  requiresResponsibleGamingAcknowledgement: Scalars['Boolean']['output'];
  /**
   * True while a pending limit change needs the bettor's confirmation and the limits
   * modal has not been dismissed since it did.
   */
  showLimitsModal: Scalars['Boolean']['output'];
  /** The sign-in name (the email address). */
  username: Scalars['String']['output'];
};

/** The account panel's menu and reward counts. */
export type AccountMenu = {
  __typename?: 'AccountMenu';
  availableFreeBets: Array<FreeBet>;
  availableFreeWagersCount: Scalars['Int']['output'];
  availableProfitBoostCount: Scalars['Int']['output'];
  menuShelves: MenuShelves;
  /** Promotional credit (loyalty cash in some brands); null for visitors. */
  promotionalCreditBalance: Maybe<Money>;
};

/** The main shelf of menu entries. */
export type AccountMenuShelf = {
  __typename?: 'AccountMenuShelf';
  menuShelfItems: Array<MenuItem>;
};

export type AmountField =
  | 'BET'
  | 'WIN';

export type AmountSourceType =
  | 'CASH'
  | 'FREE_BET'
  | 'PROMOTIONAL_CREDIT';

/** Settings of the running application. */
export type ApplicationMetadata = {
  __typename?: 'ApplicationMetadata';
  /** Whether the casino is available. False until the casino exists. */
  casinoEnabled: Scalars['Boolean']['output'];
  /** Server time now (clients correct their clocks with it). */
  currentTime: Scalars['DateTime']['output'];
  /** Seconds between heartbeat mutations. */
  heartbeatIntervalSeconds: Scalars['Int']['output'];
  /** Minutes without interaction before the client logs out. */
  inactivityThresholdMinutes: Scalars['Int']['output'];
  /** Share of sessions reported to monitoring, 0 to 1. */
  monitoringSampleRate: Scalars['Float']['output'];
  searchDebounceMilliseconds: Scalars['Int']['output'];
  toolbarIcons: Array<ToolbarIcon>;
};

export type AutoAcceptOddsChanges =
  | 'ANY'
  | 'HIGHER'
  | 'NONE';

/** Links to the award sections (null where the section does not exist yet). */
export type AwardsMenuShelf = {
  __typename?: 'AwardsMenuShelf';
  bonusCash: Maybe<DeepLink>;
  freeBets: Maybe<DeepLink>;
  freeWagers: Maybe<DeepLink>;
  profitBoosts: Maybe<DeepLink>;
  promotionalCredits: Maybe<DeepLink>;
};

/** The six balances of an account, all in the account's currency. */
export type Balances = {
  __typename?: 'Balances';
  /** Bonus money. */
  bonusBalance: Money;
  /**
   * Everything: cash, restricted, bonus, promotional credit and cash held for pending
   * withdrawals.
   */
  globalBalance: Money;
  /**
   * Cash set aside for pending withdrawals (neither playable nor withdrawable until the
   * withdrawal completes or is cancelled).
   */
  heldBalance: Money;
  /** Cash plus restricted cash: what can be wagered without bonus money. */
  playableBalance: Money;
  /** Cash that can be played but not withdrawn yet. */
  restrictedBalance: Money;
  /** Cash, restricted cash and bonus money. */
  totalPlayableBalance: Money;
  /** Cash that can be withdrawn. */
  withdrawableBalance: Money;
};

export type BaseballStatistics = {
  __typename?: 'BaseballStatistics';
  balls: Scalars['Int']['output'];
  homeBatting: Scalars['Boolean']['output'];
  onFirst: Scalars['Boolean']['output'];
  onSecond: Scalars['Boolean']['output'];
  onThird: Scalars['Boolean']['output'];
  outs: Scalars['Int']['output'];
  strikes: Scalars['Int']['output'];
};

/** Betslip (spec 001 §3; issue 7 contract §3). */
export type BetType =
  | 'PARLAY'
  | 'PARLAY_PLUS'
  | 'ROUND_ROBIN'
  | 'STRAIGHT'
  | 'TEASER';

export type Betslip = {
  __typename?: 'Betslip';
  autoAcceptOddsChanges: AutoAcceptOddsChanges;
  errors: Array<BetslipError>;
  id: Scalars['ID']['output'];
  marketSelections: Array<BetslipMarketSelection>;
  marketSelectionsMetadata: Array<MarketSelectionMetadata>;
  numberOfSelections: Scalars['Int']['output'];
  parlay: BetslipSection;
  roundRobin: BetslipSection;
  straight: BetslipSection;
  teaser: BetslipSection;
  version: Scalars['Int']['output'];
};

export type BetslipAddSelectionInput = {
  branchChannel?: InputMaybe<Scalars['String']['input']>;
  odds: BetslipOddsInput;
  selectionId: Scalars['ID']['input'];
  selectionOrigin: Scalars['String']['input'];
  shareId?: InputMaybe<Scalars['String']['input']>;
};

export type BetslipError = {
  __typename?: 'BetslipError';
  code: Scalars['String']['output'];
  disableAwardsDisplay: Scalars['Boolean']['output'];
  displayType: BetslipErrorDisplayType;
  message: Scalars['String']['output'];
  priority: Scalars['Int']['output'];
};

export type BetslipErrorDisplayType =
  | 'ANONYMOUS_REGION'
  | 'BET_ALREADY_PLACED'
  | 'BET_AMOUNT'
  | 'DEPOSIT'
  | 'GENERIC'
  | 'GEO'
  | 'INVALID'
  | 'ODDS_CHANGED'
  | 'RETRYABLE'
  | 'RG_ACKNOWLEDGEMENT_REQUIRED'
  | 'RG_LIMIT'
  | 'SELECTION_DISABLED'
  | 'WIN_AMOUNT';

export type BetslipMarketSelection = {
  __typename?: 'BetslipMarketSelection';
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  marketId: Scalars['ID']['output'];
  name: SelectionName;
  odds: Odds;
  points: Maybe<Points>;
  status: SelectionStatus;
};

export type BetslipOddsInput = {
  denominatorLong: Scalars['String']['input'];
  numeratorLong: Scalars['String']['input'];
};

export type BetslipSection = {
  __typename?: 'BetslipSection';
  draftBetEventGroupings: Array<DraftLegEventGrouping>;
  draftBets: Array<DraftBet>;
  errors: Array<BetslipError>;
  totalBetAmount: Money;
  totalPotentialBoostedReturnAmount: Money;
  totalPotentialReturnAmount: Money;
  totalPotentialReturnAmountTrend: Maybe<OddsTrend>;
};

export type BetslipTransferDirection =
  | 'TO_ACCOUNT'
  | 'TO_ANONYMOUS';

/** A step of the page's trail. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  deepLink: DeepLink;
  label: Scalars['String']['output'];
};

export type BuyPointOption = {
  __typename?: 'BuyPointOption';
  marketSelectionId: Scalars['ID']['output'];
  odds: Odds;
  points: Points;
};

/** A horizontal row of cards. */
export type CarouselShelf = {
  __typename?: 'CarouselShelf';
  cards: Array<TableCard>;
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  seeAllLink: Maybe<DeepLink>;
  title: Scalars['String']['output'];
};

/** Whether the casino is closed to this account holder. */
export type CasinoRestriction = {
  __typename?: 'CasinoRestriction';
  active: Scalars['Boolean']['output'];
  expiresAt: Maybe<Scalars['DateTime']['output']>;
};

/** Waiting-room state. */
export type CfWaitingRoom = {
  __typename?: 'CfWaitingRoom';
  inWaitingRoom: Scalars['Boolean']['output'];
  refreshIntervalSeconds: Scalars['Int']['output'];
};

/** A quick link (a competition of a sport, a sport on the live page). */
export type Chip = {
  __typename?: 'Chip';
  /** Games behind the chip (in play, on the live page). */
  count: Maybe<Scalars['Int']['output']>;
  deepLink: DeepLink;
  /** Icon key (a sport slug) where one applies. */
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
};

/** A control the client draws itself. */
export type ClientDisplayType =
  /** The light/dark colour-mode switch. */
  | 'COLOR_MODE_TOGGLE';

/** The game clock when the statistics were sent; the client runs it on from `updatedAt`. */
export type Clock = {
  __typename?: 'Clock';
  countsDown: Scalars['Boolean']['output'];
  running: Scalars['Boolean']['output'];
  seconds: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A league, tournament or cup. */
export type Competition = {
  __typename?: 'Competition';
  /** The competition page's app path. */
  deepLink: DeepLink;
  /** `{sport}/{organization}/{competition}`. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type CricketStatistics = {
  __typename?: 'CricketStatistics';
  awayScoreText: Scalars['String']['output'];
  awayWickets: Scalars['Int']['output'];
  currentBatter: Scalars['String']['output'];
  gameState: Scalars['String']['output'];
  homeScoreText: Scalars['String']['output'];
  homeWickets: Scalars['Int']['output'];
};

/** An operator-published dialog. */
export type CustomDialog = {
  __typename?: 'CustomDialog';
  body: Scalars['String']['output'];
  buttons: Array<CustomDialogButton>;
  /** Whether the dialog has a close control. */
  dismissible: Scalars['Boolean']['output'];
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
  triggers: Array<CustomDialogTrigger>;
};

/** One button of a dialog. */
export type CustomDialogButton = {
  __typename?: 'CustomDialogButton';
  label: Scalars['String']['output'];
  style: CustomDialogButtonStyle;
  type: CustomDialogButtonType;
  /** In-app path (DEEP_LINK) or https URL (EXTERNAL_LINK); null for DISMISS. */
  url: Maybe<Scalars['String']['output']>;
};

/** How a dialog button looks. */
export type CustomDialogButtonStyle =
  | 'LINK'
  | 'PRIMARY'
  | 'SECONDARY';

/** What a dialog button does. */
export type CustomDialogButtonType =
  | 'DEEP_LINK'
  | 'DISMISS'
  /** Opens `url` (always https) in a new tab. */
  | 'EXTERNAL_LINK';

/** One trigger of a dialog. */
export type CustomDialogTrigger = {
  __typename?: 'CustomDialogTrigger';
  /** Path patterns (`/`, `/account/*`) for PAGES; empty for ON_LOGIN. */
  pages: Array<Scalars['String']['output']>;
  type: CustomDialogTriggerType;
};

/** When a dialog opens. */
export type CustomDialogTriggerType =
  /** Within 5 s after login. */
  | 'ON_LOGIN'
  /** On the listed pages. */
  | 'PAGES';

export type DartsStatistics = {
  __typename?: 'DartsStatistics';
  awayLegScore: Scalars['Int']['output'];
  homeLegScore: Scalars['Int']['output'];
  thrower: ParticipantSide;
};

/** A link target inside or outside the app. */
export type DeepLink = {
  __typename?: 'DeepLink';
  /** Canonical form: an app path (`/account/summary`) or an absolute URL. */
  canonicalUrl: Scalars['String']['output'];
  /** What a browser opens: an app path or an absolute URL. */
  webUrl: Scalars['String']['output'];
};

/** Where a path leads. */
export type DeeplinkResolution = {
  __typename?: 'DeeplinkResolution';
  canonicalUrl: Scalars['String']['output'];
  pageType: MarketplacePageType;
  webUrl: Scalars['String']['output'];
};

/** The deposit acknowledgement modal (spec 002 §4). */
export type DepositAckModal = {
  __typename?: 'DepositAckModal';
  body: Scalars['String']['output'];
  buttonLabel: Scalars['String']['output'];
  depositAckType: Scalars['String']['output'];
  showDepositAckModal: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** Deposit create input (spec 002 §3 "Deposit form"). */
export type DepositCreateInput = {
  /** Whole cents, 1 to 100000000. */
  amountCents: Scalars['Int']['input'];
  /** A fresh key per submit; a retry of the same submit reuses it. */
  idempotencyKey: Scalars['String']['input'];
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
  paymentProviderId: Scalars['ID']['input'];
  promotionCode?: InputMaybe<Scalars['String']['input']>;
  quickDeposit?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A deposit promo code and what it does. */
export type DepositPromoCode = {
  __typename?: 'DepositPromoCode';
  code: Scalars['String']['output'];
  message: Maybe<Scalars['String']['output']>;
  /** `VALID` or `INVALID`. */
  status: Scalars['String']['output'];
};

/** A link of the directory. */
export type DirectoryLink = {
  __typename?: 'DirectoryLink';
  deepLink: DeepLink;
  /** Games listed under it. */
  eventCount: Scalars['Int']['output'];
  /** Icon key (a sport slug). */
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** Games in play under it. */
  liveCount: Scalars['Int']['output'];
};

/** A titled group of links. */
export type DirectorySection = {
  __typename?: 'DirectorySection';
  id: Scalars['ID']['output'];
  links: Array<DirectoryLink>;
  title: Scalars['String']['output'];
};

export type DraftBet = {
  __typename?: 'DraftBet';
  amountSourceType: AmountSourceType;
  availableFreeBets: Array<FreeBet>;
  availableProfitBoosts: Array<ProfitBoost>;
  availablePromotionalCreditBalance: Money;
  betAmount: Money;
  boostedTotalOdds: Maybe<Odds>;
  boostedWinAmount: Maybe<Money>;
  draftLegEventGroupings: Array<DraftLegEventGrouping>;
  draftLegs: Array<DraftLeg>;
  errors: Array<BetslipError>;
  id: Scalars['ID']['output'];
  isParlayPlusEligible: Scalars['Boolean']['output'];
  /** Teaser sport label ("Football Teaser"); round robin size ("By 2's"). */
  label: Maybe<Scalars['String']['output']>;
  numberOfCombinations: Scalars['Int']['output'];
  numberOfDistinctLegs: Scalars['Int']['output'];
  patronSetAmountType: AmountField;
  placeBetDelayMilliseconds: Scalars['Int']['output'];
  selectedFreeBetId: Maybe<Scalars['ID']['output']>;
  selectedProfitBoostId: Maybe<Scalars['ID']['output']>;
  teaserMarketSelectionsMappings: Array<TeaserMarketSelectionMapping>;
  teaserPoints: Maybe<TeaserPoints>;
  teaserPreviews: Array<TeaserPreview>;
  totalBetAmount: Money;
  totalOdds: Maybe<Odds>;
  totalOddsTrend: Maybe<OddsTrend>;
  type: BetType;
  winAmount: Money;
};

export type DraftLeg = {
  __typename?: 'DraftLeg';
  acceptedOdds: Odds;
  buyPointOptions: Array<BuyPointOption>;
  errors: Array<BetslipError>;
  eventName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  marketSelection: BetslipMarketSelection;
  marketSelectionOddsTrend: Maybe<OddsTrend>;
  marketSelectionRequiresAcceptance: Scalars['Boolean']['output'];
  marketStartAt: Scalars['DateTime']['output'];
};

export type DraftLegEventGrouping = {
  __typename?: 'DraftLegEventGrouping';
  deepLink: DeepLink;
  draftLegs: Array<DraftLeg>;
  eventId: Scalars['ID']['output'];
  eventName: Scalars['String']['output'];
  eventStatus: EventStatus;
  isParlayPlusEligible: Scalars['Boolean']['output'];
  legGroupRequiresAcceptance: Scalars['Boolean']['output'];
  odds: Maybe<Odds>;
  oddsTrend: Maybe<OddsTrend>;
  startsAt: Scalars['DateTime']['output'];
};

/** Collapsible groups of markets (the event page). */
export type DrawerShelf = {
  __typename?: 'DrawerShelf';
  expanded: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  marketCards: Array<MarketCard>;
  title: Scalars['String']['output'];
};

/** A shelf with nothing to show, and why. */
export type EmptyShelf = {
  __typename?: 'EmptyShelf';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type EsportsStatistics = {
  __typename?: 'EsportsStatistics';
  currentMap: Scalars['String']['output'];
};

export type Event = {
  __typename?: 'Event';
  awayParticipant: Participant;
  competition: Competition;
  deepLink: DeepLink;
  /** A line under the name ("Week 12", "Best of 3 sets"). */
  extraInformation: Maybe<Scalars['String']['output']>;
  /** Featured by the trading team. */
  featured: Scalars['Boolean']['output'];
  homeParticipant: Participant;
  id: Scalars['ID']['output'];
  /**
   * Whether a live stream (video or match tracker) can be opened now: the badge of the
   * `liveStreamingBadge` flag. `liveStream` tells a viewer whether they may watch it.
   */
  liveStreamAvailable: Scalars['Boolean']['output'];
  /** The markets grouped into the event page's drawers. */
  marketCards: Array<MarketCard>;
  /** How many markets are offered (hidden ones excluded). */
  marketCount: Scalars['Int']['output'];
  /** Every visible market, in display order. */
  markets: Array<Market>;
  /** Links to coverage of the event. */
  mediaLinks: Array<MediaLink>;
  /** "Buffalo Bills @ Kansas City Chiefs". */
  name: Scalars['String']['output'];
  /** TV networks carrying the event. */
  networks: Array<Scalars['String']['output']>;
  organization: Organization;
  /**
   * Both participants in the order the sport lists them: away first in US team sports
   * ("Bills @ Chiefs"), home first elsewhere ("Arsenal vs Chelsea").
   */
  participants: Array<Participant>;
  /** The event page's app path. */
  resourceUri: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  sport: Sport;
  startTime: Scalars['DateTime']['output'];
  /** Null before the feed sent any. */
  statistics: Maybe<EventStatistics>;
  status: EventStatus;
};

/** Live statistics (spec 002 §3): the score and progress, and one sport's extras. */
export type EventStatistics = {
  __typename?: 'EventStatistics';
  awayScore: Scalars['Int']['output'];
  baseball: Maybe<BaseballStatistics>;
  clock: Maybe<Clock>;
  cricket: Maybe<CricketStatistics>;
  darts: Maybe<DartsStatistics>;
  esports: Maybe<EsportsStatistics>;
  football: Maybe<FootballStatistics>;
  futsal: Maybe<FutsalStatistics>;
  hockey: Maybe<HockeyStatistics>;
  homeScore: Scalars['Int']['output'];
  isInPlay: Scalars['Boolean']['output'];
  liveStatus: Maybe<LiveEventStatus>;
  /** "Q3", "Top 5th", "2nd Half", "Set 2". */
  progress: Scalars['String']['output'];
  segments: Array<Segment>;
  soccer: Maybe<SoccerStatistics>;
  tennis: Maybe<TennisStatistics>;
};

/** Where an event is in its life (spec 002 §4). */
export type EventStatus =
  | 'CANCELLED'
  | 'FINISHED'
  | 'HIDDEN'
  | 'INVALID'
  | 'IN_PLAY'
  | 'PRE_GAME';

/** An event's status and score, without the rest of the event. */
export type EventUpdate = {
  __typename?: 'EventUpdate';
  awayScore: Maybe<Scalars['Int']['output']>;
  homeScore: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  liveStatus: Maybe<LiveEventStatus>;
  /** "Q3", "Top 5th". */
  progress: Maybe<Scalars['String']['output']>;
  startTime: Scalars['DateTime']['output'];
  status: EventStatus;
};

/** One feature flag's value for the viewer. */
export type FeatureFlag = {
  __typename?: 'FeatureFlag';
  enabled: Scalars['Boolean']['output'];
  /** camelCase key, e.g. `search`. */
  key: Scalars['String']['output'];
  /** Whether a development override (this session's or visitor's) decided the value. */
  overridden: Scalars['Boolean']['output'];
};

/** A featured bet. */
export type FeaturedBetCard = FeaturedParlayBetCard | FeaturedStraightBetCard;

/** Featured bets. */
export type FeaturedBetsShelf = {
  __typename?: 'FeaturedBetsShelf';
  cards: Array<FeaturedBetCard>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A ready-made parlay. */
export type FeaturedParlayBetCard = {
  __typename?: 'FeaturedParlayBetCard';
  /** One line on what the parlay is ("Three favourites starting today"). */
  description: Scalars['String']['output'];
  /** What a $10 stake returns (stake included). */
  estimatedPayout: Money;
  events: Array<Event>;
  id: Scalars['ID']['output'];
  /** The legs' odds multiplied exactly. */
  odds: Odds;
  selections: Array<MarketSelection>;
  title: Scalars['String']['output'];
};

/** A single bet quoted with its payout. */
export type FeaturedStraightBetCard = {
  __typename?: 'FeaturedStraightBetCard';
  /** What a $10 stake returns (stake included). */
  estimatedPayout: Money;
  event: Event;
  id: Scalars['ID']['output'];
  market: Market;
  odds: Odds;
  previousOdds: Maybe<Odds>;
  selection: MarketSelection;
  title: Scalars['String']['output'];
};

export type FootballStatistics = {
  __typename?: 'FootballStatistics';
  downAndDistance: Scalars['String']['output'];
  fieldPosition: Scalars['String']['output'];
  possession: ParticipantSide;
  redZone: Scalars['Boolean']['output'];
  yardsFromGoal: Scalars['Int']['output'];
};

/** A free bet the account holder can use. */
export type FreeBet = {
  __typename?: 'FreeBet';
  amount: Money;
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  expiresTime: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isRestricted: Scalars['Boolean']['output'];
  rawId: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type FutsalStatistics = {
  __typename?: 'FutsalStatistics';
  awaySuspensions: Scalars['Int']['output'];
  homeSuspensions: Scalars['Int']['output'];
};

/** The outcome of an authorisation: empty `errors` is success. */
export type GeoAuthorization = {
  __typename?: 'GeoAuthorization';
  errors: Array<GeoError>;
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  refreshAt: Maybe<Scalars['DateTime']['output']>;
  /** ISO 3166-2 of the authorised region, null on failure. */
  region: Maybe<Scalars['String']['output']>;
};

/** How the client presents a location error. */
export type GeoDisplayType =
  | 'CONTACT_SUPPORT'
  | 'DEVICE_ROOTED'
  | 'IN_EXCLUSION_BOUNDARY'
  | 'OUTSIDE_ACTIVE_OR_VALID_REGION'
  | 'TROUBLESHOOT'
  | 'VERSION_OUTDATED';

/** One location error. */
export type GeoError = {
  __typename?: 'GeoError';
  code: Scalars['Int']['output'];
  displayType: GeoDisplayType;
  message: Scalars['String']['output'];
  /** e.g. `OUT_OF_BOUNDARY`. */
  name: Scalars['String']['output'];
  /** Lower shows first. */
  priority: Scalars['Int']['output'];
};

/** A licence key, or why there is none. */
export type GeoLicense = {
  __typename?: 'GeoLicense';
  errors: Array<GeoError>;
  licenseKey: Maybe<Scalars['String']['output']>;
};

/** The kind of licence. */
export type GeoLicenseType =
  /** The browser's geolocation API. */
  | 'BROWSER'
  /** The installed location client. */
  | 'REGULAR';

/** Where the client is, for the licence (optional; validated when given). */
export type GeolocationParamsInput = {
  /** Metres. */
  accuracy?: InputMaybe<Scalars['Float']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** ISO 3166-2 of a region-specific fixed coordinate (dev tools), e.g. `US-NJ`. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/** Answer of the heartbeat. */
export type Heartbeat = {
  __typename?: 'Heartbeat';
  /** `OK`, or `TIME_LIMIT_EXCEEDED` when a session time limit ran out (the client logs out). */
  heartbeat: Scalars['String']['output'];
  serverTime: Scalars['DateTime']['output'];
};

export type HockeyStatistics = {
  __typename?: 'HockeyStatistics';
  awayPlayersInBox: Scalars['Int']['output'];
  homePlayersInBox: Scalars['Int']['output'];
};

/** An Interac e-Transfer withdrawal. */
export type InteracWithdrawalInput = {
  amountCents: Scalars['Int']['input'];
  /** The e-mail registered with Interac. */
  email: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
};

/** A position reported by the browser. */
export type LatLongInput = {
  /** Degrees, -90 to 90. */
  latitude: Scalars['Float']['input'];
  /** Degrees, -180 to 180. */
  longitude: Scalars['Float']['input'];
};

/** What the limit history records. */
export type LimitHistoryAction =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DECREASED'
  | 'INCREASE_REQUESTED'
  | 'REMOVAL_REQUESTED'
  | 'REMOVED'
  | 'SET'
  | 'TOOK_EFFECT';

/** One line of the limit history. */
export type LimitHistoryEntry = {
  __typename?: 'LimitHistoryEntry';
  action: LimitHistoryAction;
  at: Scalars['DateTime']['output'];
  /** The value after (null when none). */
  current: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  period: Maybe<RgLimitPeriod>;
  /** The value before, e.g. "$500.00 per day" (null when none). */
  previous: Maybe<Scalars['String']['output']>;
  type: RgLimitType;
};

/** A page of the limit history, newest first. */
export type LimitHistoryPage = {
  __typename?: 'LimitHistoryPage';
  entries: Array<LimitHistoryEntry>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

/** The live status a scoreboard shows (spec 002 §4). */
export type LiveEventStatus =
  | 'CANCELLED'
  | 'DELAYED'
  | 'FINAL'
  | 'HALF_OVER'
  | 'IN_PROGRESS'
  | 'POSTPONED'
  | 'SCHEDULED'
  | 'SUSPENDED'
  | 'WITHDRAWN';

/** The live events count shown beside live entries. */
export type LiveEventsCount = {
  __typename?: 'LiveEventsCount';
  count: Scalars['Int']['output'];
  /** "12 Live". */
  label: Scalars['String']['output'];
};

/** A stream the viewer may open now. */
export type LiveStreamDetails = {
  __typename?: 'LiveStreamDetails';
  eventId: Scalars['ID']['output'];
  expiresAt: Scalars['DateTime']['output'];
  provider: Scalars['String']['output'];
  streamType: LiveStreamType;
  /** Where the stream plays (under the startup data's streaming base URL). */
  url: Scalars['String']['output'];
};

/** The event cannot be streamed now. */
export type LiveStreamError = {
  __typename?: 'LiveStreamError';
  code: LiveStreamErrorCode;
  message: Scalars['String']['output'];
  /** For RATE_LIMITED: when to ask again. */
  retryAfterSeconds: Maybe<Scalars['Int']['output']>;
};

/** Why there is no stream right now. */
export type LiveStreamErrorCode =
  | 'EVENT_CANCELLED'
  /** Over, or closed for streaming. */
  | 'EVENT_CLOSED'
  /** Not open yet (opens 15 minutes before the start). */
  | 'EVENT_PENDING'
  | 'RATE_LIMITED';

/** The viewer may not watch; the message says what to do. */
export type LiveStreamPatronRestriction = {
  __typename?: 'LiveStreamPatronRestriction';
  message: Scalars['String']['output'];
  reason: PatronRestrictionReason;
};

/** The answer to `liveStream`. */
export type LiveStreamResult = LiveStreamDetails | LiveStreamError | LiveStreamPatronRestriction | LiveStreamRightsError;

/** The rights holder does not allow this stream. */
export type LiveStreamRightsError = {
  __typename?: 'LiveStreamRightsError';
  message: Scalars['String']['output'];
};

/** What the stream is. */
export type LiveStreamType =
  /** An animated tracker drawn from the live statistics. */
  | 'MATCH_TRACKER'
  /** Video (HLS). */
  | 'VIDEO';

/** The maintenance page's content (null when not in maintenance). */
export type MaintenanceModeContent = {
  __typename?: 'MaintenanceModeContent';
  image: Maybe<Scalars['String']['output']>;
  label: Maybe<Scalars['String']['output']>;
  link: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  refreshIntervalSeconds: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type Market = {
  __typename?: 'Market';
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /**
   * Whether it is the event's main line of its type now: the feed's main line pre-game,
   * the most balanced open line of the spread or total in play.
   */
  isMain: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Visible selections in display order. */
  selections: Array<MarketSelection>;
  /** The event's start time. */
  startTime: Maybe<Scalars['DateTime']['output']>;
  /** What a prop market accrues on ("Passing Yards"). */
  statisticAccrued: Maybe<Scalars['String']['output']>;
  status: MarketStatus;
  type: MarketType;
  /** When this server applied the market's last change (the feed document's acceptance). */
  updatedAt: Scalars['DateTime']['output'];
};

export type MarketCard = {
  __typename?: 'MarketCard';
  eventId: Scalars['ID']['output'];
  /** Game lines open expanded; the rest start collapsed. */
  expanded: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  markets: Array<Market>;
  title: Scalars['String']['output'];
};

export type MarketSelection = {
  __typename?: 'MarketSelection';
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  marketId: Scalars['ID']['output'];
  name: SelectionName;
  odds: Odds;
  /** The team or player a home/away selection backs. */
  participant: Maybe<Participant>;
  points: Maybe<Points>;
  /** The price before the last move. */
  previousOdds: Maybe<Odds>;
  status: SelectionStatus;
  /** The last move within 10 s (`NO_CHANGE` after); null unless `includeOddsTrend`. */
  trend: Maybe<OddsTrend>;
  type: SelectionType;
  /** "Suspended", "Closed", or null when the selection can be backed. */
  unavailableLabel: Maybe<Scalars['String']['output']>;
};

export type MarketSelectionMetadata = {
  __typename?: 'MarketSelectionMetadata';
  attributes: Array<Scalars['String']['output']>;
  branchChannel: Maybe<Scalars['String']['output']>;
  marketSelectionId: Scalars['ID']['output'];
  selectionOrigin: Maybe<Scalars['String']['output']>;
  shareId: Maybe<Scalars['String']['output']>;
};

/** Market status: CLOSED is shown as "Suspended", HIDDEN and FINISHED as "Closed". */
export type MarketStatus =
  | 'CLOSED'
  | 'FINISHED'
  | 'HIDDEN'
  | 'OPEN';

/** What a market offers. */
export type MarketType =
  | 'ALTERNATE_SPREAD'
  | 'ALTERNATE_TOTAL'
  | 'GAME_PROP'
  | 'MONEYLINE'
  | 'PLAYER_PROP'
  /** Point spread, puck line or run line. */
  | 'SPREAD'
  | 'TEAM_TOTAL'
  /** Home, draw, away (soccer). */
  | 'THREE_WAY'
  /** Over/under the total points, goals or runs. */
  | 'TOTAL';

/** Narrows the events of a page. */
export type MarketplaceFilters = {
  /** Only in-play events (true) or only upcoming ones (false). */
  live?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only events starting within this many hours (1 to 720). */
  startsWithinHours?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the sportsbook. */
export type MarketplacePage = {
  __typename?: 'MarketplacePage';
  breadcrumbs: Array<Breadcrumb>;
  canonicalUrl: Scalars['String']['output'];
  chips: Array<Chip>;
  /** Set on event pages. */
  event: Maybe<Event>;
  id: Scalars['ID']['output'];
  pageType: MarketplacePageType;
  sections: Array<MarketplaceSection>;
  title: Scalars['String']['output'];
};

/** The kinds of marketplace page. */
export type MarketplacePageType =
  | 'COMPETITION'
  | 'EVENT'
  | 'EXCLUSIVES'
  | 'HOME'
  | 'LIVE'
  | 'ORGANIZATION'
  | 'SPORT';

/** A tab of a page; only the selected one carries shelves. */
export type MarketplaceSection = {
  __typename?: 'MarketplaceSection';
  deepLink: DeepLink;
  id: Scalars['ID']['output'];
  selected: Scalars['Boolean']['output'];
  shelves: Array<Shelf>;
  title: Scalars['String']['output'];
};

/** A link to coverage of an event. */
export type MediaLink = {
  __typename?: 'MediaLink';
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A control with a line of explanation. */
export type MenuClientDisplayDescriptiveItem = {
  __typename?: 'MenuClientDisplayDescriptiveItem';
  clientDisplayType: ClientDisplayType;
  description: Scalars['String']['output'];
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** A menu entry the client renders as a control. */
export type MenuClientDisplayItem = {
  __typename?: 'MenuClientDisplayItem';
  clientDisplayType: ClientDisplayType;
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** The four kinds of menu entry. */
export type MenuItem = MenuClientDisplayDescriptiveItem | MenuClientDisplayItem | MenuLeafItem | MenuParentItem;

/** A menu entry that navigates. */
export type MenuLeafItem = {
  __typename?: 'MenuLeafItem';
  deepLink: Maybe<DeepLink>;
  /** Icon name (lucide). */
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** A menu entry with children; the client routes it to `/account/{label slug}`. */
export type MenuParentItem = {
  __typename?: 'MenuParentItem';
  children: Array<MenuLeafItem>;
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** The shelves of the account panel. */
export type MenuShelves = {
  __typename?: 'MenuShelves';
  accountMenuShelf: AccountMenuShelf;
  /** Null until rewards exist. */
  awardsMenuShelf: Maybe<AwardsMenuShelf>;
  /** Null until the referral programme exists. */
  referralMenuShelf: Maybe<ReferralMenuShelf>;
};

/** An amount of money in minor units (cents) of its currency. */
export type Money = {
  __typename?: 'Money';
  /**
   * Cents as a 32-bit integer (the web app divides by 100). Amounts beyond 32 bits are an
   * error here; read `amountLong` for those.
   */
  amount: Scalars['Int']['output'];
  /** Cents as a 64-bit decimal string. */
  amountLong: Scalars['String']['output'];
  /** ISO 4217 code: `USD` or `CAD`. */
  currency: Scalars['String']['output'];
  /** Display form, e.g. `$1,000.00`. */
  formattedAmount: Scalars['String']['output'];
};

/** Mutation root. */
export type Mutation = {
  __typename?: 'Mutation';
  betslipAcceptChanges: Betslip;
  betslipAddFeaturedBet: Betslip;
  betslipAddMarketSelection: Betslip;
  betslipAddMarketSelections: Betslip;
  betslipAdjustMarketSelectionPoints: Betslip;
  betslipBuyTeaserPoints: Betslip;
  betslipClear: Betslip;
  betslipClearTeaser: Betslip;
  betslipRemoveMarketSelection: Betslip;
  betslipReplace: Betslip;
  betslipSelectProfitBoost: Betslip;
  betslipSetAmountSource: Betslip;
  betslipSetAutoAcceptOddsChanges: Betslip;
  betslipSetBetAmount: Betslip;
  betslipTransfer: Betslip;
  /** Cancels a pending change (`limitId` = RgPendingLimit.id). */
  cancelPendingLimit: SetLimitPayload;
  /** The bettor closed the card drop-in: the deposit fails, nothing moved. */
  cardDropInDepositCancel: PaymentCreateResult;
  /** Completes a card deposit with a card drop-in's one-time token. */
  cardDropInDepositComplete: PaymentCreateResult;
  /** Confirms a pending change once it is ACTION_REQUIRED. */
  confirmPendingLimit: SetLimitPayload;
  /**
   * Confirms a cash-at-casino deposit or pickup: the receipt's reference is what the
   * cage asks for, and the cage's confirmation is awaited from now on.
   */
  createConfirmationV2: PaymentCreateResult;
  /** Starts a deposit: answers where to go (the payments frame or the receipt). */
  depositCreate: PaymentCreateResult;
  /** Checks a deposit without starting it. */
  depositValidateCreate: PaymentValidateResult;
  /** A wire withdrawal with the bank's details. */
  firstWireTransferWithdrawalCreate: PaymentCreateResult;
  /** Verifies a geo packet and authorises this session's location (login required). */
  geolocationAuthorizeGeoPacket: GeoAuthorization;
  /**
   * A fresh licence in place of `currentLicenseKey` (expired or not), which must be one of
   * this session's (login required).
   */
  geolocationForceRefetchLicense: GeoLicense;
  /** A licence for this session's location checks (login required). */
  geolocationGetApiToken: GeoLicense;
  /**
   * Tells the server the session is in use; `elapsedSeconds` is the client's count since
   * the session began. Touches the session and answers `OK`, or `TIME_LIMIT_EXCEEDED` once
   * today's logged-in time reaches the daily time limit (every session of the account is
   * then revoked with reason `time-limit`).
   */
  heartbeat: Heartbeat;
  /** An Interac e-Transfer withdrawal to the bettor's Interac e-mail. */
  interacWithdrawalCreate: PaymentCreateResult;
  /** Deletes one of the viewer's saved methods. */
  paymentMethodDelete: PaymentValidateResult;
  placeBets: PlaceBetsResult;
  quickBetslipAcceptChanges: Betslip;
  quickBetslipAddMarketSelection: Betslip;
  quickBetslipPlaceBet: PlaceBetsResult;
  quickBetslipRemoveMarketSelection: Betslip;
  quickBetslipSetAmountSource: Betslip;
  quickBetslipSetBetAmount: Betslip;
  /** Sends a fresh code to the phone on file (replacing any earlier one). */
  sendOneTimeCode: OneTimeCodeResult;
  /**
   * Overrides one flag for the caller's session (or anonymous visitor); `enabled: null`
   * clears the override. Development only: UNAUTHORIZED in production; BAD_USER_INPUT
   * for unknown keys. Answers every flag re-evaluated.
   */
  setFeatureFlagOverride: Array<FeatureFlag>;
  /**
   * Sets a limit; `amountOrDuration` null removes it. A new limit or a decrease applies at
   * once, an increase or removal becomes pending.
   */
  setLimit: SetLimitPayload;
  /**
   * Changes the viewer's preferences and answers them as stored. UNAUTHENTICATED for
   * visitors.
   */
  setUserPreferences: UserPreferences;
  /**
   * Replaces the viewer's excluded providers (known codes only); answers the deposit
   * page.
   */
  updateProviderExclusions: PaymentProvidersPage;
  /**
   * Records an acknowledgement: "LIMITS_MODAL" (dismisses the limits modal) or
   * "RESPONSIBLE_GAMING".
   */
  userAck: Scalars['Boolean']['output'];
  /**
   * Checks a code: `LOGIN` with the limited access token (then the
   * `limited_access_token` grant upgrades the session), `SETTINGS` with a full session.
   */
  verifyOneTimeCode: OneTimeCodeResult;
  /** The bettor closed the wallet sheet: the deposit fails, nothing moved. */
  walletButtonDepositCancel: PaymentCreateResult;
  /** Completes a wallet-button (Apple Pay style) deposit with the device wallet's token. */
  walletButtonDepositComplete: PaymentCreateResult;
  /** A wire deposit: the receipt carries the bank instructions and the reference. */
  wireTransferDepositCreate: PaymentCreateResult;
  /** Cancels a pending withdrawal: the held funds go back to withdrawable cash. */
  withdrawalCancel: PaymentCreateResult;
  /** Requests a withdrawal: the amount is held at once and paid out when processed. */
  withdrawalCreate: PaymentCreateResult;
  /** Checks a withdrawal without requesting it. */
  withdrawalValidateCreateV2: PaymentValidateResult;
};


/** Mutation root. */
export type MutationBetslipAcceptChangesArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationBetslipAddFeaturedBetArgs = {
  featuredBetId: Scalars['ID']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationBetslipAddMarketSelectionArgs = {
  branchChannel?: InputMaybe<Scalars['String']['input']>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  odds: BetslipOddsInput;
  oddsFormat?: InputMaybe<OddsFormat>;
  selectionId: Scalars['ID']['input'];
  selectionOrigin: Scalars['String']['input'];
  shareId?: InputMaybe<Scalars['String']['input']>;
};


/** Mutation root. */
export type MutationBetslipAddMarketSelectionsArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
  selections: Array<BetslipAddSelectionInput>;
};


/** Mutation root. */
export type MutationBetslipAdjustMarketSelectionPointsArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  newMarketSelectionId: Scalars['ID']['input'];
  oddsFormat?: InputMaybe<OddsFormat>;
  oldMarketSelectionId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationBetslipBuyTeaserPointsArgs = {
  draftBetId: Scalars['ID']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
  points: Scalars['Float']['input'];
};


/** Mutation root. */
export type MutationBetslipClearArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationBetslipClearTeaserArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationBetslipRemoveMarketSelectionArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
  selectionId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationBetslipReplaceArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  mergeBetslip: Scalars['Boolean']['input'];
  oddsFormat?: InputMaybe<OddsFormat>;
  selections: Array<BetslipAddSelectionInput>;
};


/** Mutation root. */
export type MutationBetslipSelectProfitBoostArgs = {
  draftBetId: Scalars['ID']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
  profitBoostId?: InputMaybe<Scalars['ID']['input']>;
};


/** Mutation root. */
export type MutationBetslipSetAmountSourceArgs = {
  amountSourceType: AmountSourceType;
  draftBetId: Scalars['ID']['input'];
  freeBetId?: InputMaybe<Scalars['ID']['input']>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationBetslipSetAutoAcceptOddsChangesArgs = {
  value: AutoAcceptOddsChanges;
};


/** Mutation root. */
export type MutationBetslipSetBetAmountArgs = {
  amount: Scalars['String']['input'];
  amountField: AmountField;
  draftBetId: Scalars['ID']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationBetslipTransferArgs = {
  direction: BetslipTransferDirection;
};


/** Mutation root. */
export type MutationCancelPendingLimitArgs = {
  limitId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationCardDropInDepositCancelArgs = {
  receiptId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationCardDropInDepositCompleteArgs = {
  cardToken: Scalars['String']['input'];
  receiptId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationConfirmPendingLimitArgs = {
  limitId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationCreateConfirmationV2Args = {
  receiptId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationDepositCreateArgs = {
  input: DepositCreateInput;
};


/** Mutation root. */
export type MutationDepositValidateCreateArgs = {
  input: DepositCreateInput;
};


/** Mutation root. */
export type MutationFirstWireTransferWithdrawalCreateArgs = {
  input: WireTransferWithdrawalInput;
};


/** Mutation root. */
export type MutationGeolocationAuthorizeGeoPacketArgs = {
  geoPacket: Scalars['String']['input'];
};


/** Mutation root. */
export type MutationGeolocationForceRefetchLicenseArgs = {
  currentLicenseKey: Scalars['String']['input'];
  licenseType: GeoLicenseType;
};


/** Mutation root. */
export type MutationGeolocationGetApiTokenArgs = {
  geolocationParams?: InputMaybe<GeolocationParamsInput>;
  licenseType: GeoLicenseType;
};


/** Mutation root. */
export type MutationHeartbeatArgs = {
  elapsedSeconds: Scalars['Int']['input'];
};


/** Mutation root. */
export type MutationInteracWithdrawalCreateArgs = {
  input: InteracWithdrawalInput;
};


/** Mutation root. */
export type MutationPaymentMethodDeleteArgs = {
  paymentMethodId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationPlaceBetsArgs = {
  bets: Array<PlaceBetInput>;
  betslipVersion: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  keepBetslipSelections?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationQuickBetslipAcceptChangesArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationQuickBetslipAddMarketSelectionArgs = {
  branchChannel?: InputMaybe<Scalars['String']['input']>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  odds: BetslipOddsInput;
  oddsFormat?: InputMaybe<OddsFormat>;
  selectionId: Scalars['ID']['input'];
  selectionOrigin: Scalars['String']['input'];
  shareId?: InputMaybe<Scalars['String']['input']>;
};


/** Mutation root. */
export type MutationQuickBetslipPlaceBetArgs = {
  bets: Array<PlaceBetInput>;
  betslipVersion: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  keepBetslipSelections?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationQuickBetslipRemoveMarketSelectionArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
  selectionId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationQuickBetslipSetAmountSourceArgs = {
  amountSourceType: AmountSourceType;
  draftBetId: Scalars['ID']['input'];
  freeBetId?: InputMaybe<Scalars['ID']['input']>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationQuickBetslipSetBetAmountArgs = {
  amount: Scalars['String']['input'];
  amountField: AmountField;
  draftBetId: Scalars['ID']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Mutation root. */
export type MutationSendOneTimeCodeArgs = {
  channel: OneTimeCodeChannel;
};


/** Mutation root. */
export type MutationSetFeatureFlagOverrideArgs = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  key: Scalars['String']['input'];
};


/** Mutation root. */
export type MutationSetLimitArgs = {
  amountOrDuration?: InputMaybe<Scalars['Int']['input']>;
  rgLimitPeriod?: InputMaybe<RgLimitPeriod>;
  rgLimitType: RgLimitType;
};


/** Mutation root. */
export type MutationSetUserPreferencesArgs = {
  input: UserPreferencesInput;
};


/** Mutation root. */
export type MutationUpdateProviderExclusionsArgs = {
  providerCodes: Array<Scalars['String']['input']>;
};


/** Mutation root. */
export type MutationUserAckArgs = {
  ackType: Scalars['String']['input'];
};


/** Mutation root. */
export type MutationVerifyOneTimeCodeArgs = {
  oneTimeCode: Scalars['String']['input'];
  source: OneTimeCodeSource;
};


/** Mutation root. */
export type MutationWalletButtonDepositCancelArgs = {
  receiptId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationWalletButtonDepositCompleteArgs = {
  input: WalletButtonCompleteInput;
};


/** Mutation root. */
export type MutationWireTransferDepositCreateArgs = {
  input: WireTransferDepositInput;
};


/** Mutation root. */
export type MutationWithdrawalCancelArgs = {
  receiptId: Scalars['ID']['input'];
};


/** Mutation root. */
export type MutationWithdrawalCreateArgs = {
  input: WithdrawalCreateInput;
};


/** Mutation root. */
export type MutationWithdrawalValidateCreateV2Args = {
  input: WithdrawalCreateInput;
};

/** Something with a global id. */
export type Node = {
  id: Scalars['ID']['output'];
};

export type Odds = {
  __typename?: 'Odds';
  /** "+150", "-110", "Even". */
  american: Scalars['String']['output'];
  /** "2.50" (Even is "2.00"). */
  decimal: Scalars['String']['output'];
  denominator: Scalars['Int']['output'];
  denominatorLong: Scalars['String']['output'];
  /** In the operation's `oddsFormat`. */
  formattedOdds: Scalars['String']['output'];
  /**
   * The numerator of the reduced profit fraction (decimal = 1 + numerator / denominator);
   * an error beyond 32 bits (read `numeratorLong`).
   */
  numerator: Scalars['Int']['output'];
  /** The numerator as a decimal string (64-bit safe). */
  numeratorLong: Scalars['String']['output'];
};

/** How prices are shown (spec 000 §3 "Odds preference"). */
export type OddsFormat =
  | 'AMERICAN'
  /** Decimal. */
  | 'EURO';

/** Odds movement (spec 002 §4). */
export type OddsTrend =
  | 'DOWN'
  | 'NO_CHANGE'
  | 'UP';

/** How the code travels. */
export type OneTimeCodeChannel =
  | 'CALL'
  | 'SMS';

/** Where the client shows an error. */
export type OneTimeCodeDisplayType =
  /** Under the code input (wrong, malformed or expired code). */
  | 'INLINE'
  /** As a toast (everything else). */
  | 'TOAST';

/** Outcome of sending or verifying a code. */
export type OneTimeCodeResult = {
  __typename?: 'OneTimeCodeResult';
  displayType: Maybe<OneTimeCodeDisplayType>;
  /** Message to show when `success` is false. */
  error: Maybe<Scalars['String']['output']>;
  /**
   * Stable code of the error: NO_PHONE, TOO_MANY_REQUESTS, MALFORMED_CODE, WRONG_CODE,
   * EXPIRED_CODE, NO_CODE, SEND_FAILED.
   */
  errorCode: Maybe<Scalars['String']['output']>;
  /** Where the code went, masked (send only). */
  maskedDestination: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** Which screen verifies the code. */
export type OneTimeCodeSource =
  /** Completing a login (limited access token). */
  | 'LOGIN'
  /** Account settings (full session). */
  | 'SETTINGS';

/** An organization (country, tour or governing body). */
export type Organization = {
  __typename?: 'Organization';
  /** `{sport}/{organization}`. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** What a bettor outside their home region sees on the deposit page. */
export type OutOfStateDepositPage = {
  __typename?: 'OutOfStateDepositPage';
  allowed: Scalars['Boolean']['output'];
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Where the next page starts. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` for the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** The parlay lounge. */
export type ParlayLoungePage = {
  __typename?: 'ParlayLoungePage';
  description: Scalars['String']['output'];
  /** Empty when no upcoming games can make a parlay. */
  sections: Array<ParlayLoungeSection>;
  title: Scalars['String']['output'];
};

/** A group of parlays. */
export type ParlayLoungeSection = {
  __typename?: 'ParlayLoungeSection';
  cards: Array<FeaturedParlayBetCard>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type Participant = {
  __typename?: 'Participant';
  /** "KC". */
  abbreviation: Scalars['String']['output'];
  /** "Kansas City Chiefs". */
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** "Chiefs". */
  mediumName: Scalars['String']['output'];
};

/** Home or away. */
export type ParticipantSide =
  | 'AWAY'
  | 'HOME';

/** Why this viewer may not watch. */
export type PatronRestrictionReason =
  | 'ANONYMOUS'
  | 'NO_BALANCE_OR_BET'
  | 'OUT_OF_REGION';

/** A device wallet capability of a provider. */
export type PaymentCapability =
  | 'APPLE_PAY';

/** The answer of every create call. */
export type PaymentCreateResult = {
  __typename?: 'PaymentCreateResult';
  permitted: Scalars['Boolean']['output'];
  receiptId: Maybe<Scalars['ID']['output']>;
  /**
   * Where to go next, a web deep link: the payments frame
   * (`/account/wallet/deposit/gateway?frame=...`) or a receipt
   * (`/account/wallet/receipt/{id}`). Null with userErrors.
   */
  uri: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

/** A deposit or a withdrawal. */
export type PaymentDirection =
  | 'DEPOSIT'
  | 'WITHDRAWAL';

/** A casino cage. */
export type PaymentFacility = {
  __typename?: 'PaymentFacility';
  address: Scalars['String']['output'];
  hours: Scalars['String']['output'];
  name: Scalars['String']['output'];
  region: Scalars['String']['output'];
};

/** A server-supplied constraint set for one form field; the web form applies it. */
export type PaymentFormField = {
  __typename?: 'PaymentFormField';
  label: Scalars['String']['output'];
  maxLength: Maybe<Scalars['Int']['output']>;
  /** The input's name in the mutation. */
  name: Scalars['String']['output'];
  /** A regular expression the whole value must match. */
  pattern: Maybe<Scalars['String']['output']>;
  /** Shown when `pattern` does not match. */
  patternError: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
};

/** A saved card or bank account. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** `Visa •••• 4242` */
  name: Scalars['String']['output'];
};

/** A payment provider as one account holder sees it. */
export type PaymentProvider = Node & {
  __typename?: 'PaymentProvider';
  /** Withdrawals: what can be withdrawn through this provider now. */
  balance: Maybe<Money>;
  capabilities: Array<PaymentCapability>;
  /** `card`, `bank_transfer`, `interac`, `wire_transfer`, `cash_at_casino` */
  code: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  details: Maybe<Scalars['String']['output']>;
  /** The bettor excluded this provider: shown, not usable. */
  excluded: Scalars['Boolean']['output'];
  /** Icon URL (an SVG drawn at 163 x 113). */
  icon: Scalars['String']['output'];
  /** Node id: `PaymentProvider:{code}:{DEPOSIT|WITHDRAWAL}`. */
  id: Scalars['ID']['output'];
  maximumAmount: Money;
  /** Extra fields the provider's form collects. */
  methodOptions: Array<PaymentFormField>;
  methods: Array<PaymentMethod>;
  minimumAmount: Money;
  name: Scalars['String']['output'];
  preferredMethod: Maybe<PaymentMethod>;
  prompt: Maybe<Scalars['String']['output']>;
  supportsMethods: Scalars['Boolean']['output'];
  type: PaymentProviderType;
  vendorInformation: Maybe<Scalars['String']['output']>;
  warning: Maybe<Scalars['String']['output']>;
};

/**
 * How a provider's page works: CARD, BANK_TRANSFER and INTERAC deposits open the payments
 * frame; WIRE_TRANSFER and CASH_AT_CASINO have their own app pages; WALLET_BUTTON is a device
 * wallet (offered where the device has the provider's capability).
 */
export type PaymentProviderType =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'CASH_AT_CASINO'
  | 'INTERAC'
  | 'WALLET_BUTTON'
  | 'WIRE_TRANSFER';

/** The provider list of a wallet page. */
export type PaymentProvidersPage = {
  __typename?: 'PaymentProvidersPage';
  paymentProviders: Array<PaymentProvider>;
  preferredPaymentProvider: Maybe<PaymentProvider>;
  transactionType: PaymentDirection;
};

/** A deposit or withdrawal as its receipt shows it. */
export type PaymentReceipt = {
  __typename?: 'PaymentReceipt';
  amount: Money;
  /** A pending withdrawal the bettor may still cancel. */
  cancellable: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  failureReason: Maybe<Scalars['String']['output']>;
  /** The receipt id (the payment id). */
  id: Scalars['ID']['output'];
  /** The provider used (null only for a provider the operator has since retired). */
  provider: Maybe<PaymentProvider>;
  /** Display lines (method, reference, wire instructions, where to bring cash). */
  receiptLines: Array<ReceiptLine>;
  status: PaymentStatus;
  /** The processor's reference. */
  transactionId: Maybe<Scalars['String']['output']>;
  transactionType: PaymentDirection;
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of receipts, newest first. */
export type PaymentReceiptConnection = {
  __typename?: 'PaymentReceiptConnection';
  /** Pass as `after` for the next page; null on the last page. */
  endCursor: Maybe<Scalars['ID']['output']>;
  nodes: Array<PaymentReceipt>;
};

/** Where a deposit or withdrawal stands. */
export type PaymentStatus =
  | 'FAILED'
  | 'PENDING'
  | 'PENDING_CASH_DEPOSIT'
  | 'PENDING_CASH_PICKUP'
  | 'PENDING_WIRE_DEPOSIT'
  | 'PENDING_WIRE_WITHDRAWAL'
  | 'SUCCESSFUL';

/** The answer of every validate call. */
export type PaymentValidateResult = {
  __typename?: 'PaymentValidateResult';
  permitted: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

/** Where a pending change stands. */
export type PendingLimitState =
  | 'ACTION_REQUIRED'
  | 'INCREASE_PENDING'
  | 'REMOVAL_PENDING';

/** Cents as a decimal string, what the client showed. */
export type PlaceBetInput = {
  betAmount: Scalars['String']['input'];
  draftBetId: Scalars['ID']['input'];
};

export type PlaceBetsResult = {
  __typename?: 'PlaceBetsResult';
  betslip: Betslip;
  errors: Array<BetslipError>;
  patronBalanceAfter: Maybe<Balances>;
  placedBets: Array<PlacedBet>;
};

export type PlacedBet = {
  __typename?: 'PlacedBet';
  amountSourceType: AmountSourceType;
  betAmount: Money;
  id: Scalars['ID']['output'];
  legs: Array<PlacedBetLeg>;
  odds: Odds;
  placedAt: Scalars['DateTime']['output'];
  potentialPayout: Money;
  rawId: Scalars['String']['output'];
  status: Scalars['String']['output'];
  totalBetAmount: Money;
  type: BetType;
};

export type PlacedBetLeg = {
  __typename?: 'PlacedBetLeg';
  eventName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  marketSelectionId: Scalars['ID']['output'];
  odds: Odds;
  placedBetId: Scalars['ID']['output'];
  points: Maybe<Points>;
  selectionName: Scalars['String']['output'];
};

/** A line (spread or total). */
export type Points = {
  __typename?: 'Points';
  /** "+3.5", "-7", "PK" for spreads; "47.5" for totals. */
  formattedPoints: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type ProfitBoost = {
  __typename?: 'ProfitBoost';
  boostPercentage: Scalars['Int']['output'];
  eventRestrictionLabel: Maybe<Scalars['String']['output']>;
  expiresTime: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isRestricted: Scalars['Boolean']['output'];
  maximumAmount: Money;
  maximumStakeAmount: Money;
  numberOfLegsRestrictionLabel: Maybe<Scalars['String']['output']>;
  rawId: Scalars['String']['output'];
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The client address the server sees. */
export type PublicIp = {
  __typename?: 'PublicIp';
  ipAddress: Maybe<Scalars['String']['output']>;
};

/** Query root: one part per product area. */
export type Query = {
  __typename?: 'Query';
  /** The viewer's account. UNAUTHENTICATED for visitors and refused tokens. */
  account: Maybe<Account>;
  /**
   * The account menu for the viewer: visitors get the short menu (Log In and Sign Up are
   * client-side); a refused token is UNAUTHENTICATED.
   */
  accountMenu: AccountMenu;
  /** The cool-off or self-exclusion in force (null normally: a bettor in one cannot log in). */
  activeExclusion: Maybe<RgExclusion>;
  betslip: Betslip;
  /** The published custom dialogs, ordered by id. */
  customDialogs: Array<CustomDialog>;
  /** The canonical page of an app path. NOT_FOUND for paths that name no page. */
  deeplinkByPath: DeeplinkResolution;
  /**
   * A promo code to pre-fill on the deposit page: the welcome offer until the first
   * confirmed deposit, then none.
   */
  displayPromoCode: Maybe<DepositPromoCode>;
  /**
   * The chips of the page at a canonical URL, with fresh counts (the client refreshes them
   * without reloading the page). NOT_FOUND like `marketplacePage`.
   */
  dynamicChips: Array<Chip>;
  /** An event with all its markets. NOT_FOUND for unknown ids. */
  event: Event;
  /** Every feature flag evaluated for the caller (visitors included). */
  featureFlags: Array<FeatureFlag>;
  /** showFirstWagerRGModal: logged in and no bet placed yet (false for visitors). */
  firstWagerRgModal: Scalars['Boolean']['output'];
  /** The limit history, newest first (`first` 1 to 100). */
  limitHistory: LimitHistoryPage;
  /** Every slot of `type` (money types: DAILY, WEEKLY, MONTHLY), or of every type. */
  limits: Array<RgLimit>;
  /** How many events are in play. */
  liveEventsCount: LiveEventsCount;
  /**
   * The live stream of an event for the viewer, or why there is none. NOT_FOUND for
   * unknown events. `geoPacket` is the location check's packet (verified by the location
   * service where one is configured).
   */
  liveStream: LiveStreamResult;
  /**
   * The page at a canonical URL (`/`, `/live`, `/sport/{sport}`, `.../competition/{c}[/live]`,
   * `.../event/{id}[/{section}]`). NOT_FOUND when the URL names nothing offered.
   */
  marketplacePage: MarketplacePage;
  /**
   * Node by id: `PaymentProvider:{code}:{direction}` answers the provider with the
   * viewer's methods; null for unknown ids.
   */
  node: Maybe<Node>;
  /**
   * What the deposit page says to a bettor outside their home region: deposits stay
   * allowed (funds can be added from anywhere), wagering needs an operating region.
   */
  outOfStateDepositPage: OutOfStateDepositPage;
  /** The parlay lounge. NOT_FOUND while the `parlayLounge` flag is off for the caller. */
  parlayLoungePage: ParlayLoungePage;
  /** Casino cages where cash deposits and pickups happen, in the viewer's region. */
  paymentFacilities: Array<PaymentFacility>;
  /** The providers of the deposit or withdrawal page. */
  paymentProvidersLandingPage: PaymentProvidersPage;
  /** Deposit providers usable without leaving the page (no wire, no cash). */
  paymentProvidersQuickDepositLandingPage: PaymentProvidersPage;
  /** One of the viewer's receipts; null for unknown ids and other accounts' receipts. */
  paymentReceipt: Maybe<PaymentReceipt>;
  /** The viewer's deposits and withdrawals, newest first (`first` 1 to 50). */
  paymentReceipts: PaymentReceiptConnection;
  /** The client IP address the server sees (visitors too). */
  publicIpCheck: PublicIp;
  /** The Quick Bets page with `mode` selected (Popular by default). */
  quickBetsPage: QuickBetsPage;
  /**
   * A page of one Quick Bets mode's cards (`first` 1 to 50, `after` a cursor from
   * `pageInfo`).
   */
  quickBetsSection: QuickBetsSection;
  quickBetslip: Betslip;
  /**
   * Every line of an event's spread or total family, by line. NOT_FOUND for unknown
   * events; BAD_USER_INPUT for other market types.
   */
  seeAllLines: SeeAllLines;
  /** The viewer's session data. UNAUTHENTICATED for visitors. */
  sessionAccount: Maybe<SessionAccount>;
  /** The amount wagered since this session's login. */
  spentInSession: Money;
  /** The side navigation's sports content (nested up to four levels). */
  sportsMenu: SportsMenu;
  /**
   * Startup data, served to visitors and account holders. `geoPacket`, `latLongParams`
   * and `connectToken` are accepted for the location-compliance provider (validated, not
   * yet used: the region comes from the request's IP for now).
   */
  startup: Startup;
  /** The book's directory: popular competitions, every sport and competition. */
  staticMarketplace: StaticMarketplace;
  /** The viewer's preferences. UNAUTHENTICATED for visitors. */
  userPreferences: UserPreferences;
  /** Checks a deposit promo code. */
  validateDepositPromoCode: DepositPromoCode;
};


/** Query root: one part per product area. */
export type QueryBetslipArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Query root: one part per product area. */
export type QueryDeeplinkByPathArgs = {
  path: Scalars['String']['input'];
};


/** Query root: one part per product area. */
export type QueryDynamicChipsArgs = {
  canonicalUrl: Scalars['String']['input'];
};


/** Query root: one part per product area. */
export type QueryEventArgs = {
  id: Scalars['ID']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Query root: one part per product area. */
export type QueryLimitHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Query root: one part per product area. */
export type QueryLimitsArgs = {
  type?: InputMaybe<RgLimitType>;
};


/** Query root: one part per product area. */
export type QueryLiveStreamArgs = {
  eventId: Scalars['ID']['input'];
  geoPacket?: InputMaybe<Scalars['String']['input']>;
};


/** Query root: one part per product area. */
export type QueryMarketplacePageArgs = {
  canonicalUrl: Scalars['String']['input'];
  filters?: InputMaybe<MarketplaceFilters>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Query root: one part per product area. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Query root: one part per product area. */
export type QueryParlayLoungePageArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Query root: one part per product area. */
export type QueryPaymentProvidersLandingPageArgs = {
  transactionType: PaymentDirection;
};


/** Query root: one part per product area. */
export type QueryPaymentReceiptArgs = {
  id: Scalars['ID']['input'];
};


/** Query root: one part per product area. */
export type QueryPaymentReceiptsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: Scalars['Int']['input'];
};


/** Query root: one part per product area. */
export type QueryQuickBetsPageArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  mode?: InputMaybe<QuickBetsMode>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Query root: one part per product area. */
export type QueryQuickBetsSectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  mode: QuickBetsMode;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Query root: one part per product area. */
export type QueryQuickBetslipArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Query root: one part per product area. */
export type QuerySeeAllLinesArgs = {
  eventId: Scalars['ID']['input'];
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  marketType: MarketType;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Query root: one part per product area. */
export type QuerySessionAccountArgs = {
  geoPacket?: InputMaybe<Scalars['String']['input']>;
  latLongParams?: InputMaybe<LatLongInput>;
};


/** Query root: one part per product area. */
export type QueryStartupArgs = {
  connectToken?: InputMaybe<Scalars['String']['input']>;
  geoPacket?: InputMaybe<Scalars['String']['input']>;
  latLongParams?: InputMaybe<LatLongInput>;
};


/** Query root: one part per product area. */
export type QueryValidateDepositPromoCodeArgs = {
  code: Scalars['String']['input'];
};

export type QuickBetCard = {
  __typename?: 'QuickBetCard';
  event: Event;
  /** The event id. */
  id: Scalars['ID']['output'];
  /** The result market (null once it is closed or settled). */
  market: Maybe<Market>;
};

/** The modes of the Quick Bets page. */
export type QuickBetsMode =
  /** Games in play. */
  | 'LIVE'
  /** Featured games first, then the biggest leagues by start time. */
  | 'POPULAR'
  /** Games starting within three hours. */
  | 'STARTING_SOON';

/** A tab of the Quick Bets page. */
export type QuickBetsModeTab = {
  __typename?: 'QuickBetsModeTab';
  count: Scalars['Int']['output'];
  mode: QuickBetsMode;
  selected: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** The Quick Bets page: its modes and the selected mode's first page. */
export type QuickBetsPage = {
  __typename?: 'QuickBetsPage';
  modes: Array<QuickBetsModeTab>;
  section: QuickBetsSection;
};

export type QuickBetsSection = {
  __typename?: 'QuickBetsSection';
  cards: Array<QuickBetCard>;
  /** What to show when there are no cards. */
  emptyMessage: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mode: QuickBetsMode;
  pageInfo: PageInfo;
  title: Scalars['String']['output'];
  /** How many cards the mode has in all. */
  totalCount: Scalars['Int']['output'];
};

/** One display line of a receipt. */
export type ReceiptLine = {
  __typename?: 'ReceiptLine';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The referral card. */
export type ReferralMenuShelf = {
  __typename?: 'ReferralMenuShelf';
  image: Maybe<Scalars['String']['output']>;
  isFirstTimeViewer: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  referralSectionDeepLink: Maybe<DeepLink>;
  subtext: Maybe<Scalars['String']['output']>;
};

/** Where the request comes from and whether the product operates there. */
export type RegionalMetadata = {
  __typename?: 'RegionalMetadata';
  /** ISO 3166-1 alpha-2 country code (`US`, `CA`). */
  currentCountryCode: Maybe<Scalars['String']['output']>;
  /** ISO 3166-2 code of the current region (e.g. `US-NJ`). */
  currentRegionCode: Maybe<Scalars['String']['output']>;
  ipAddress: Maybe<Scalars['String']['output']>;
  /** Seconds between the client's IP address checks. */
  ipAddressCheckTimerSeconds: Scalars['Int']['output'];
  ipAddressCity: Maybe<Scalars['String']['output']>;
  ipAddressCountryCode: Maybe<Scalars['String']['output']>;
  /** Region of the IP address without the country prefix (`NJ`). */
  ipAddressShortRegionCode: Maybe<Scalars['String']['output']>;
  /** Whether the current region is one the operator is licensed in. */
  validRegion: Scalars['Boolean']['output'];
};

/** Responsible-gaming resources. */
export type ResponsibleGaming = {
  __typename?: 'ResponsibleGaming';
  logos: Array<ResponsibleGamingLogo>;
};

/** A responsible-gaming logo (an SVG the web app ships). */
export type ResponsibleGamingLogo = {
  __typename?: 'ResponsibleGamingLogo';
  altText: Scalars['String']['output'];
  deepLink: Maybe<DeepLink>;
  id: Scalars['String']['output'];
  /** Path of the image, e.g. `/brand/rg/help-line.svg`. */
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A cool-off or self-exclusion. */
export type RgExclusion = {
  __typename?: 'RgExclusion';
  /** e.g. "72h", "1w", "1y", "lifetime". */
  duration: Scalars['String']['output'];
  /** Null for a lifetime self-exclusion. */
  endsAt: Maybe<Scalars['DateTime']['output']>;
  /** "COOL_OFF" or "SELF_EXCLUSION". */
  kind: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
};

/** One limit slot of the account. */
export type RgLimit = {
  __typename?: 'RgLimit';
  activeLimit: Maybe<RgLimitValue>;
  body: Scalars['String']['output'];
  /** Set when the slot cannot be changed right now (e.g. during a cool-off). */
  errorMessage: Maybe<Scalars['String']['output']>;
  /** Stable id of the (type, period) slot, e.g. "DEPOSIT:DAILY", "DAILY_TIME". */
  id: Scalars['ID']['output'];
  pendingLimit: Maybe<RgPendingLimit>;
  /** Null for MAX_SINGLE_WAGER, DAILY_TIME and CHECK_IN_FREQUENCY. */
  period: Maybe<RgLimitPeriod>;
  /** End of the current period (local midnight of the bettor's region). */
  periodEndsAt: Maybe<Scalars['DateTime']['output']>;
  /** activeLimit - used, floored at 0; null without an active limit or where nothing counts. */
  remaining: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  type: RgLimitType;
  /** Used in the current period: cents (money types) or minutes (DAILY_TIME); 0 otherwise. */
  used: Scalars['Int']['output'];
};

/** The period a money limit covers. */
export type RgLimitPeriod =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

/** What a limit restricts. */
export type RgLimitType =
  | 'CHECK_IN_FREQUENCY'
  | 'DAILY_TIME'
  | 'DEPOSIT'
  | 'LOSS'
  | 'MAX_SINGLE_WAGER'
  | 'SPEND';

/** A limit value with its display forms. */
export type RgLimitValue = {
  __typename?: 'RgLimitValue';
  /** The money for the money types, null for the others. */
  amount: Maybe<Money>;
  /**
   * Cents for DEPOSIT, LOSS, SPEND, MAX_SINGLE_WAGER; minutes for DAILY_TIME and
   * CHECK_IN_FREQUENCY.
   */
  amountOrDuration: Scalars['Int']['output'];
  /** "Active" or "Pending". */
  badge: Scalars['String']['output'];
  /** e.g. "$500.00 per day", "2 hours per day", "Every 30 minutes". */
  description: Scalars['String']['output'];
};

/** A change waiting to take effect. */
export type RgPendingLimit = {
  __typename?: 'RgPendingLimit';
  badge: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /**
   * The earliest moment it can take effect (end of the current period, never sooner than
   * 24 hours).
   */
  effectiveAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  state: PendingLimitState;
  /** Null when the change removes the limit. */
  value: Maybe<RgLimitValue>;
};

/** The lines of one market family of an event. */
export type SeeAllLines = {
  __typename?: 'SeeAllLines';
  event: Event;
  /** The main line and every alternate that is offered, by line. */
  markets: Array<Market>;
  /** "Spread" or "Total". */
  title: Scalars['String']['output'];
};

/** One period's score. */
export type Segment = {
  __typename?: 'Segment';
  away: Scalars['Int']['output'];
  home: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** A selection's name in the lengths the client needs. */
export type SelectionName = {
  __typename?: 'SelectionName';
  /** What a price button or betslip leg shows ("Chiefs", "Over"). */
  clean: Scalars['String']['output'];
  default: Scalars['String']['output'];
  /** With its subject ("Kansas City Chiefs", "Chiefs Team Total Over 27.5"). */
  full: Scalars['String']['output'];
  /** The shortest form ("KC", "O"). */
  minimal: Scalars['String']['output'];
};

/** Selection status, with the same meanings as [`MarketStatus`]. */
export type SelectionStatus =
  | 'CLOSED'
  | 'FINISHED'
  | 'HIDDEN'
  | 'OPEN';

/** The role of a selection in its market. */
export type SelectionType =
  | 'AWAY'
  | 'DRAW'
  | 'HOME'
  | 'NO'
  | 'OVER'
  | 'UNDER'
  | 'YES';

/** URLs and identifiers of the services around the app. */
export type ServiceAttributes = {
  __typename?: 'ServiceAttributes';
  /** Public origin of the web app. */
  appUrl: Scalars['String']['output'];
  /** Base URL of live streams (`{public_url}/streams`); `liveStream` answers URLs under it. */
  eventLiveStreamingBaseUrl: Maybe<Scalars['String']['output']>;
  /** Base URL of the identity API (`/oauth/token`, `/api/*`, `/i/*`). */
  identityBaseUrl: Scalars['String']['output'];
  /** Location-compliance service endpoints: the built-in provider's collector. */
  locationComplianceServiceUrls: Array<Scalars['String']['output']>;
  /** Token endpoint of the media partner's identity provider (null: no partner yet). */
  partnerIdentityTokenUrl: Maybe<Scalars['String']['output']>;
  /** Authorization endpoint for the sign-in flow. */
  singleSignOnAuthorizeUrl: Maybe<Scalars['String']['output']>;
  /** OAuth client id of the web app. */
  singleSignOnClientId: Maybe<Scalars['String']['output']>;
  /** Websocket URL of `/graphql` for subscriptions. */
  sportsbookWebsocketUrl: Scalars['String']['output'];
  /** Footer disclaimers (licensing, data liability, responsible gaming). */
  webFooterDisclaimers: Array<WebFooterDisclaimer>;
};

/** Session data read after login (welcome toast, reality check-in). */
export type SessionAccount = {
  __typename?: 'SessionAccount';
  /** Server time now. */
  currentTime: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** This login. */
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  /** The login before this one (null on a first login): "Welcome Back" shows it. */
  previousLoginAt: Maybe<Scalars['DateTime']['output']>;
  /** Seconds between reality check-ins (null: off). */
  realityCheckinInterval: Maybe<Scalars['Int']['output']>;
};

/** The answer of a limit change. */
export type SetLimitPayload = {
  __typename?: 'SetLimitPayload';
  /** Null on success; otherwise why, e.g. "Enter an amount of at least $1.00." */
  errorMessage: Maybe<Scalars['String']['output']>;
  limit: Maybe<RgLimit>;
};

/** One block of a page. */
export type Shelf = CarouselShelf | DrawerShelf | EmptyShelf | FeaturedBetsShelf | TableShelf;

export type SoccerStatistics = {
  __typename?: 'SoccerStatistics';
  awayRedCards: Scalars['Int']['output'];
  homeRedCards: Scalars['Int']['output'];
};

/** A sport. */
export type Sport = {
  __typename?: 'Sport';
  /** The web app's icon key (the slug). */
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** The sports menu. */
export type SportsMenu = {
  __typename?: 'SportsMenu';
  items: Array<SportsMenuItem>;
};

/** An entry of the sports menu (nested up to four levels). */
export type SportsMenuItem = {
  __typename?: 'SportsMenuItem';
  children: Array<SportsMenuItem>;
  deepLink: Maybe<DeepLink>;
  /** Icon key: a sport slug, or `live`. */
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** Whether games under it are in play. */
  live: Scalars['Boolean']['output'];
  liveCount: Scalars['Int']['output'];
  type: SportsMenuItemType;
};

/** LEAF items navigate; HEADER items title a group. */
export type SportsMenuItemType =
  | 'HEADER'
  | 'LEAF';

/** Everything the app needs at start. */
export type Startup = {
  __typename?: 'Startup';
  /** A token for visitors (null for logged-in callers). */
  anonymousToken: Maybe<Scalars['String']['output']>;
  applicationMetadata: ApplicationMetadata;
  cfWaitingRoom: CfWaitingRoom;
  /** Every feature flag evaluated for the caller. */
  featureFlags: Array<FeatureFlag>;
  maintenanceModeContent: Maybe<MaintenanceModeContent>;
  /** Origin of the payments frame: the only origin whose frame messages the app accepts. */
  paymentsOrigin: Scalars['String']['output'];
  regionalMetadata: RegionalMetadata;
  responsibleGaming: ResponsibleGaming;
  serviceAttributes: ServiceAttributes;
  /** Public origin of the sportsbook. */
  sportsbookUrl: Scalars['String']['output'];
};

/** The static marketplace. */
export type StaticMarketplace = {
  __typename?: 'StaticMarketplace';
  sections: Array<DirectorySection>;
};

/** Subscription root. */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The viewer's balances: sent once at subscription start, then again after every
   * ledger change of the viewer (bursts coalesce into one message with the latest
   * balances). UNAUTHENTICATED for visitors.
   */
  accountBalance: Balances;
  /** The viewer's betslip, pushed again after every recomputation (prices, rewards, edits). */
  betslipUpdated: Betslip;
  /** Quick Bets cards (an event and its result market) by event id. */
  eventQuickBetDetailsUpdated: QuickBetCard;
  /**
   * A light status-and-score update per event: what clients without rich scoreboards
   * follow.
   */
  fallbackEventUpdated: EventUpdate;
  /** Market cards (`{eventId}:{group}`, an event page's drawers). */
  marketCardUpdated: MarketCard;
  /** Markets by id: each now, then again after every change (coalesced). */
  marketUpdated: Market;
  quickBetslipUpdated: Betslip;
  /** Events (header and scoreboard) by id. */
  richEventUpdated: Event;
  /** Table cards (an event's main lines) by event id. */
  tableCardUpdated: TableCard;
};


/** Subscription root. */
export type SubscriptionBetslipUpdatedArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  isSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Subscription root. */
export type SubscriptionEventQuickBetDetailsUpdatedArgs = {
  eventIds: Array<Scalars['ID']['input']>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Subscription root. */
export type SubscriptionFallbackEventUpdatedArgs = {
  eventIds: Array<Scalars['ID']['input']>;
};


/** Subscription root. */
export type SubscriptionMarketCardUpdatedArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  marketCardIds: Array<Scalars['ID']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Subscription root. */
export type SubscriptionMarketUpdatedArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  marketIds: Array<Scalars['ID']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Subscription root. */
export type SubscriptionQuickBetslipUpdatedArgs = {
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};


/** Subscription root. */
export type SubscriptionRichEventUpdatedArgs = {
  eventIds: Array<Scalars['ID']['input']>;
};


/** Subscription root. */
export type SubscriptionTableCardUpdatedArgs = {
  eventIds: Array<Scalars['ID']['input']>;
  includeOddsTrend?: InputMaybe<Scalars['Boolean']['input']>;
  oddsFormat?: InputMaybe<OddsFormat>;
};

export type TableCard = {
  __typename?: 'TableCard';
  columns: Array<TableColumn>;
  event: Event;
  /** The event id. */
  id: Scalars['ID']['output'];
};

export type TableColumn = {
  __typename?: 'TableColumn';
  header: Scalars['String']['output'];
  /** The main market of the column, selections in the event's display order. */
  market: Maybe<Market>;
};

/** A table of events with their main lines under shared column headers. */
export type TableShelf = {
  __typename?: 'TableShelf';
  cards: Array<TableCard>;
  columnHeaders: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  seeAllLink: Maybe<DeepLink>;
  subtitle: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type TeaserMarketSelectionMapping = {
  __typename?: 'TeaserMarketSelectionMapping';
  draftLegId: Scalars['ID']['output'];
  rootMarketSelection: BetslipMarketSelection;
  teasedPoints: Points;
};

export type TeaserPoints = {
  __typename?: 'TeaserPoints';
  decimalPoints: Scalars['Float']['output'];
  formattedPoints: Scalars['String']['output'];
};

export type TeaserPreview = {
  __typename?: 'TeaserPreview';
  enabled: Scalars['Boolean']['output'];
  points: TeaserPoints;
  totalOdds: Maybe<Odds>;
};

export type TennisStatistics = {
  __typename?: 'TennisStatistics';
  awayGameScore: Scalars['String']['output'];
  currentServer: ParticipantSide;
  homeGameScore: Scalars['String']['output'];
};

/** An icon of the mobile toolbar. */
export type ToolbarIcon = {
  __typename?: 'ToolbarIcon';
  deepLink: DeepLink;
  /** Icon name (lucide). */
  icon: Scalars['String']['output'];
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** A refusal of a wallet call, for one field or the whole request. */
export type UserError = {
  __typename?: 'UserError';
  /** What the client should do: `TRY_AGAIN`, `CONTACT_SUPPORT` or null. */
  action: Maybe<Scalars['String']['output']>;
  /** The input at fault, or null for the whole request. */
  field: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** How the account holder wants things shown. */
export type UserPreferences = {
  __typename?: 'UserPreferences';
  /** American (the default) or decimal (`EURO`). */
  oddsFormat: OddsFormat;
};

/** The preferences to change; fields left out stay as they are. */
export type UserPreferencesInput = {
  oddsFormat?: InputMaybe<OddsFormat>;
};

/** A device wallet's answer for a wallet-button deposit. */
export type WalletButtonCompleteInput = {
  receiptId: Scalars['ID']['input'];
  /** The wallet's one-time payment token from the device. */
  walletToken: Scalars['String']['input'];
};

/** One footer disclaimer; the link shows only when both text and deep link exist. */
export type WebFooterDisclaimer = {
  __typename?: 'WebFooterDisclaimer';
  /** Text; may contain a phone number the client makes tappable. */
  body: Scalars['String']['output'];
  deepLink: Maybe<DeepLink>;
  hyperlinkText: Maybe<Scalars['String']['output']>;
};

/** A wire deposit (instructions come on the receipt). */
export type WireTransferDepositInput = {
  amountCents: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
};

/** A first wire withdrawal with the bank's details. */
export type WireTransferWithdrawalInput = {
  accountHolder: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  amountCents: Scalars['Int']['input'];
  bankName: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  routingNumber: Scalars['String']['input'];
  swiftCode?: InputMaybe<Scalars['String']['input']>;
};

/** Withdrawal create input. */
export type WithdrawalCreateInput = {
  amountCents: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
  paymentProviderId: Scalars['ID']['input'];
};

export type AccountSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSummaryQuery = { __typename?: 'Query', account: { __typename?: 'Account', id: string, username: string, firstName: string, lastName: string, email: string, region: string, currency: string, createdAt: string, lastLoginAt: string | null, balances: { __typename?: 'Balances', withdrawableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, playableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, totalPlayableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, restrictedBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, bonusBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, globalBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } } } | null, sessionAccount: { __typename?: 'SessionAccount', previousLoginAt: string | null, currentTime: string } | null };

export type AccountMenuParentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountMenuParentsQuery = { __typename?: 'Query', accountMenu: { __typename?: 'AccountMenu', menuShelves: { __typename?: 'MenuShelves', accountMenuShelf: { __typename?: 'AccountMenuShelf', menuShelfItems: Array<{ __typename: 'MenuClientDisplayDescriptiveItem' } | { __typename: 'MenuClientDisplayItem' } | { __typename: 'MenuLeafItem' } | { __typename: 'MenuParentItem', id: string, label: string, icon: string | null, children: Array<{ __typename?: 'MenuLeafItem', id: string, label: string, icon: string | null, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null }> }> } } } };

export type CustomDialogsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomDialogsQuery = { __typename?: 'Query', customDialogs: Array<{ __typename?: 'CustomDialog', id: string, title: string, body: string, dismissible: boolean, triggers: Array<{ __typename?: 'CustomDialogTrigger', type: CustomDialogTriggerType, pages: Array<string> }>, buttons: Array<{ __typename?: 'CustomDialogButton', label: string, type: CustomDialogButtonType, url: string | null, style: CustomDialogButtonStyle }> }> };

export type GeolocationGetApiTokenMutationVariables = Exact<{
  geolocationParams?: InputMaybe<GeolocationParamsInput>;
  licenseType: GeoLicenseType;
}>;


export type GeolocationGetApiTokenMutation = { __typename?: 'Mutation', geolocationGetApiToken: { __typename?: 'GeoLicense', licenseKey: string | null, errors: Array<{ __typename?: 'GeoError', code: number, name: string, message: string, displayType: GeoDisplayType, priority: number }> } };

export type GeolocationForceRefetchLicenseMutationVariables = Exact<{
  currentLicenseKey: Scalars['String']['input'];
  licenseType: GeoLicenseType;
}>;


export type GeolocationForceRefetchLicenseMutation = { __typename?: 'Mutation', geolocationForceRefetchLicense: { __typename?: 'GeoLicense', licenseKey: string | null, errors: Array<{ __typename?: 'GeoError', code: number, name: string, message: string, displayType: GeoDisplayType, priority: number }> } };

export type GeolocationAuthorizeGeoPacketMutationVariables = Exact<{
  geoPacket: Scalars['String']['input'];
}>;


export type GeolocationAuthorizeGeoPacketMutation = { __typename?: 'Mutation', geolocationAuthorizeGeoPacket: { __typename?: 'GeoAuthorization', expiresAt: string | null, refreshAt: string | null, region: string | null, errors: Array<{ __typename?: 'GeoError', code: number, name: string, message: string, displayType: GeoDisplayType, priority: number }> } };

export type PublicIpCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicIpCheckQuery = { __typename?: 'Query', publicIpCheck: { __typename?: 'PublicIp', ipAddress: string | null } };

export type RgLimitFieldsFragment = { __typename?: 'RgLimit', id: string, type: RgLimitType, period: RgLimitPeriod | null, title: string, body: string, used: number, remaining: number | null, periodEndsAt: string | null, errorMessage: string | null, activeLimit: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null, pendingLimit: { __typename?: 'RgPendingLimit', id: string, state: PendingLimitState, effectiveAt: string, description: string, badge: string, value: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null } | null };

export type RgLimitsQueryVariables = Exact<{
  type?: InputMaybe<RgLimitType>;
}>;


export type RgLimitsQuery = { __typename?: 'Query', limits: Array<{ __typename?: 'RgLimit', id: string, type: RgLimitType, period: RgLimitPeriod | null, title: string, body: string, used: number, remaining: number | null, periodEndsAt: string | null, errorMessage: string | null, activeLimit: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null, pendingLimit: { __typename?: 'RgPendingLimit', id: string, state: PendingLimitState, effectiveAt: string, description: string, badge: string, value: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null } | null }> };

export type SetLimitMutationVariables = Exact<{
  rgLimitType: RgLimitType;
  rgLimitPeriod?: InputMaybe<RgLimitPeriod>;
  amountOrDuration?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SetLimitMutation = { __typename?: 'Mutation', setLimit: { __typename?: 'SetLimitPayload', errorMessage: string | null, limit: { __typename?: 'RgLimit', id: string, type: RgLimitType, period: RgLimitPeriod | null, title: string, body: string, used: number, remaining: number | null, periodEndsAt: string | null, errorMessage: string | null, activeLimit: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null, pendingLimit: { __typename?: 'RgPendingLimit', id: string, state: PendingLimitState, effectiveAt: string, description: string, badge: string, value: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null } | null } | null } };

export type CancelPendingLimitMutationVariables = Exact<{
  limitId: Scalars['ID']['input'];
}>;


export type CancelPendingLimitMutation = { __typename?: 'Mutation', cancelPendingLimit: { __typename?: 'SetLimitPayload', errorMessage: string | null, limit: { __typename?: 'RgLimit', id: string, type: RgLimitType, period: RgLimitPeriod | null, title: string, body: string, used: number, remaining: number | null, periodEndsAt: string | null, errorMessage: string | null, activeLimit: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null, pendingLimit: { __typename?: 'RgPendingLimit', id: string, state: PendingLimitState, effectiveAt: string, description: string, badge: string, value: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null } | null } | null } };

export type ConfirmPendingLimitMutationVariables = Exact<{
  limitId: Scalars['ID']['input'];
}>;


export type ConfirmPendingLimitMutation = { __typename?: 'Mutation', confirmPendingLimit: { __typename?: 'SetLimitPayload', errorMessage: string | null, limit: { __typename?: 'RgLimit', id: string, type: RgLimitType, period: RgLimitPeriod | null, title: string, body: string, used: number, remaining: number | null, periodEndsAt: string | null, errorMessage: string | null, activeLimit: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null, pendingLimit: { __typename?: 'RgPendingLimit', id: string, state: PendingLimitState, effectiveAt: string, description: string, badge: string, value: { __typename?: 'RgLimitValue', amountOrDuration: number, description: string, badge: string } | null } | null } | null } };

export type LimitHistoryQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LimitHistoryQuery = { __typename?: 'Query', limitHistory: { __typename?: 'LimitHistoryPage', nextCursor: string | null, entries: Array<{ __typename?: 'LimitHistoryEntry', id: string, type: RgLimitType, period: RgLimitPeriod | null, action: LimitHistoryAction, previous: string | null, current: string | null, at: string }> } };

export type RgAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type RgAccountQuery = { __typename?: 'Query', account: { __typename?: 'Account', id: string, region: string, showLimitsModal: boolean, realityCheckinInterval: number | null } | null };

export type RgSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type RgSessionQuery = { __typename?: 'Query', sessionAccount: { __typename?: 'SessionAccount', realityCheckinInterval: number | null } | null };

export type SpentInSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SpentInSessionQuery = { __typename?: 'Query', spentInSession: { __typename?: 'Money', amount: number, amountLong: string, currency: string } };

export type ShellMoneyFragment = { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string };

export type ShellAccountMenuQueryVariables = Exact<{
  skipAccount: Scalars['Boolean']['input'];
}>;


export type ShellAccountMenuQuery = { __typename?: 'Query', account?: { __typename?: 'Account', id: string, firstName: string, lastName: string, email: string, region: string, currency: string, balances: { __typename?: 'Balances', playableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, totalPlayableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, withdrawableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, restrictedBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, bonusBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, globalBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } }, casinoRestriction: { __typename?: 'CasinoRestriction', active: boolean, expiresAt: string | null } } | null, accountMenu: { __typename?: 'AccountMenu', menuShelves: { __typename?: 'MenuShelves', accountMenuShelf: { __typename?: 'AccountMenuShelf', menuShelfItems: Array<{ __typename: 'MenuClientDisplayDescriptiveItem', id: string, label: string, description: string, icon: string | null, clientDisplayType: ClientDisplayType } | { __typename: 'MenuClientDisplayItem', id: string, label: string, icon: string | null, clientDisplayType: ClientDisplayType } | { __typename: 'MenuLeafItem', id: string, label: string, icon: string | null, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null } | { __typename: 'MenuParentItem', id: string, label: string, icon: string | null, children: Array<{ __typename: 'MenuLeafItem', id: string, label: string, icon: string | null, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null }> }> } }, promotionalCreditBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } | null } };

export type ShellAccountBalanceSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ShellAccountBalanceSubscription = { __typename?: 'Subscription', accountBalance: { __typename?: 'Balances', playableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, totalPlayableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, withdrawableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, restrictedBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, bonusBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, globalBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } } };

export type SportsDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type SportsDirectoryQuery = { __typename?: 'Query', staticMarketplace: { __typename?: 'StaticMarketplace', sections: Array<{ __typename?: 'DirectorySection', id: string, title: string, links: Array<{ __typename?: 'DirectoryLink', id: string, label: string, icon: string, eventCount: number, liveCount: number, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }> }> } };

export type SportsMarketUpdatedSubscriptionVariables = Exact<{
  marketIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsMarketUpdatedSubscription = { __typename?: 'Subscription', marketUpdated: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } };

export type SportsRichEventUpdatedSubscriptionVariables = Exact<{
  eventIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SportsRichEventUpdatedSubscription = { __typename?: 'Subscription', richEventUpdated: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null } };

export type SportsTableCardStructureSubscriptionVariables = Exact<{
  eventIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsTableCardStructureSubscription = { __typename?: 'Subscription', tableCardUpdated: { __typename?: 'TableCard', id: string, columns: Array<{ __typename?: 'TableColumn', market: { __typename?: 'Market', id: string } | null }> } };

export type SportsMarketCardStructureSubscriptionVariables = Exact<{
  marketCardIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsMarketCardStructureSubscription = { __typename?: 'Subscription', marketCardUpdated: { __typename?: 'MarketCard', id: string, markets: Array<{ __typename?: 'Market', id: string }> } };

export type SportsLiveStreamQueryVariables = Exact<{
  eventId: Scalars['ID']['input'];
  geoPacket?: InputMaybe<Scalars['String']['input']>;
}>;


export type SportsLiveStreamQuery = { __typename?: 'Query', liveStream: { __typename: 'LiveStreamDetails', eventId: string, provider: string, streamType: LiveStreamType, url: string, expiresAt: string } | { __typename: 'LiveStreamError', code: LiveStreamErrorCode, message: string, retryAfterSeconds: number | null } | { __typename: 'LiveStreamPatronRestriction', reason: PatronRestrictionReason, message: string } | { __typename: 'LiveStreamRightsError', message: string } };

export type SportsTrackerEventQueryVariables = Exact<{
  eventId: Scalars['ID']['input'];
}>;


export type SportsTrackerEventQuery = { __typename?: 'Query', event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null } };

export type SportsPageHeaderFragment = { __typename?: 'MarketplacePage', id: string, canonicalUrl: string, pageType: MarketplacePageType, title: string, breadcrumbs: Array<{ __typename?: 'Breadcrumb', label: string, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }>, chips: Array<{ __typename?: 'Chip', id: string, label: string, icon: string | null, count: number | null, selected: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }> };

export type SportsSectionTabFragment = { __typename?: 'MarketplaceSection', id: string, title: string, selected: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } };

export type SportsListPageQueryVariables = Exact<{
  canonicalUrl: Scalars['String']['input'];
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsListPageQuery = { __typename?: 'Query', marketplacePage: { __typename?: 'MarketplacePage', id: string, canonicalUrl: string, pageType: MarketplacePageType, title: string, sections: Array<{ __typename?: 'MarketplaceSection', id: string, title: string, selected: boolean, shelves: Array<{ __typename: 'CarouselShelf', id: string, title: string, icon: string | null, seeAllLink: { __typename?: 'DeepLink', canonicalUrl: string } | null, cards: Array<{ __typename?: 'TableCard', id: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null }, columns: Array<{ __typename?: 'TableColumn', header: string, market: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } | null }> }> } | { __typename: 'DrawerShelf' } | { __typename: 'EmptyShelf', id: string, title: string, message: string } | { __typename: 'FeaturedBetsShelf', id: string, title: string, cards: Array<{ __typename: 'FeaturedParlayBetCard', id: string, title: string, description: string, events: Array<{ __typename?: 'Event', id: string, name: string }>, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }>, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string }, estimatedPayout: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } } | { __typename: 'FeaturedStraightBetCard', id: string, title: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, sport: { __typename?: 'Sport', id: string, slug: string }, competition: { __typename?: 'Competition', id: string, name: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null } | null }, market: { __typename?: 'Market', id: string, name: string, type: MarketType }, selection: { __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string }, previousOdds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } | null, estimatedPayout: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } }> } | { __typename: 'TableShelf', id: string, title: string, subtitle: string | null, columnHeaders: Array<string>, seeAllLink: { __typename?: 'DeepLink', canonicalUrl: string } | null, cards: Array<{ __typename?: 'TableCard', id: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null }, columns: Array<{ __typename?: 'TableColumn', header: string, market: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } | null }> }> }>, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }>, breadcrumbs: Array<{ __typename?: 'Breadcrumb', label: string, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }>, chips: Array<{ __typename?: 'Chip', id: string, label: string, icon: string | null, count: number | null, selected: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }> } };

export type SportsEventPageQueryVariables = Exact<{
  canonicalUrl: Scalars['String']['input'];
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsEventPageQuery = { __typename?: 'Query', marketplacePage: { __typename?: 'MarketplacePage', id: string, canonicalUrl: string, pageType: MarketplacePageType, title: string, sections: Array<{ __typename?: 'MarketplaceSection', id: string, title: string, selected: boolean, shelves: Array<{ __typename: 'CarouselShelf' } | { __typename: 'DrawerShelf', id: string, title: string, expanded: boolean, marketCards: Array<{ __typename?: 'MarketCard', id: string, eventId: string, title: string, expanded: boolean, markets: Array<{ __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> }> }> } | { __typename: 'EmptyShelf', id: string, title: string, message: string } | { __typename: 'FeaturedBetsShelf' } | { __typename: 'TableShelf' }>, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }>, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, mediaLinks: Array<{ __typename?: 'MediaLink', label: string, url: string }>, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null } | null, breadcrumbs: Array<{ __typename?: 'Breadcrumb', label: string, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }>, chips: Array<{ __typename?: 'Chip', id: string, label: string, icon: string | null, count: number | null, selected: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }> } };

export type SportsDynamicChipsQueryVariables = Exact<{
  canonicalUrl: Scalars['String']['input'];
}>;


export type SportsDynamicChipsQuery = { __typename?: 'Query', dynamicChips: Array<{ __typename?: 'Chip', id: string, label: string, icon: string | null, count: number | null, selected: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string } }> };

export type SportsParlayLoungeQueryVariables = Exact<{
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsParlayLoungeQuery = { __typename?: 'Query', parlayLoungePage: { __typename?: 'ParlayLoungePage', title: string, description: string, sections: Array<{ __typename?: 'ParlayLoungeSection', id: string, title: string, cards: Array<{ __typename?: 'FeaturedParlayBetCard', id: string, title: string, description: string, events: Array<{ __typename?: 'Event', id: string, name: string }>, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }>, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string }, estimatedPayout: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } }> }> } };

export type SportsQuickBetCardFragment = { __typename?: 'QuickBetCard', id: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null }, market: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } | null };

export type SportsQuickBetsSectionFragment = { __typename?: 'QuickBetsSection', id: string, mode: QuickBetsMode, title: string, totalCount: number, emptyMessage: string, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, cards: Array<{ __typename?: 'QuickBetCard', id: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null }, market: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } | null }> };

export type SportsQuickBetsPageQueryVariables = Exact<{
  mode: QuickBetsMode;
  first: Scalars['Int']['input'];
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsQuickBetsPageQuery = { __typename?: 'Query', quickBetsPage: { __typename?: 'QuickBetsPage', modes: Array<{ __typename?: 'QuickBetsModeTab', mode: QuickBetsMode, title: string, count: number, selected: boolean }>, section: { __typename?: 'QuickBetsSection', id: string, mode: QuickBetsMode, title: string, totalCount: number, emptyMessage: string, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, cards: Array<{ __typename?: 'QuickBetCard', id: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null }, market: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } | null }> } } };

export type SportsQuickBetsMoreQueryVariables = Exact<{
  mode: QuickBetsMode;
  first: Scalars['Int']['input'];
  after: Scalars['String']['input'];
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsQuickBetsMoreQuery = { __typename?: 'Query', quickBetsSection: { __typename?: 'QuickBetsSection', id: string, mode: QuickBetsMode, title: string, totalCount: number, emptyMessage: string, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, cards: Array<{ __typename?: 'QuickBetCard', id: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null }, market: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } | null }> } };

export type SportsQuickBetsModesQueryVariables = Exact<{
  mode: QuickBetsMode;
}>;


export type SportsQuickBetsModesQuery = { __typename?: 'Query', quickBetsPage: { __typename?: 'QuickBetsPage', modes: Array<{ __typename?: 'QuickBetsModeTab', mode: QuickBetsMode, title: string, count: number, selected: boolean }> } };

export type SportsQuickBetUpdatedSubscriptionVariables = Exact<{
  eventIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsQuickBetUpdatedSubscription = { __typename?: 'Subscription', eventQuickBetDetailsUpdated: { __typename?: 'QuickBetCard', id: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null }, market: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } | null } };

export type SportsSeeAllLinesQueryVariables = Exact<{
  eventId: Scalars['ID']['input'];
  marketType: MarketType;
  oddsFormat: OddsFormat;
  includeOddsTrend: Scalars['Boolean']['input'];
}>;


export type SportsSeeAllLinesQuery = { __typename?: 'Query', seeAllLines: { __typename?: 'SeeAllLines', title: string, markets: Array<{ __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> }> } };

export type SportsOddsFragment = { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string };

export type SportsSelectionFragment = { __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } };

export type SportsMarketFragment = { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> };

export type SportsStatisticsFragment = { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null };

export type SportsEventFragment = { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null };

export type SportsTableCardFragment = { __typename?: 'TableCard', id: string, event: { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, networks: Array<string>, extraInformation: string | null, marketCount: number, liveStreamAvailable: boolean, deepLink: { __typename?: 'DeepLink', canonicalUrl: string }, sport: { __typename?: 'Sport', id: string, slug: string, name: string }, competition: { __typename?: 'Competition', id: string, slug: string, name: string }, participants: Array<{ __typename?: 'Participant', id: string, abbreviation: string, mediumName: string, fullName: string }>, homeParticipant: { __typename?: 'Participant', id: string }, awayParticipant: { __typename?: 'Participant', id: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null, segments: Array<{ __typename?: 'Segment', label: string, home: number, away: number }>, football: { __typename?: 'FootballStatistics', possession: ParticipantSide, fieldPosition: string, yardsFromGoal: number, downAndDistance: string, redZone: boolean } | null, baseball: { __typename?: 'BaseballStatistics', balls: number, strikes: number, outs: number, onFirst: boolean, onSecond: boolean, onThird: boolean, homeBatting: boolean } | null, tennis: { __typename?: 'TennisStatistics', currentServer: ParticipantSide, homeGameScore: string, awayGameScore: string } | null, soccer: { __typename?: 'SoccerStatistics', homeRedCards: number, awayRedCards: number } | null, hockey: { __typename?: 'HockeyStatistics', homePlayersInBox: number, awayPlayersInBox: number } | null, darts: { __typename?: 'DartsStatistics', homeLegScore: number, awayLegScore: number, thrower: ParticipantSide } | null } | null }, columns: Array<{ __typename?: 'TableColumn', header: string, market: { __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> } | null }> };

export type SportsMarketCardFragment = { __typename?: 'MarketCard', id: string, eventId: string, title: string, expanded: boolean, markets: Array<{ __typename?: 'Market', id: string, eventId: string, name: string, type: MarketType, isMain: boolean, status: MarketStatus, updatedAt: string, statisticAccrued: string | null, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }> }> };

export type SportsFeaturedParlayFragment = { __typename?: 'FeaturedParlayBetCard', id: string, title: string, description: string, events: Array<{ __typename?: 'Event', id: string, name: string }>, selections: Array<{ __typename?: 'MarketSelection', id: string, marketId: string, eventId: string, type: SelectionType, trend: OddsTrend | null, status: SelectionStatus, unavailableLabel: string | null, name: { __typename?: 'SelectionName', clean: string, full: string }, points: { __typename?: 'Points', value: number, formattedPoints: string } | null, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string } }>, odds: { __typename?: 'Odds', numeratorLong: string, denominatorLong: string, american: string, decimal: string, formattedOdds: string }, estimatedPayout: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } };

export type SportsEventSummaryFragment = { __typename?: 'Event', id: string, name: string, startTime: string, status: EventStatus, sport: { __typename?: 'Sport', id: string, slug: string }, competition: { __typename?: 'Competition', id: string, name: string }, statistics: { __typename?: 'EventStatistics', homeScore: number, awayScore: number, progress: string, isInPlay: boolean, liveStatus: LiveEventStatus | null, clock: { __typename?: 'Clock', seconds: number, running: boolean, countsDown: boolean, updatedAt: string } | null } | null };

export type SportsMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type SportsMenuQuery = { __typename?: 'Query', sportsMenu: { __typename?: 'SportsMenu', items: Array<{ __typename?: 'SportsMenuItem', id: string, label: string, icon: string | null, type: SportsMenuItemType, live: boolean, liveCount: number, children: Array<{ __typename?: 'SportsMenuItem', id: string, label: string, icon: string | null, type: SportsMenuItemType, live: boolean, liveCount: number, children: Array<{ __typename?: 'SportsMenuItem', id: string, label: string, icon: string | null, type: SportsMenuItemType, live: boolean, liveCount: number, children: Array<{ __typename?: 'SportsMenuItem', id: string, label: string, icon: string | null, type: SportsMenuItemType, live: boolean, liveCount: number, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null }>, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null }>, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null }>, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null }> } };

export type SportsMenuEntryFragment = { __typename?: 'SportsMenuItem', id: string, label: string, icon: string | null, type: SportsMenuItemType, live: boolean, liveCount: number, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null };

export type LiveEventsCountQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveEventsCountQuery = { __typename?: 'Query', liveEventsCount: { __typename?: 'LiveEventsCount', count: number, label: string } };

export type DepositAcknowledgementQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositAcknowledgementQuery = { __typename?: 'Query', account: { __typename?: 'Account', id: string, requiresResponsibleGamingAcknowledgement: boolean, depositAckModal: { __typename?: 'DepositAckModal', title: string, body: string, buttonLabel: string, showDepositAckModal: boolean, depositAckType: string } | null } | null };

export type PaymentProvidersPageQueryVariables = Exact<{
  transactionType: PaymentDirection;
}>;


export type PaymentProvidersPageQuery = { __typename?: 'Query', paymentProvidersLandingPage: { __typename?: 'PaymentProvidersPage', transactionType: PaymentDirection, preferredPaymentProvider: { __typename?: 'PaymentProvider', id: string } | null, paymentProviders: Array<{ __typename?: 'PaymentProvider', id: string, code: string, name: string, description: string | null, details: string | null, type: PaymentProviderType, icon: string, supportsMethods: boolean, excluded: boolean, vendorInformation: string | null, warning: string | null, prompt: string | null, capabilities: Array<PaymentCapability>, balance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } | null, minimumAmount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, maximumAmount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, preferredMethod: { __typename?: 'PaymentMethod', id: string, name: string, description: string | null } | null, methods: Array<{ __typename?: 'PaymentMethod', id: string, name: string, description: string | null }>, methodOptions: Array<{ __typename?: 'PaymentFormField', name: string, label: string, required: boolean, maxLength: number | null, pattern: string | null, patternError: string | null }> }> } };

export type DisplayPromoCodeQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplayPromoCodeQuery = { __typename?: 'Query', displayPromoCode: { __typename?: 'DepositPromoCode', code: string, status: string, message: string | null } | null };

export type ValidateDepositPromoCodeQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ValidateDepositPromoCodeQuery = { __typename?: 'Query', validateDepositPromoCode: { __typename?: 'DepositPromoCode', code: string, status: string, message: string | null } };

export type PaymentFacilitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentFacilitiesQuery = { __typename?: 'Query', paymentFacilities: Array<{ __typename?: 'PaymentFacility', name: string, address: string, hours: string, region: string }> };

export type PaymentCreateResultFieldsFragment = { __typename?: 'PaymentCreateResult', permitted: boolean, uri: string | null, receiptId: string | null, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> };

export type DepositValidateCreateMutationVariables = Exact<{
  input: DepositCreateInput;
}>;


export type DepositValidateCreateMutation = { __typename?: 'Mutation', depositValidateCreate: { __typename?: 'PaymentValidateResult', permitted: boolean, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type DepositCreateMutationVariables = Exact<{
  input: DepositCreateInput;
}>;


export type DepositCreateMutation = { __typename?: 'Mutation', depositCreate: { __typename?: 'PaymentCreateResult', permitted: boolean, uri: string | null, receiptId: string | null, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type WithdrawalValidateCreateMutationVariables = Exact<{
  input: WithdrawalCreateInput;
}>;


export type WithdrawalValidateCreateMutation = { __typename?: 'Mutation', withdrawalValidateCreateV2: { __typename?: 'PaymentValidateResult', permitted: boolean, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type WithdrawalCreateMutationVariables = Exact<{
  input: WithdrawalCreateInput;
}>;


export type WithdrawalCreateMutation = { __typename?: 'Mutation', withdrawalCreate: { __typename?: 'PaymentCreateResult', permitted: boolean, uri: string | null, receiptId: string | null, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type InteracWithdrawalCreateMutationVariables = Exact<{
  input: InteracWithdrawalInput;
}>;


export type InteracWithdrawalCreateMutation = { __typename?: 'Mutation', interacWithdrawalCreate: { __typename?: 'PaymentCreateResult', permitted: boolean, uri: string | null, receiptId: string | null, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type WireTransferDepositCreateMutationVariables = Exact<{
  input: WireTransferDepositInput;
}>;


export type WireTransferDepositCreateMutation = { __typename?: 'Mutation', wireTransferDepositCreate: { __typename?: 'PaymentCreateResult', permitted: boolean, uri: string | null, receiptId: string | null, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type FirstWireTransferWithdrawalCreateMutationVariables = Exact<{
  input: WireTransferWithdrawalInput;
}>;


export type FirstWireTransferWithdrawalCreateMutation = { __typename?: 'Mutation', firstWireTransferWithdrawalCreate: { __typename?: 'PaymentCreateResult', permitted: boolean, uri: string | null, receiptId: string | null, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type CreateConfirmationMutationVariables = Exact<{
  receiptId: Scalars['ID']['input'];
}>;


export type CreateConfirmationMutation = { __typename?: 'Mutation', createConfirmationV2: { __typename?: 'PaymentCreateResult', permitted: boolean, uri: string | null, receiptId: string | null, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type PaymentMethodDeleteMutationVariables = Exact<{
  paymentMethodId: Scalars['ID']['input'];
}>;


export type PaymentMethodDeleteMutation = { __typename?: 'Mutation', paymentMethodDelete: { __typename?: 'PaymentValidateResult', permitted: boolean, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type UpdateProviderExclusionsMutationVariables = Exact<{
  providerCodes: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type UpdateProviderExclusionsMutation = { __typename?: 'Mutation', updateProviderExclusions: { __typename?: 'PaymentProvidersPage', transactionType: PaymentDirection, paymentProviders: Array<{ __typename?: 'PaymentProvider', id: string, code: string, excluded: boolean, warning: string | null }> } };

export type QuickDepositProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type QuickDepositProvidersQuery = { __typename?: 'Query', paymentProvidersQuickDepositLandingPage: { __typename?: 'PaymentProvidersPage', transactionType: PaymentDirection, preferredPaymentProvider: { __typename?: 'PaymentProvider', id: string, code: string, name: string, description: string | null, details: string | null, type: PaymentProviderType, icon: string, supportsMethods: boolean, excluded: boolean, vendorInformation: string | null, warning: string | null, prompt: string | null, capabilities: Array<PaymentCapability>, balance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } | null, minimumAmount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, maximumAmount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, preferredMethod: { __typename?: 'PaymentMethod', id: string, name: string, description: string | null } | null, methods: Array<{ __typename?: 'PaymentMethod', id: string, name: string, description: string | null }>, methodOptions: Array<{ __typename?: 'PaymentFormField', name: string, label: string, required: boolean, maxLength: number | null, pattern: string | null, patternError: string | null }> } | null, paymentProviders: Array<{ __typename?: 'PaymentProvider', id: string, code: string, name: string, description: string | null, details: string | null, type: PaymentProviderType, icon: string, supportsMethods: boolean, excluded: boolean, vendorInformation: string | null, warning: string | null, prompt: string | null, capabilities: Array<PaymentCapability>, balance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } | null, minimumAmount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, maximumAmount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, preferredMethod: { __typename?: 'PaymentMethod', id: string, name: string, description: string | null } | null, methods: Array<{ __typename?: 'PaymentMethod', id: string, name: string, description: string | null }>, methodOptions: Array<{ __typename?: 'PaymentFormField', name: string, label: string, required: boolean, maxLength: number | null, pattern: string | null, patternError: string | null }> }> } };

export type PaymentReceiptQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PaymentReceiptQuery = { __typename?: 'Query', paymentReceipt: { __typename?: 'PaymentReceipt', id: string, transactionId: string | null, transactionType: PaymentDirection, status: PaymentStatus, failureReason: string | null, cancellable: boolean, createdAt: string, updatedAt: string, amount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, provider: { __typename?: 'PaymentProvider', id: string, code: string, name: string, type: PaymentProviderType, icon: string } | null, receiptLines: Array<{ __typename?: 'ReceiptLine', label: string, value: string }> } | null };

export type PaymentReceiptsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PaymentReceiptsQuery = { __typename?: 'Query', paymentReceipts: { __typename?: 'PaymentReceiptConnection', endCursor: string | null, nodes: Array<{ __typename?: 'PaymentReceipt', id: string, transactionId: string | null, transactionType: PaymentDirection, status: PaymentStatus, failureReason: string | null, cancellable: boolean, createdAt: string, updatedAt: string, amount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, provider: { __typename?: 'PaymentProvider', id: string, code: string, name: string, type: PaymentProviderType, icon: string } | null, receiptLines: Array<{ __typename?: 'ReceiptLine', label: string, value: string }> }> } };

export type WithdrawalCancelMutationVariables = Exact<{
  receiptId: Scalars['ID']['input'];
}>;


export type WithdrawalCancelMutation = { __typename?: 'Mutation', withdrawalCancel: { __typename?: 'PaymentCreateResult', permitted: boolean, uri: string | null, receiptId: string | null, userErrors: Array<{ __typename?: 'UserError', action: string | null, field: string | null, message: string }> } };

export type WalletMoneyFragment = { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string };

export type WalletProviderFragment = { __typename?: 'PaymentProvider', id: string, code: string, name: string, description: string | null, details: string | null, type: PaymentProviderType, icon: string, supportsMethods: boolean, excluded: boolean, vendorInformation: string | null, warning: string | null, prompt: string | null, capabilities: Array<PaymentCapability>, balance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } | null, minimumAmount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, maximumAmount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, preferredMethod: { __typename?: 'PaymentMethod', id: string, name: string, description: string | null } | null, methods: Array<{ __typename?: 'PaymentMethod', id: string, name: string, description: string | null }>, methodOptions: Array<{ __typename?: 'PaymentFormField', name: string, label: string, required: boolean, maxLength: number | null, pattern: string | null, patternError: string | null }> };

export type WalletReceiptFragment = { __typename?: 'PaymentReceipt', id: string, transactionId: string | null, transactionType: PaymentDirection, status: PaymentStatus, failureReason: string | null, cancellable: boolean, createdAt: string, updatedAt: string, amount: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, provider: { __typename?: 'PaymentProvider', id: string, code: string, name: string, type: PaymentProviderType, icon: string } | null, receiptLines: Array<{ __typename?: 'ReceiptLine', label: string, value: string }> };

export type WalletBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletBalancesQuery = { __typename?: 'Query', account: { __typename?: 'Account', id: string, currency: string, region: string, balances: { __typename?: 'Balances', playableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, withdrawableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, heldBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } } } | null };

export type WalletAccountBalanceSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WalletAccountBalanceSubscription = { __typename?: 'Subscription', accountBalance: { __typename?: 'Balances', playableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, withdrawableBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string }, heldBalance: { __typename?: 'Money', amount: number, amountLong: string, currency: string, formattedAmount: string } } };

export type PaymentsOriginQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsOriginQuery = { __typename?: 'Query', startup: { __typename?: 'Startup', paymentsOrigin: string } };

export type StartupQueryVariables = Exact<{
  geoPacket?: InputMaybe<Scalars['String']['input']>;
  latLongParams?: InputMaybe<LatLongInput>;
  connectToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartupQuery = { __typename?: 'Query', startup: { __typename?: 'Startup', sportsbookUrl: string, anonymousToken: string | null, serviceAttributes: { __typename?: 'ServiceAttributes', partnerIdentityTokenUrl: string | null, eventLiveStreamingBaseUrl: string | null, locationComplianceServiceUrls: Array<string>, sportsbookWebsocketUrl: string, appUrl: string, identityBaseUrl: string, singleSignOnClientId: string | null, singleSignOnAuthorizeUrl: string | null, webFooterDisclaimers: Array<{ __typename?: 'WebFooterDisclaimer', body: string, hyperlinkText: string | null, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null }> }, applicationMetadata: { __typename?: 'ApplicationMetadata', currentTime: string, inactivityThresholdMinutes: number, heartbeatIntervalSeconds: number, casinoEnabled: boolean, searchDebounceMilliseconds: number, monitoringSampleRate: number, toolbarIcons: Array<{ __typename?: 'ToolbarIcon', id: string, label: string, icon: string, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } }> }, regionalMetadata: { __typename?: 'RegionalMetadata', validRegion: boolean, currentRegionCode: string | null, currentCountryCode: string | null, ipAddress: string | null, ipAddressShortRegionCode: string | null, ipAddressCountryCode: string | null, ipAddressCity: string | null, ipAddressCheckTimerSeconds: number }, responsibleGaming: { __typename?: 'ResponsibleGaming', logos: Array<{ __typename?: 'ResponsibleGamingLogo', id: string, name: string, imageUrl: string, altText: string, deepLink: { __typename?: 'DeepLink', canonicalUrl: string, webUrl: string } | null }> }, maintenanceModeContent: { __typename?: 'MaintenanceModeContent', title: string, message: string, image: string | null, link: string | null, label: string | null, refreshIntervalSeconds: number } | null, cfWaitingRoom: { __typename?: 'CfWaitingRoom', inWaitingRoom: boolean, refreshIntervalSeconds: number }, featureFlags: Array<{ __typename?: 'FeatureFlag', key: string, enabled: boolean, overridden: boolean }> } };

export type SendOneTimeCodeMutationVariables = Exact<{
  channel: OneTimeCodeChannel;
}>;


export type SendOneTimeCodeMutation = { __typename?: 'Mutation', sendOneTimeCode: { __typename?: 'OneTimeCodeResult', success: boolean, error: string | null, errorCode: string | null, displayType: OneTimeCodeDisplayType | null, maskedDestination: string | null } };

export type VerifyOneTimeCodeMutationVariables = Exact<{
  oneTimeCode: Scalars['String']['input'];
  source: OneTimeCodeSource;
}>;


export type VerifyOneTimeCodeMutation = { __typename?: 'Mutation', verifyOneTimeCode: { __typename?: 'OneTimeCodeResult', success: boolean, error: string | null, errorCode: string | null, displayType: OneTimeCodeDisplayType | null } };

export type SessionAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionAccountQuery = { __typename?: 'Query', sessionAccount: { __typename?: 'SessionAccount', firstName: string, lastLoginAt: string | null, previousLoginAt: string | null, email: string, realityCheckinInterval: number | null, currentTime: string } | null };

export type HeartbeatMutationVariables = Exact<{
  elapsedSeconds: Scalars['Int']['input'];
}>;


export type HeartbeatMutation = { __typename?: 'Mutation', heartbeat: { __typename?: 'Heartbeat', heartbeat: string, serverTime: string } };

export type FeatureFlagsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeatureFlagsQuery = { __typename?: 'Query', featureFlags: Array<{ __typename?: 'FeatureFlag', key: string, enabled: boolean, overridden: boolean }> };

export type SetFeatureFlagOverrideMutationVariables = Exact<{
  key: Scalars['String']['input'];
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type SetFeatureFlagOverrideMutation = { __typename?: 'Mutation', setFeatureFlagOverride: Array<{ __typename?: 'FeatureFlag', key: string, enabled: boolean, overridden: boolean }> };

export type UserPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPreferencesQuery = { __typename?: 'Query', userPreferences: { __typename?: 'UserPreferences', oddsFormat: OddsFormat } };

export type SetUserPreferencesMutationVariables = Exact<{
  input: UserPreferencesInput;
}>;


export type SetUserPreferencesMutation = { __typename?: 'Mutation', setUserPreferences: { __typename?: 'UserPreferences', oddsFormat: OddsFormat } };

export const RgLimitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RgLimitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RgLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"activeLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<RgLimitFieldsFragment, unknown>;
export const ShellMoneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]} as unknown as DocumentNode<ShellMoneyFragment, unknown>;
export const SportsPageHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsPageHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplacePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}}]}}]} as unknown as DocumentNode<SportsPageHeaderFragment, unknown>;
export const SportsSectionTabFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSectionTab"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}}]} as unknown as DocumentNode<SportsSectionTabFragment, unknown>;
export const SportsStatisticsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}}]} as unknown as DocumentNode<SportsStatisticsFragment, unknown>;
export const SportsEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}}]} as unknown as DocumentNode<SportsEventFragment, unknown>;
export const SportsOddsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}}]} as unknown as DocumentNode<SportsOddsFragment, unknown>;
export const SportsSelectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}}]} as unknown as DocumentNode<SportsSelectionFragment, unknown>;
export const SportsMarketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}}]} as unknown as DocumentNode<SportsMarketFragment, unknown>;
export const SportsQuickBetCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsQuickBetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}}]} as unknown as DocumentNode<SportsQuickBetCardFragment, unknown>;
export const SportsQuickBetsSectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsQuickBetsSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetsSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"emptyMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsQuickBetCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsQuickBetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}}]} as unknown as DocumentNode<SportsQuickBetsSectionFragment, unknown>;
export const SportsTableCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsTableCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}}]} as unknown as DocumentNode<SportsTableCardFragment, unknown>;
export const SportsMarketCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarketCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}},{"kind":"Field","name":{"kind":"Name","value":"markets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}}]} as unknown as DocumentNode<SportsMarketCardFragment, unknown>;
export const SportsFeaturedParlayFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsFeaturedParlay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedParlayBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}}]} as unknown as DocumentNode<SportsFeaturedParlayFragment, unknown>;
export const SportsEventSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SportsEventSummaryFragment, unknown>;
export const SportsMenuEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMenuEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"liveCount"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}}]}}]}}]} as unknown as DocumentNode<SportsMenuEntryFragment, unknown>;
export const PaymentCreateResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCreateResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCreateResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PaymentCreateResultFieldsFragment, unknown>;
export const WalletMoneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]} as unknown as DocumentNode<WalletMoneyFragment, unknown>;
export const WalletProviderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"supportsMethods"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}},{"kind":"Field","name":{"kind":"Name","value":"vendorInformation"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximumAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferredMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methodOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]} as unknown as DocumentNode<WalletProviderFragment, unknown>;
export const WalletReceiptFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletReceipt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]} as unknown as DocumentNode<WalletReceiptFragment, unknown>;
export const AccountSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"playableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPlayableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restrictedBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"globalBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessionAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentTime"}}]}}]}}]} as unknown as DocumentNode<AccountSummaryQuery, AccountSummaryQueryVariables>;
export const AccountMenuParentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountMenuParents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuShelves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountMenuShelf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuShelfItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuParentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccountMenuParentsQuery, AccountMenuParentsQueryVariables>;
export const CustomDialogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomDialogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDialogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"dismissible"}},{"kind":"Field","name":{"kind":"Name","value":"triggers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}}]}}]} as unknown as DocumentNode<CustomDialogsQuery, CustomDialogsQueryVariables>;
export const GeolocationGetApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeolocationGetApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"geolocationParams"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GeolocationParamsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licenseType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeoLicenseType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geolocationGetApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"geolocationParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"geolocationParams"}}},{"kind":"Argument","name":{"kind":"Name","value":"licenseType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licenseType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]}}]} as unknown as DocumentNode<GeolocationGetApiTokenMutation, GeolocationGetApiTokenMutationVariables>;
export const GeolocationForceRefetchLicenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeolocationForceRefetchLicense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentLicenseKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licenseType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeoLicenseType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geolocationForceRefetchLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentLicenseKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentLicenseKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"licenseType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licenseType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]}}]} as unknown as DocumentNode<GeolocationForceRefetchLicenseMutation, GeolocationForceRefetchLicenseMutationVariables>;
export const GeolocationAuthorizeGeoPacketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeolocationAuthorizeGeoPacket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"geoPacket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geolocationAuthorizeGeoPacket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"geoPacket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"geoPacket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshAt"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}}]}}]} as unknown as DocumentNode<GeolocationAuthorizeGeoPacketMutation, GeolocationAuthorizeGeoPacketMutationVariables>;
export const PublicIpCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicIpCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicIpCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}}]}}]}}]} as unknown as DocumentNode<PublicIpCheckQuery, PublicIpCheckQueryVariables>;
export const RgLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RgLimits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RgLimitType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RgLimitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RgLimitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RgLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"activeLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<RgLimitsQuery, RgLimitsQueryVariables>;
export const SetLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rgLimitType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RgLimitType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rgLimitPeriod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RgLimitPeriod"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountOrDuration"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rgLimitType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rgLimitType"}}},{"kind":"Argument","name":{"kind":"Name","value":"rgLimitPeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rgLimitPeriod"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountOrDuration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountOrDuration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RgLimitFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RgLimitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RgLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"activeLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<SetLimitMutation, SetLimitMutationVariables>;
export const CancelPendingLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPendingLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPendingLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RgLimitFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RgLimitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RgLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"activeLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<CancelPendingLimitMutation, CancelPendingLimitMutationVariables>;
export const ConfirmPendingLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPendingLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPendingLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RgLimitFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RgLimitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RgLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"activeLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountOrDuration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmPendingLimitMutation, ConfirmPendingLimitMutationVariables>;
export const LimitHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LimitHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<LimitHistoryQuery, LimitHistoryQueryVariables>;
export const RgAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RgAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"showLimitsModal"}},{"kind":"Field","name":{"kind":"Name","value":"realityCheckinInterval"}}]}}]}}]} as unknown as DocumentNode<RgAccountQuery, RgAccountQueryVariables>;
export const RgSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RgSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realityCheckinInterval"}}]}}]}}]} as unknown as DocumentNode<RgSessionQuery, RgSessionQueryVariables>;
export const SpentInSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpentInSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spentInSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<SpentInSessionQuery, SpentInSessionQueryVariables>;
export const ShellAccountMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellAccountMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skipAccount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skipAccount"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPlayableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restrictedBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"globalBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"casinoRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuShelves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountMenuShelf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuShelfItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuLeafItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuParentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuClientDisplayItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"clientDisplayType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuClientDisplayDescriptiveItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"clientDisplayType"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotionalCreditBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]} as unknown as DocumentNode<ShellAccountMenuQuery, ShellAccountMenuQueryVariables>;
export const ShellAccountBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShellAccountBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPlayableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restrictedBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"globalBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellMoney"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]} as unknown as DocumentNode<ShellAccountBalanceSubscription, ShellAccountBalanceSubscriptionVariables>;
export const SportsDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staticMarketplace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"eventCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveCount"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SportsDirectoryQuery, SportsDirectoryQueryVariables>;
export const SportsMarketUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SportsMarketUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"marketIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}}]} as unknown as DocumentNode<SportsMarketUpdatedSubscription, SportsMarketUpdatedSubscriptionVariables>;
export const SportsRichEventUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SportsRichEventUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"richEventUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}}]} as unknown as DocumentNode<SportsRichEventUpdatedSubscription, SportsRichEventUpdatedSubscriptionVariables>;
export const SportsTableCardStructureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SportsTableCardStructure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableCardUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SportsTableCardStructureSubscription, SportsTableCardStructureSubscriptionVariables>;
export const SportsMarketCardStructureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SportsMarketCardStructure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketCardIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketCardUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"marketCardIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketCardIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"markets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SportsMarketCardStructureSubscription, SportsMarketCardStructureSubscriptionVariables>;
export const SportsLiveStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsLiveStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"geoPacket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveStream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"geoPacket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"geoPacket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveStreamDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"streamType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveStreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveStreamRightsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveStreamPatronRestriction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SportsLiveStreamQuery, SportsLiveStreamQueryVariables>;
export const SportsTrackerEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsTrackerEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}}]} as unknown as DocumentNode<SportsTrackerEventQuery, SportsTrackerEventQueryVariables>;
export const SportsListPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"canonicalUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplacePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"canonicalUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"canonicalUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsPageHeader"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSectionTab"}},{"kind":"Field","name":{"kind":"Name","value":"shelves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarouselShelf"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"seeAllLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsTableCard"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableShelf"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"columnHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"seeAllLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsTableCard"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedBetsShelf"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedStraightBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEventSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousOdds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedParlayBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsFeaturedParlay"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmptyShelf"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsPageHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplacePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSectionTab"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsTableCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsFeaturedParlay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedParlayBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]}}]} as unknown as DocumentNode<SportsListPageQuery, SportsListPageQueryVariables>;
export const SportsEventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsEventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"canonicalUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplacePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"canonicalUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"canonicalUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsPageHeader"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSectionTab"}},{"kind":"Field","name":{"kind":"Name","value":"shelves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawerShelf"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}},{"kind":"Field","name":{"kind":"Name","value":"marketCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarketCard"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmptyShelf"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}},{"kind":"Field","name":{"kind":"Name","value":"mediaLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsPageHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplacePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSectionTab"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarketCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"expanded"}},{"kind":"Field","name":{"kind":"Name","value":"markets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}}]} as unknown as DocumentNode<SportsEventPageQuery, SportsEventPageQueryVariables>;
export const SportsDynamicChipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsDynamicChips"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"canonicalUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dynamicChips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"canonicalUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"canonicalUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]}}]}}]} as unknown as DocumentNode<SportsDynamicChipsQuery, SportsDynamicChipsQueryVariables>;
export const SportsParlayLoungeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsParlayLounge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parlayLoungePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsFeaturedParlay"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsFeaturedParlay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedParlayBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]}}]} as unknown as DocumentNode<SportsParlayLoungeQuery, SportsParlayLoungeQueryVariables>;
export const SportsQuickBetsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsQuickBetsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetsMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quickBetsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsQuickBetsSection"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsQuickBetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsQuickBetsSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetsSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"emptyMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsQuickBetCard"}}]}}]}}]} as unknown as DocumentNode<SportsQuickBetsPageQuery, SportsQuickBetsPageQueryVariables>;
export const SportsQuickBetsMoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsQuickBetsMore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetsMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quickBetsSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsQuickBetsSection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsQuickBetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsQuickBetsSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetsSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"emptyMessage"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsQuickBetCard"}}]}}]}}]} as unknown as DocumentNode<SportsQuickBetsMoreQuery, SportsQuickBetsMoreQueryVariables>;
export const SportsQuickBetsModesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsQuickBetsModes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetsMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quickBetsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}}]}}]} as unknown as DocumentNode<SportsQuickBetsModesQuery, SportsQuickBetsModesQueryVariables>;
export const SportsQuickBetUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SportsQuickBetUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventQuickBetDetailsUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsQuickBetCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isInPlay"}},{"kind":"Field","name":{"kind":"Name","value":"liveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"countsDown"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"football"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possession"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"yardsFromGoal"}},{"kind":"Field","name":{"kind":"Name","value":"downAndDistance"}},{"kind":"Field","name":{"kind":"Name","value":"redZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseball"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balls"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"outs"}},{"kind":"Field","name":{"kind":"Name","value":"onFirst"}},{"kind":"Field","name":{"kind":"Name","value":"onSecond"}},{"kind":"Field","name":{"kind":"Name","value":"onThird"}},{"kind":"Field","name":{"kind":"Name","value":"homeBatting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tennis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentServer"}},{"kind":"Field","name":{"kind":"Name","value":"homeGameScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayGameScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soccer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeRedCards"}},{"kind":"Field","name":{"kind":"Name","value":"awayRedCards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hockey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePlayersInBox"}},{"kind":"Field","name":{"kind":"Name","value":"awayPlayersInBox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"darts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayLegScore"}},{"kind":"Field","name":{"kind":"Name","value":"thrower"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"mediumName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awayParticipant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsStatistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networks"}},{"kind":"Field","name":{"kind":"Name","value":"extraInformation"}},{"kind":"Field","name":{"kind":"Name","value":"marketCount"}},{"kind":"Field","name":{"kind":"Name","value":"liveStreamAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsQuickBetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickBetCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}}]} as unknown as DocumentNode<SportsQuickBetUpdatedSubscription, SportsQuickBetUpdatedSubscriptionVariables>;
export const SportsSeeAllLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsSeeAllLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OddsFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeAllLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"marketType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketType"}}},{"kind":"Argument","name":{"kind":"Name","value":"oddsFormat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oddsFormat"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeOddsTrend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeOddsTrend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"markets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMarket"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Odds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numeratorLong"}},{"kind":"Field","name":{"kind":"Name","value":"denominatorLong"}},{"kind":"Field","name":{"kind":"Name","value":"american"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formattedOdds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsSelection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsOdds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMarket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statisticAccrued"}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsSelection"}}]}}]}}]} as unknown as DocumentNode<SportsSeeAllLinesQuery, SportsSeeAllLinesQueryVariables>;
export const SportsMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportsMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMenuEntry"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMenuEntry"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMenuEntry"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsMenuEntry"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsMenuEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"liveCount"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}}]}}]}}]} as unknown as DocumentNode<SportsMenuQuery, SportsMenuQueryVariables>;
export const LiveEventsCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveEventsCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveEventsCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<LiveEventsCountQuery, LiveEventsCountQueryVariables>;
export const DepositAcknowledgementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositAcknowledgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requiresResponsibleGamingAcknowledgement"}},{"kind":"Field","name":{"kind":"Name","value":"depositAckModal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"showDepositAckModal"}},{"kind":"Field","name":{"kind":"Name","value":"depositAckType"}}]}}]}}]}}]} as unknown as DocumentNode<DepositAcknowledgementQuery, DepositAcknowledgementQueryVariables>;
export const PaymentProvidersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentProvidersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProvidersLandingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"preferredPaymentProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletProvider"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"supportsMethods"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}},{"kind":"Field","name":{"kind":"Name","value":"vendorInformation"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximumAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferredMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methodOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"}}]}}]} as unknown as DocumentNode<PaymentProvidersPageQuery, PaymentProvidersPageQueryVariables>;
export const DisplayPromoCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayPromoCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayPromoCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DisplayPromoCodeQuery, DisplayPromoCodeQueryVariables>;
export const ValidateDepositPromoCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateDepositPromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateDepositPromoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ValidateDepositPromoCodeQuery, ValidateDepositPromoCodeQueryVariables>;
export const PaymentFacilitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}}]}}]} as unknown as DocumentNode<PaymentFacilitiesQuery, PaymentFacilitiesQueryVariables>;
export const DepositValidateCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositValidateCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositValidateCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DepositValidateCreateMutation, DepositValidateCreateMutationVariables>;
export const DepositCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCreateResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCreateResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCreateResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DepositCreateMutation, DepositCreateMutationVariables>;
export const WithdrawalValidateCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawalValidateCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalValidateCreateV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawalValidateCreateMutation, WithdrawalValidateCreateMutationVariables>;
export const WithdrawalCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawalCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCreateResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCreateResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCreateResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WithdrawalCreateMutation, WithdrawalCreateMutationVariables>;
export const InteracWithdrawalCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InteracWithdrawalCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InteracWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interacWithdrawalCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCreateResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCreateResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCreateResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<InteracWithdrawalCreateMutation, InteracWithdrawalCreateMutationVariables>;
export const WireTransferDepositCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WireTransferDepositCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WireTransferDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wireTransferDepositCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCreateResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCreateResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCreateResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WireTransferDepositCreateMutation, WireTransferDepositCreateMutationVariables>;
export const FirstWireTransferWithdrawalCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FirstWireTransferWithdrawalCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WireTransferWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstWireTransferWithdrawalCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCreateResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCreateResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCreateResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FirstWireTransferWithdrawalCreateMutation, FirstWireTransferWithdrawalCreateMutationVariables>;
export const CreateConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receiptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConfirmationV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"receiptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receiptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCreateResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCreateResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCreateResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateConfirmationMutation, CreateConfirmationMutationVariables>;
export const PaymentMethodDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentMethodDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethodDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentMethodDeleteMutation, PaymentMethodDeleteMutationVariables>;
export const UpdateProviderExclusionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProviderExclusions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"providerCodes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProviderExclusions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"providerCodes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"providerCodes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProviderExclusionsMutation, UpdateProviderExclusionsMutationVariables>;
export const QuickDepositProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickDepositProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProvidersQuickDepositLandingPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"preferredPaymentProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletProvider"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"supportsMethods"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}},{"kind":"Field","name":{"kind":"Name","value":"vendorInformation"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximumAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferredMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methodOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"}}]}}]} as unknown as DocumentNode<QuickDepositProvidersQuery, QuickDepositProvidersQueryVariables>;
export const PaymentReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletReceipt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletReceipt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PaymentReceiptQuery, PaymentReceiptQueryVariables>;
export const PaymentReceiptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentReceipts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentReceipts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletReceipt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletReceipt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PaymentReceiptsQuery, PaymentReceiptsQueryVariables>;
export const WithdrawalCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawalCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receiptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalCancel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"receiptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receiptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCreateResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCreateResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCreateResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permitted"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WithdrawalCancelMutation, WithdrawalCancelMutationVariables>;
export const WalletBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]} as unknown as DocumentNode<WalletBalancesQuery, WalletBalancesQueryVariables>;
export const WalletAccountBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WalletAccountBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletMoney"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountLong"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAmount"}}]}}]} as unknown as DocumentNode<WalletAccountBalanceSubscription, WalletAccountBalanceSubscriptionVariables>;
export const PaymentsOriginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsOrigin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsOrigin"}}]}}]}}]} as unknown as DocumentNode<PaymentsOriginQuery, PaymentsOriginQueryVariables>;
export const StartupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Startup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"geoPacket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latLongParams"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LatLongInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"geoPacket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"geoPacket"}}},{"kind":"Argument","name":{"kind":"Name","value":"latLongParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latLongParams"}}},{"kind":"Argument","name":{"kind":"Name","value":"connectToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportsbookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"anonymousToken"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerIdentityTokenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"eventLiveStreamingBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"locationComplianceServiceUrls"}},{"kind":"Field","name":{"kind":"Name","value":"sportsbookWebsocketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"identityBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"singleSignOnClientId"}},{"kind":"Field","name":{"kind":"Name","value":"singleSignOnAuthorizeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webFooterDisclaimers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"hyperlinkText"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTime"}},{"kind":"Field","name":{"kind":"Name","value":"inactivityThresholdMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heartbeatIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"casinoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"searchDebounceMilliseconds"}},{"kind":"Field","name":{"kind":"Name","value":"monitoringSampleRate"}},{"kind":"Field","name":{"kind":"Name","value":"toolbarIcons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"regionalMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validRegion"}},{"kind":"Field","name":{"kind":"Name","value":"currentRegionCode"}},{"kind":"Field","name":{"kind":"Name","value":"currentCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddressShortRegionCode"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddressCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddressCity"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddressCheckTimerSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"responsibleGaming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"webUrl"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceModeContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"refreshIntervalSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cfWaitingRoom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inWaitingRoom"}},{"kind":"Field","name":{"kind":"Name","value":"refreshIntervalSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"overridden"}}]}}]}}]}}]} as unknown as DocumentNode<StartupQuery, StartupQueryVariables>;
export const SendOneTimeCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendOneTimeCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OneTimeCodeChannel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOneTimeCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"maskedDestination"}}]}}]}}]} as unknown as DocumentNode<SendOneTimeCodeMutation, SendOneTimeCodeMutationVariables>;
export const VerifyOneTimeCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyOneTimeCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oneTimeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OneTimeCodeSource"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyOneTimeCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oneTimeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oneTimeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}}]}}]}}]} as unknown as DocumentNode<VerifyOneTimeCodeMutation, VerifyOneTimeCodeMutationVariables>;
export const SessionAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"realityCheckinInterval"}},{"kind":"Field","name":{"kind":"Name","value":"currentTime"}}]}}]}}]} as unknown as DocumentNode<SessionAccountQuery, SessionAccountQueryVariables>;
export const HeartbeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Heartbeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"elapsedSeconds"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heartbeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"elapsedSeconds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"elapsedSeconds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heartbeat"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}}]}}]}}]} as unknown as DocumentNode<HeartbeatMutation, HeartbeatMutationVariables>;
export const FeatureFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"overridden"}}]}}]}}]} as unknown as DocumentNode<FeatureFlagsQuery, FeatureFlagsQueryVariables>;
export const SetFeatureFlagOverrideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFeatureFlagOverride"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFeatureFlagOverride"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"overridden"}}]}}]}}]} as unknown as DocumentNode<SetFeatureFlagOverrideMutation, SetFeatureFlagOverrideMutationVariables>;
export const UserPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oddsFormat"}}]}}]}}]} as unknown as DocumentNode<UserPreferencesQuery, UserPreferencesQueryVariables>;
export const SetUserPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oddsFormat"}}]}}]}}]} as unknown as DocumentNode<SetUserPreferencesMutation, SetUserPreferencesMutationVariables>;