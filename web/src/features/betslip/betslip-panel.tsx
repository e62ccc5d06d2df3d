import { useEffect, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useLocation, useNavigate } from 'react-router';
import { Dialog as RadixDialog } from 'radix-ui';
import { ArrowLeft, ChevronDown, ChevronsRight, CircleCheck, Info, Receipt, Trash2, Wallet, X } from 'lucide-react';
import type { BetslipFieldsFragment } from '@/graphql/graphql';
import { useStartup } from '@/shared/api/use-startup';
import { useAuth } from '@/shared/auth/use-auth';
import { loginPathFor } from '@/shared/auth/session-controller';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { useOddsVariables } from '@/shared/odds/use-odds-format';
import { Button, IconButton } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { toast } from '@/shared/ui/toast-store';
import { hasNonZeroDigit } from './amount-rules';
import { mutateSlip, type Client } from './betslip-client';
import { BetslipClearDocument, BetslipClearTeaserDocument, BetslipDocument, BetslipReplaceDocument, FirstWagerRgModalDocument } from './betslip-operations';
import { slipShape, useBetslipStore } from './betslip-store';
import { useBetslipReady } from './betslip-sync';
import { Banners } from './banners';
import { placeButtonState, type ButtonState } from './button-rules';
import { DraftBetCard } from './draft-bet-card';
import { FirstWagerModal } from './first-wager-modal';
import { readLocalFlag, readReuseSelections, writeLocalFlag, writeReuseSelections } from './local-flags';
import { LocationWarningModal } from './location-warning-modal';
import { PlacementConfirmation } from './placement-confirmation';
import { RgLimitAlert } from './rg-limit-alert';
import { tabView, type SlipError, type TabView } from './slip-view';
import { visibleTab, type BetslipTab } from './tab-rules';
import { usePlacement } from './use-placement';
import { useSlipAction } from './use-slip-action';
import './betslip.css';

/** The wallet deposit page (the Deposit action of the place button). */
export const DEPOSIT_PATH = '/account/wallet/deposit';
/** At or above this width the betslip is a column beside the content (380 px). */
export const BETSLIP_COLUMN_QUERY = '(min-width: 1200px)';

export const CLEAR_BETSLIP = { title: 'Clear Betslip?', description: 'This will remove all the bets in your betslip.' } as const;
export const CLEAR_TEASER = { title: 'Clear Teaser Section?', description: 'This will only clear the bets appearing on the teaser section of your betslip.' } as const;

/** Renders the wallet's quick deposit form; `onDone` returns to the slip (composed by the app). */
export type QuickDepositSlot = (onDone: () => void) => ReactNode;

function useSlip(): { slip: BetslipFieldsFragment | null; loading: boolean; failed: boolean; retry: () => void } {
  const ready = useBetslipReady();
  const variables = useOddsVariables();
  const { data, loading, error, refetch } = useQuery(BetslipDocument, { variables, skip: !ready, fetchPolicy: 'cache-first' });
  const slip = data?.betslip ?? null;
  return { slip, loading: !ready || (loading && !slip), failed: Boolean(error) && !slip && !loading, retry: () => void refetch().catch(() => undefined) };
}

function RoundRobinDrawer({ bets }: { bets: TabView['roundRobins'] }) {
  const [open, setOpen] = useState(false);
  if (!bets.length) return null;
  return (
    <div className="bs-drawer" data-open={open || undefined}>
      <button type="button" className="bs-drawer__toggle" aria-expanded={open} aria-controls="bs-round-robins" onClick={() => setOpen((o) => !o)}>
        <span>Round Robin</span>
        <span className="bs-drawer__hint">{bets.length} options</span>
        <ChevronDown size={16} aria-hidden="true" className="bs-drawer__chevron" />
      </button>
      <div id="bs-round-robins" className="bs-drawer__body" hidden={!open}>
        {bets.map((b) => (
          <DraftBetCard key={b.id} bet={b} />
        ))}
      </div>
    </div>
  );
}

