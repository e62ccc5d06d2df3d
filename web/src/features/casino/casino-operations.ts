import { graphql } from '@/graphql/gql';

/**
 * The casino's operations (see /work/prompts/contract.md, the casino contract): the lobby, its
 * categories and games, the game page, the launch, the side menu, the player's balance while
 * playing, and the casino history (sessions, rounds, a round's detail).
 */
export const CasinoMoneyFragment = graphql(`
  fragment CasinoMoney on Money {
    amount
    amountLong
    currency
    formattedAmount
  }
`);

/** A jackpot's live amount (the subscriptions write it into the cache by its id). */
export const CasinoJackpotAmountFragment = graphql(`
  fragment CasinoJackpotAmount on CasinoJackpot {
    id
    slug
    name
    amount { ...CasinoMoney }
  }
`);

/** What a game tile shows (a feeding game: its jackpot's amount). */
export const CasinoGameTileFragment = graphql(`
  fragment CasinoGameTile on CasinoGame {
    id
    slug
    gameProviderGameId
    name
    kind
    categorySlug
    rtpPercent
    demoAvailable
    art
    jackpot { ...CasinoJackpotAmount }
  }
`);

/** A jackpot's last hit: how much and when (never who). */
export const CasinoJackpotLastHitFragment = graphql(`
  fragment CasinoJackpotLastHit on CasinoJackpot {
    id
    lastHit {
      amount { ...CasinoMoney }
      at
    }
  }
`);

/** The jackpot page: name, amount, last hit, the games that feed it. */
export const CasinoJackpotDocument = graphql(`
  query CasinoJackpot($slug: String!) {
    casinoJackpot(slug: $slug) {
      ...CasinoJackpotAmount
      ...CasinoJackpotLastHit
      games { ...CasinoGameTile }
    }
  }
`);

/** The jackpot page's live amount and last hit (at most every 500 ms). */
export const CasinoJackpotUpdatedDocument = graphql(`
  subscription CasinoJackpotUpdated($slug: String!) {
    casinoJackpotUpdated(slug: $slug) {
      ...CasinoJackpotAmount
      ...CasinoJackpotLastHit
    }
  }
`);

/** The lobby's live jackpot amounts (the tiles of feeding games share them by id). */
export const CasinoLobbyUpdatedDocument = graphql(`
  subscription CasinoLobbyUpdated {
    casinoLobbyUpdated {
      id
      jackpots { ...CasinoJackpotAmount }
    }
  }
`);

/** A category page's live tiles: the jackpot amounts of its feeding games. */
export const CasinoCategoryUpdatedDocument = graphql(`
  subscription CasinoCategoryUpdated($slug: String!) {
    casinoCategoryUpdated(slug: $slug) {
      id
      games(offset: 0, limit: 100) {
        items {
          id
          jackpot { ...CasinoJackpotAmount }
        }
      }
    }
  }
`);

/** The lobby: categories (paged by offset), each with its first 12 games. */
export const CasinoLobbyDocument = graphql(`
  query CasinoLobby($offset: Int!, $limit: Int!) {
    casinoLobby {
      id
      slug
      name
      jackpots { ...CasinoJackpotAmount }
      categories(offset: $offset, limit: $limit) {
        items {
          id
          slug
          name
          description
          games(limit: 12) {
            items { ...CasinoGameTile }
            offset
            limit
            totalCount
          }
        }
        offset
        limit
        totalCount
      }
    }
  }
`);

/** A category page: its games, paged by offset ("Load more"). */
export const CasinoCategoryDocument = graphql(`
  query CasinoCategory($slug: String!, $offset: Int!, $limit: Int!) {
    casinoCategory(slug: $slug) {
      id
      slug
      name
      description
      games(offset: $offset, limit: $limit) {
        items { ...CasinoGameTile }
        offset
        limit
        totalCount
      }
    }
  }
`);

/** The game page. */
export const CasinoGamePageDocument = graphql(`
  query CasinoGamePage($gameProviderGameId: String!) {
    casinoGamePage(gameProviderGameId: $gameProviderGameId) {
      ...CasinoGameTile
      gameProvider
      description
      minStake { ...CasinoMoney }
      maxStake { ...CasinoMoney }
      rules
      hasFreeWager
      freeWagerLabel
    }
  }
`);

