import { Link } from 'react-router';
import { useQuery } from '@apollo/client';
import { ChevronRight, Clock, History, PauseCircle, ShieldOff } from 'lucide-react';
import type { RgLimitFieldsFragment, RgLimitType } from '@/graphql/graphql';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { LimitSlotCard } from './limit-slot-card';
import { rgPaths } from './limit-kinds';
import { RgLimitsDocument } from './rg-operations';
import { RgLoadError, RgPage, RgSkeleton } from './rg-page';

/** The groups of the overview, in order. */
export const LIMIT_GROUPS: readonly { type: RgLimitType; title: string }[] = [
  { type: 'DEPOSIT', title: 'Deposit limits' },
  { type: 'LOSS', title: 'Loss limits' },
  { type: 'SPEND', title: 'Spend limits' },
  { type: 'MAX_SINGLE_WAGER', title: 'Max single wager' },
  { type: 'DAILY_TIME', title: 'Session time limit' },
  { type: 'CHECK_IN_FREQUENCY', title: 'Reality check-in' },
];

/** The overview's sections: the money limits by type, then the per-wager and time settings together. */
const OVERVIEW_GROUPS: readonly { types: readonly RgLimitType[]; title: string }[] = [
  { types: ['DEPOSIT'], title: 'Deposit limits' },
  { types: ['LOSS'], title: 'Loss limits' },
  { types: ['SPEND'], title: 'Spend limits' },
  { types: ['MAX_SINGLE_WAGER', 'DAILY_TIME', 'CHECK_IN_FREQUENCY'], title: 'Wagering and time' },
];

export function LimitGroup({ title, limits, headingLevel = 2 }: { title: string; limits: RgLimitFieldsFragment[]; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <section className="rg-group" aria-label={title}>
      <H className="rg-group__title">{title}</H>
      <div className="rg-group__slots">
        {limits.map((l) => (
          <LimitSlotCard key={l.id} limit={l} link headingLevel={headingLevel === 2 ? 3 : 2} />
        ))}
      </div>
    </section>
  );
}

const BREAKS = [
  {
    to: rgPaths.coolOff,
    icon: PauseCircle,
    title: 'Take a cool-off',
    text: 'Step away for 24 hours up to 3 months. You are logged out at once and cannot bet or deposit until it ends.',
  },
  {
    to: rgPaths.selfExclusion,
    icon: ShieldOff,
    title: 'Self-exclude',
    text: 'Exclude yourself for 1 year, 5 years or for life. It cannot be shortened or undone.',
  },
  { to: rgPaths.history, icon: History, title: 'Limit history', text: 'Every limit you set, changed, confirmed or canceled.' },
];

/** `/account/responsible-gaming`: every limit slot, the break options and the history. */
export function ResponsibleGamingPage() {
  const { data, loading, error, refetch } = useQuery(RgLimitsDocument, { variables: {}, fetchPolicy: 'cache-and-network' });
  const limits = data?.limits ?? [];
  return (
    <RgPage
      title="Responsible Gaming"
      back={false}
      lead="Set limits on what you deposit, lose, spend and wager, how long you play, and how often we check in. Lowering a limit applies at once; raising or removing one waits until the current period ends and you confirm it."
    >
      {!data && loading ? (
        <RgSkeleton rows={3} />
      ) : !data && error ? (
        <RgLoadError onRetry={() => void refetch()} />
      ) : (
        OVERVIEW_GROUPS.map((g) => {
          const slots = g.types.flatMap((t) => limits.filter((l) => l.type === t));
          return slots.length ? <LimitGroup key={g.title} title={g.title} limits={slots} /> : null;
        })
      )}
      <section className="rg-group" aria-labelledby="rg-breaks">
        <h2 id="rg-breaks" className="rg-group__title">
          Take a break
        </h2>
        <ul className="rg-links">
          {BREAKS.map((b) => (
            <li key={b.to}>
              <Link to={b.to} className="rg-links__item">
                <b.icon size={22} aria-hidden="true" className="rg-links__icon" />
                <span className="rg-links__text">
                  <span className="rg-links__title">{b.title}</span>
                  <span className="rg-links__body">{b.text}</span>
                </span>
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
          <li>
            <Link to={rgPaths.limits} className="rg-links__item">
              <Clock size={22} aria-hidden="true" className="rg-links__icon" />
              <span className="rg-links__text">
                <span className="rg-links__title">All limits by type</span>
                <span className="rg-links__body">What each limit does and how it is counted.</span>
              </span>
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          </li>
        </ul>
      </section>
      <ProblemGamblingHelpLine />
    </RgPage>
  );
}