function PlaceFooter({ slip, tab, view }: { slip: BetslipFieldsFragment; tab: BetslipTab; view: TabView }) {
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const { data: startup } = useStartup();
  const optimizations = useFeatureFlag('oddsChangeOptimizations');
  const pending = useBetslipStore((s) => Object.keys(s.pendingAmounts).length > 0);
  const placement = usePlacement(tab);
  const [warning, setWarning] = useState(false);
  // The first-wager modal: asked of the server once per mount, shown before the first placement.
  const firstWager = useQuery(FirstWagerRgModalDocument, { skip: !isLoggedIn, fetchPolicy: 'network-only' });
  const [firstWagerAction, setFirstWagerAction] = useState<(() => void) | null>(null);
  const firstWagerSeen = useBetslipStore((s) => s.firstWagerSeen);
  const setFirstWagerSeen = useBetslipStore((s) => s.setFirstWagerSeen);
  const [keep, setKeep] = useState(() => readLocalFlag('keepPicksInBetslip'));
  // The region flag: the startup's, and the slip's own ANONYMOUS_REGION for a visitor.
  const validRegion = (startup?.regionalMetadata?.validRegion ?? true) && !view.displayTypes.includes('ANONYMOUS_REGION');
  const placementErrors = useBetslipStore((s) => s.placementErrors);
  const [limitAlert, setLimitAlert] = useState<SlipError | null>(null);
  useEffect(() => {
    const refused = placementErrors.find((e) => e.displayType === 'RG_LIMIT');
    if (refused) setLimitAlert(refused);
  }, [placementErrors]);
  const amountText = (view.placeable[0] ?? view.bets[0])?.betAmount.amountLong ?? '';

  const button: ButtonState = placeButtonState({
    loggedIn: isLoggedIn,
    selections: slip.numberOfSelections,
    busy: placement.busy,
    placed: placement.placed,
    amountsUpdating: pending,
    displayTypes: view.displayTypes,
    optimizations,
    totalCents: view.totalCents,
    placeableBets: view.placeable.length,
    amountHasNonZeroDigit: hasNonZeroDigit(amountText),
  });

  const location = useLocation();
  const login = () => void navigate(loginPathFor('logged-out', `${location.pathname}${location.search}`));
  const beforeFirstWager = (action: () => void) => {
    if (firstWager.data?.firstWagerRgModal && !firstWagerSeen) setFirstWagerAction(() => action);
    else action();
  };
  const click = () => {
    switch (button.action) {
      case 'login':
        if (!validRegion && !readLocalFlag('hideLocationWarningModal')) setWarning(true);
        else login();
        return;
      case 'place':
        beforeFirstWager(() => void placement.place(slip));
        return;
      case 'acceptAndPlace':
        beforeFirstWager(() => void placement.acceptAndPlace(slip));
        return;
      case 'accept':
        void placement.accept();
        return;
      case 'deposit':
        void navigate(DEPOSIT_PATH);
        return;
      case 'none':
        return;
    }
  };

  return (
    <div className="bs-footer">
      <Banners errors={view.banners} onAcceptChanges={() => void placement.accept()} />
      <dl className="bs-totals">
        <div>
          <dt>Total bet</dt>
          <dd>
            <Money cents={view.totalCents} />
          </dd>
        </div>
        <div>
          <dt>Potential return</dt>
          <dd>
            <Money cents={view.returnCents} />
          </dd>
        </div>
        {view.boostedReturnCents > view.returnCents ? (
          <div>
            <dt>Boosted return</dt>
            <dd>
              <Money cents={view.boostedReturnCents} />
            </dd>
          </div>
        ) : null}
      </dl>
      {isLoggedIn ? (
        <label className="bs-check">
          <input
            type="checkbox"
            checked={keep}
            onChange={(e) => {
              setKeep(e.target.checked);
              writeLocalFlag('keepPicksInBetslip', e.target.checked);
            }}
          />
          Keep picks in betslip after placing
        </label>
      ) : null}
      <Button block size="lg" className="bs-place" loading={button.loading} disabled={button.disabled} variant={button.label === 'Bet Placed' ? 'secondary' : 'primary'} icon={button.label === 'Bet Placed' ? <CircleCheck size={18} aria-hidden="true" /> : undefined} onClick={click}>
        {button.label}
      </Button>
      <FirstWagerModal
        open={firstWagerAction !== null}
        onClose={() => setFirstWagerAction(null)}
        onContinue={() => {
          const action = firstWagerAction;
          setFirstWagerAction(null);
          setFirstWagerSeen();
          action?.();
        }}
      />
      <RgLimitAlert error={limitAlert} onClose={() => setLimitAlert(null)} />
      <LocationWarningModal
        open={warning}
        onClose={() => setWarning(false)}
        onContinue={() => {
          setWarning(false);
          login();
        }}
      />
    </div>
  );
}

