import { Link } from 'react-router';
import { formatMoney } from '@/shared/format/money';
import type { CasinoGameTileFragment } from '@/graphql/graphql';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { casinoPaths } from './casino-paths';
import { GameArt } from './game-art';
import { JackpotAmount } from './jackpot-amount';

/** "95.97% RTP". */
export function rtpLabel(rtpPercent: number): string {
  return `${rtpPercent.toFixed(2)}% RTP`;
}

/**
 * A game of a row or grid: its art, name, RTP, "Demo" badge and, for a game that feeds a
 * jackpot, the jackpot's live amount; opens the game page. Screen readers hear the name first
 * ("Gold Rush Reels, 95.97% RTP, demo available, feeds Gold Rush Mega").
 */
export function GameTile({ game, base, categorySlug }: { game: CasinoGameTileFragment; base: string; categorySlug?: string }) {
  return (
    <li className="game-tile">
      <Link
        className="game-tile__link"
        to={casinoPaths.game(categorySlug ?? game.categorySlug, game.gameProviderGameId, base)}
        aria-label={`${game.name}, ${rtpLabel(game.rtpPercent)}${game.demoAvailable ? ', demo available' : ''}${game.jackpot ? `, feeds ${game.jackpot.name} (${formatMoney(game.jackpot.amount)})` : ''}`}
      >
        <span className="game-tile__art">
          <GameArt art={game.art} />
          {game.demoAvailable ? (
            <span className="game-tile__badge">
              <Badge tone="info">Demo</Badge>
            </span>
          ) : null}
        </span>
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__rtp">{rtpLabel(game.rtpPercent)}</span>
        {game.jackpot ? (
          <span className="game-tile__jackpot">
            <span className="game-tile__jackpot-name">{game.jackpot.name}</span>
            <JackpotAmount money={game.jackpot.amount} announce={false} />
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** Placeholders while games load, with a status for screen readers. */
export function TilesSkeleton({ count = 6, label = 'Loading games' }: { count?: number; label?: string }) {
  return (
    <div className="casino-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="game-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="game-tile game-tile--placeholder">
            <Skeleton height="auto" radius={12} className="game-tile__art-skeleton" />
            <Skeleton width="70%" height={16} />
            <Skeleton width="40%" height={12} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A read that failed: what happened and a retry. */
export function CasinoLoadError({ title = 'We could not load the casino', onRetry, headingLevel = 2 }: { title?: string; onRetry: () => void; headingLevel?: 1 | 2 | 3 }) {
  return (
    <div role="alert">
      <EmptyState title={title} headingLevel={headingLevel} action={<Button onClick={onRetry}>Try again</Button>}>
        Please check your connection and try again.
      </EmptyState>
    </div>
  );
}