/** The lobby's "play with rewards": the viewer's games with free rounds (UNAUTHENTICATED for visitors). */
export const CasinoPlayWithRewardsDocument = graphql(`
  query CasinoPlayWithRewards {
    casinoPlayWithRewards {
      game { ...CasinoGameTile }
      freeRoundsLeft
      badge
      label
      expiresAt
      promotionId
    }
  }
`);

/** A free-to-play promotion's card. */
export const CasinoFreeToPlayDocument = graphql(`
  query CasinoFreeToPlay($promotionId: String!) {
    casinoFreeToPlay(promotionId: $promotionId) {
      id
      title
      description
      active
      roundsPerDay
      roundsLeftToday
      nextResetAt
      label
      stake { ...CasinoMoney }
      game { ...CasinoGameTile }
    }
  }
`);

/** Launches a free-to-play promotion's game with the day's free rounds. */
export const LaunchFreeToPlayGameDocument = graphql(`
  mutation LaunchFreeToPlayGame($promotionId: String!) {
    launchFreeToPlayGame(promotionId: $promotionId) {
      launch {
        launchUrl
        error {
          code
          message
        }
      }
      freeRounds {
        id
        roundsLeft
        label
      }
    }
  }
`);

/** Records the first casino visit (dismisses the welcome card for good). */
export const MarkCasinoVisitedDocument = graphql(`
  mutation MarkCasinoVisited {
    markCasinoVisited
  }
`);

/** Starts a game: a launch URL for the frame, or why not. */
export const LaunchCasinoGameDocument = graphql(`
  mutation LaunchCasinoGame($gameSlug: String!, $demo: Boolean!) {
    launchCasinoGame(gameSlug: $gameSlug, demo: $demo) {
      launchUrl
      gameSession {
        id
        active
        openedAt
      }
      error {
        code
        message
      }
    }
  }
`);

/**
 * The player's balance above the game frame and the casino restriction's end. The account is
 * the entity the header's wallet box reads (`Account:{id}`, balances merged), so a refetch of
 * either shows everywhere.
 */
export const CasinoBalanceDocument = graphql(`
  query CasinoBalance {
    account {
      id
      balances {
        playableBalance { ...CasinoMoney }
      }
      casinoRestriction {
        active
        expiresAt
      }
    }
  }
`);

/** The casino's side menu (two levels). */
export const CasinoMenuDocument = graphql(`
  query CasinoMenu {
    casinoMenu {
      id
      label
      path
      icon
      children {
        id
        label
        path
        icon
      }
    }
  }
`);

/** The casino history: the player's sessions, newest first, paged by offset. */
export const CasinoGameSessionsDocument = graphql(`
  query CasinoGameSessions($offset: Int!, $limit: Int!) {
    casinoGameSessions(offset: $offset, limit: $limit) {
      items {
        id
        active
        openedAt
        closedAt
        roundCount
        staked { ...CasinoMoney }
        won { ...CasinoMoney }
        game { id name }
      }
      offset
      limit
      totalCount
    }
  }
`);

export const CasinoRoundFieldsFragment = graphql(`
  fragment CasinoRoundFields on CasinoRound {
    roundId
    sessionId
    gameName
    staked { ...CasinoMoney }
    won { ...CasinoMoney }
    net { ...CasinoMoney }
    startedAt
    updatedAt
    jackpotWon { ...CasinoMoney }
  }
`);

/** One session with its rounds (oldest first). */
export const CasinoGameSessionDocument = graphql(`
  query CasinoGameSession($id: ID!) {
    casinoGameSession(id: $id) {
      id
      active
      openedAt
      closedAt
      roundCount
      staked { ...CasinoMoney }
      won { ...CasinoMoney }
      game { id name }
      rounds { ...CasinoRoundFields }
    }
  }
`);

/** One round. */
export const CasinoRoundDetailDocument = graphql(`
  query CasinoRoundDetail($sessionId: ID!, $roundId: String!) {
    casinoRoundDetail(sessionId: $sessionId, roundId: $roundId) {
      ...CasinoRoundFields
    }
  }
`);