function EmptySlip() {
  const client = useApolloClient() as Client;
  const reuseEnabled = useFeatureFlag('reuseSelections');
  const [firstVisit] = useState(() => !readLocalFlag('firstMount'));
  const [reuse, setReuse] = useState(() => readReuseSelections());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    writeLocalFlag('firstMount', true);
  }, []);
  const reuseAll = async () => {
    setBusy(true);
    try {
      const selections = reuse.map((r) => ({ selectionId: r.selectionId, odds: { numeratorLong: r.numerator, denominatorLong: r.denominator }, selectionOrigin: 'reuse-selections' }));
      // The last placement's picks become the slip again (it is empty while this is offered).
      await mutateSlip(client, BetslipReplaceDocument, { selections, mergeBetslip: false }, 'betslipReplace');
      writeReuseSelections([]);
      setReuse([]);
    } catch {
      toast({ id: 'selection-failed', title: 'Something went wrong while adding your bet to your betslip. Please try again later.', variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bs-empty">
      <EmptyState
        icon={<Receipt size={28} aria-hidden="true" />}
        title="Your betslip is empty"
        headingLevel={3}
        action={
          reuseEnabled && reuse.length ? (
            <Button variant="outline" loading={busy} onClick={() => void reuseAll()}>
              Reuse Selections ({reuse.length})
            </Button>
          ) : undefined
        }
      >
        {firstVisit ? 'Pick a price on any game to add it here. Add two or more to build a parlay, a teaser or a round robin.' : 'Tap the odds of any selection to add it here.'}
      </EmptyState>
    </div>
  );
}

function BetslipBody({ slip }: { slip: BetslipFieldsFragment }) {
  const run = useSlipAction();
  const teaserEnabled = useFeatureFlag('teaser');
  const rebrand = useFeatureFlag('parlayPlusRebrand');
  const roundRobins = useFeatureFlag('roundRobins');
  const chosen = useBetslipStore((s) => s.tab);
  const placementErrors = useBetslipStore((s) => s.placementErrors);
  const tabEvent = useBetslipStore((s) => s.tabEvent);
  const [confirm, setConfirm] = useState<'all' | 'teaser' | null>(null);
  const tab = visibleTab(chosen, teaserEnabled, slipShape(slip));
  const view = tabView(slip, tab, roundRobins, placementErrors);

  const clear = async () => {
    const which = confirm;
    setConfirm(null);
    if (which === 'all') {
      if (await run(BetslipClearDocument, {}, 'betslipClear')) tabEvent({ type: 'cleared' });
    } else if (which === 'teaser') {
      const next = await run(BetslipClearTeaserDocument, {}, 'betslipClearTeaser');
      if (next) tabEvent({ type: 'teaserCleared', slip: slipShape(next) });
    }
  };

  if (slip.numberOfSelections === 0) return <EmptySlip />;
  return (
    <>
      <Tabs value={tab} onValueChange={(v) => tabEvent({ type: 'manual', tab: v as BetslipTab })} className="bs-tabs">
        <TabsList aria-label="Bet types" className="bs-tabs__list">
          <TabsTrigger value="straight">Straight</TabsTrigger>
          <TabsTrigger value="parlay">{rebrand ? 'Parlay+' : 'Parlay'}</TabsTrigger>
          {teaserEnabled ? <TabsTrigger value="teaser">Teaser</TabsTrigger> : null}
        </TabsList>
        <TabsContent value={tab} className="bs-scroll">
          {view.bets.length === 0 && view.roundRobins.length === 0 ? (
            <p className="bs-note">
              <Info size={14} aria-hidden="true" />
              {tab === 'parlay' ? 'A parlay needs 2 or more selections.' : tab === 'teaser' ? 'Teasers need 2 or more football or basketball spread or total selections.' : 'No straight bets.'}
            </p>
          ) : null}
          {view.bets.map((b) => (
            <DraftBetCard key={b.id} bet={b} />
          ))}
          {tab === 'parlay' ? <RoundRobinDrawer bets={view.roundRobins} /> : null}
          <div className="bs-scroll__actions">
            {tab === 'teaser' && view.bets.length ? (
              <Button variant="ghost" size="sm" icon={<Trash2 size={14} aria-hidden="true" />} onClick={() => setConfirm('teaser')}>
                Clear Teaser
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" icon={<Trash2 size={14} aria-hidden="true" />} onClick={() => setConfirm('all')}>
              Clear Betslip
            </Button>
          </div>
        </TabsContent>
      </Tabs>
      <PlaceFooter slip={slip} tab={tab} view={view} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => (o ? undefined : setConfirm(null))}
        title={confirm === 'teaser' ? CLEAR_TEASER.title : CLEAR_BETSLIP.title}
        description={confirm === 'teaser' ? CLEAR_TEASER.description : CLEAR_BETSLIP.description}
        confirmLabel="Clear"
        tone="danger"
        onConfirm={() => void clear()}
      />
    </>
  );
}

/** The panel's content: header, the betslip or quick deposit view. */
export function BetslipContent({ quickDeposit, onCollapse, collapseLabel }: { quickDeposit?: QuickDepositSlot; onCollapse: () => void; collapseLabel: string }) {
  const { slip, loading, failed, retry } = useSlip();
  const { isLoggedIn } = useAuth();
  const quickDepositFlag = useFeatureFlag('quickDeposit');
  const view = useBetslipStore((s) => s.view);
  const placed = useBetslipStore((s) => s.placed);
  const confirmation = useBetslipStore((s) => s.confirmation);
  const setConfirmation = useBetslipStore((s) => s.setConfirmation);
  const setView = useBetslipStore((s) => s.setView);
  const depositCompleted = useBetslipStore((s) => s.depositCompleted);
  const [hideTip, setHideTip] = useState(() => readLocalFlag('hideQuickDepositTooltip'));
  const count = slip?.numberOfSelections ?? 0;
  const canQuickDeposit = isLoggedIn && quickDepositFlag && Boolean(quickDeposit);
  const showDeposit = canQuickDeposit && view === 'quickDeposit';

  return (
    <section className="bs-panel" aria-label="Betslip">
      <header className="bs-header">
        <h2 className="bs-header__title">
          Betslip
          <span className="bs-count">
            {count}
            <span className="sr-only"> {count === 1 ? 'selection' : 'selections'}</span>
          </span>
        </h2>
        {canQuickDeposit ? (
          <Button size="sm" variant={showDeposit ? 'secondary' : 'outline'} icon={<Wallet size={14} aria-hidden="true" />} aria-pressed={showDeposit} onClick={() => setView(showDeposit ? 'betslip' : 'quickDeposit')}>
            Quick Deposit
          </Button>
        ) : null}
        <IconButton label={collapseLabel} icon={collapseLabel.startsWith('Close') ? <X size={18} aria-hidden="true" /> : <ChevronsRight size={18} aria-hidden="true" />} onClick={onCollapse} />
      </header>
      {canQuickDeposit && !hideTip && !showDeposit ? (
        <div className="bs-tip bs-tip--header" role="note">
          <Info size={14} aria-hidden="true" />
          <span>Short on funds? Top up with Quick Deposit without leaving your betslip.</span>
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              writeLocalFlag('hideQuickDepositTooltip', true);
              setHideTip(true);
            }}
          >
            Got it
          </Button>
        </div>
      ) : null}
      {showDeposit && quickDeposit ? (
        <div className="bs-deposit">
          <Button variant="link" size="sm" icon={<ArrowLeft size={14} aria-hidden="true" />} onClick={() => setView('betslip')}>
            Back to Betslip
          </Button>
          {quickDeposit(depositCompleted)}
        </div>
      ) : failed ? (
        <div className="bs-empty">
          <EmptyState icon={<Receipt size={28} aria-hidden="true" />} title="We couldn't load your betslip" headingLevel={3} action={<Button variant="outline" onClick={retry}>Try again</Button>}>
            Check your connection and try again. Your picks are kept.
          </EmptyState>
        </div>
      ) : loading || !slip ? (
        <div className="bs-loading" aria-busy="true">
          <Skeleton height={96} radius={12} />
          <Skeleton height={96} radius={12} />
        </div>
      ) : (
        <BetslipBody slip={slip} />
      )}
      <PlacementConfirmation bets={confirmation} onClose={() => setConfirmation(null)} />
      <p className={placed ? 'bs-placed' : 'sr-only'} role="status" aria-live="polite">
        {placed ? (
          <>
            <CircleCheck size={16} aria-hidden="true" /> Bet Placed
          </>
        ) : null}
      </p>
    </section>
  );
}

function FloatingButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <button type="button" className="bs-fab" onClick={onClick}>
      <Receipt size={18} aria-hidden="true" />
      <span>Betslip</span>
      <span className="bs-fab__count">
        {count}
        <span className="sr-only"> {count === 1 ? 'selection' : 'selections'}</span>
      </span>
    </button>
  );
}

