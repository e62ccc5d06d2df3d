import { useQuery } from '@apollo/client';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { LimitSlotCard } from './limit-slot-card';
import { LIMIT_GROUPS } from './overview-page';
import { RgLimitsDocument } from './rg-operations';
import { RgLoadError, RgPage, RgSkeleton } from './rg-page';

/** `/account/responsible-gaming/limit`: the limits by type, each with what it does. */
export function LimitsPage() {
  const { data, loading, error, refetch } = useQuery(RgLimitsDocument, { variables: {}, fetchPolicy: 'cache-and-network' });
  const limits = data?.limits ?? [];
  const groups = LIMIT_GROUPS.map((g) => ({ ...g, slots: limits.filter((l) => l.type === g.type) })).filter((g) => g.slots.length > 0);
  return (
    <RgPage title="Limits" lead="Choose a limit type to see what it does, what you have used this period and what is pending.">
      {!data && loading ? (
        <RgSkeleton />
      ) : !data && error ? (
        <RgLoadError onRetry={() => void refetch()} />
      ) : groups.length ? (
        <Tabs defaultValue={groups[0]?.type} className="rg-tabs">
          <TabsList aria-label="Limit types" className="rg-tabs__list">
            {groups.map((g) => (
              <TabsTrigger key={g.type} value={g.type}>
                {g.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {groups.map((g) => (
            <TabsContent key={g.type} value={g.type} className="rg-stack">
              {g.slots[0]?.body ? <p className="rg-page__lead">{g.slots[0].body}</p> : null}
              <div className="rg-group__slots">
                {g.slots.map((l) => (
                  <LimitSlotCard key={l.id} limit={l} link headingLevel={2} />
                ))}
              </div>
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </RgPage>
  );
}