/**
 * The betslip (see docs/product/betslip.md): a sticky 380 px column beside the content on wide
 * screens (collapsible to the floating Betslip button), a full-height sheet opened from the
 * floating button on phones and tablets.
 */
export function BetslipPanel({ quickDeposit }: { quickDeposit?: QuickDepositSlot }) {
  const wide = useMediaQuery(BETSLIP_COLUMN_QUERY);
  const { slip } = useSlip();
  const collapsed = useBetslipStore((s) => s.collapsed);
  const setCollapsed = useBetslipStore((s) => s.setCollapsed);
  const open = useBetslipStore((s) => s.open);
  const setOpen = useBetslipStore((s) => s.setOpen);
  const count = slip?.numberOfSelections ?? 0;

  if (wide && !collapsed) {
    return (
      <div className="bs-column">
        <BetslipContent quickDeposit={quickDeposit} collapseLabel="Collapse betslip" onCollapse={() => setCollapsed(true)} />
      </div>
    );
  }
  if (wide) return <FloatingButton count={count} onClick={() => setCollapsed(false)} />;
  return (
    <>
      {!open ? <FloatingButton count={count} onClick={() => setOpen(true)} /> : null}
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="overlay overlay--sheet" />
          <RadixDialog.Content className="bs-sheet" aria-describedby={undefined}>
            <RadixDialog.Title className="sr-only">Betslip</RadixDialog.Title>
            <BetslipContent quickDeposit={quickDeposit} collapseLabel="Close betslip" onCollapse={() => setOpen(false)} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}
