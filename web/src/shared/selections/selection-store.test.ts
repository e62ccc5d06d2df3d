import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/shared/ui/toast-store';
import {
  ADD_SELECTION_FAILED,
  localSelectionAdapter,
  setSelectionAdapter,
  SELECTIONS_STORAGE_KEY,
  useSelectionStore,
  type SelectionCandidate,
} from './selection-store';

const PICK: SelectionCandidate = { selectionId: 's1', marketId: 'm1', eventId: 'e1', numerator: '3', denominator: '2', origin: 'table-card' };

describe('selection store', () => {
  beforeEach(() => {
    useSelectionStore.setState({ selected: {}, pending: {} });
    useToastStore.getState().clear();
  });
  afterEach(() => {
    setSelectionAdapter(localSelectionAdapter);
  });

  it('adds and removes picks locally, and keeps them across a reload', async () => {
    await useSelectionStore.getState().toggle(PICK);
    expect(Object.keys(useSelectionStore.getState().selected)).toEqual(['s1']);
    expect(JSON.parse(localStorage.getItem(SELECTIONS_STORAGE_KEY) ?? '{}').state.selected.s1.marketId).toBe('m1');
    await useSelectionStore.getState().toggle(PICK);
    expect(useSelectionStore.getState().selected).toEqual({});
  });

  it('goes through the injected adapter: one call to swap in the betslip', async () => {
    const add = vi.fn().mockResolvedValue(undefined);
    const remove = vi.fn().mockResolvedValue(undefined);
    setSelectionAdapter({ add, remove });
    await useSelectionStore.getState().toggle(PICK);
    expect(add).toHaveBeenCalledWith(PICK);
    await useSelectionStore.getState().toggle(PICK);
    expect(remove).toHaveBeenCalledWith('s1');
  });

  it('shows the pick at once and takes it back with the spec toast when the add fails', async () => {
    let fail: (e: Error) => void = () => {};
    setSelectionAdapter({ add: () => new Promise((_, reject) => (fail = reject)), remove: () => Promise.resolve() });
    const done = useSelectionStore.getState().toggle(PICK);
    expect(useSelectionStore.getState().selected.s1).toBeDefined();
    expect(useSelectionStore.getState().pending.s1).toBe(true);
    // A second click while the call is under way is ignored.
    await useSelectionStore.getState().toggle(PICK);
    fail(new Error('network'));
    await done;
    expect(useSelectionStore.getState().selected).toEqual({});
    expect(useSelectionStore.getState().pending).toEqual({});
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual([ADD_SELECTION_FAILED]);
  });

  it('adds a featured card in one adapter call (only legs not yet picked); a refusal puts them all back', async () => {
    const P2: SelectionCandidate = { ...PICK, selectionId: 's2' };
    const P3: SelectionCandidate = { ...PICK, selectionId: 's3' };
    useSelectionStore.setState({ selected: { s1: PICK } });
    const add = vi.fn().mockResolvedValue(undefined);
    const addFeatured = vi.fn().mockResolvedValue(undefined);
    setSelectionAdapter({ add, remove: () => Promise.resolve(), addFeatured });
    await useSelectionStore.getState().addFeatured('featured-parlay:s1+s2+s3', [PICK, P2, P3]);
    expect(addFeatured).toHaveBeenCalledWith('featured-parlay:s1+s2+s3', [P2, P3]);
    expect(add).not.toHaveBeenCalled();
    expect(Object.keys(useSelectionStore.getState().selected)).toEqual(['s1', 's2', 's3']);

    useSelectionStore.setState({ selected: { s1: PICK } });
    setSelectionAdapter({ add, remove: () => Promise.resolve(), addFeatured: () => Promise.reject(new Error('closed')) });
    await useSelectionStore.getState().addFeatured('featured-parlay:s1+s2+s3', [PICK, P2, P3]);
    expect(Object.keys(useSelectionStore.getState().selected)).toEqual(['s1']);
    expect(useSelectionStore.getState().pending).toEqual({});
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual([ADD_SELECTION_FAILED]);
  });

  it('without a featured call in the adapter, a card’s legs are added one by one', async () => {
    const add = vi.fn().mockResolvedValue(undefined);
    setSelectionAdapter({ add, remove: () => Promise.resolve() });
    await useSelectionStore.getState().addFeatured('featured-parlay:s1+s2', [PICK, { ...PICK, selectionId: 's2' }]);
    expect(add.mock.calls.map(([c]) => (c as SelectionCandidate).selectionId)).toEqual(['s1', 's2']);
  });

  it('puts a pick back when its removal fails', async () => {
    useSelectionStore.setState({ selected: { s1: PICK } });
    setSelectionAdapter({ add: () => Promise.resolve(), remove: () => Promise.reject(new Error('no')) });
    await useSelectionStore.getState().toggle(PICK);
    expect(useSelectionStore.getState().selected.s1).toEqual(PICK);
  });

  it('takes the server betslip as the truth', () => {
    useSelectionStore.setState({ selected: { s1: PICK } });
    useSelectionStore.getState().replaceSelections([{ ...PICK, selectionId: 's2' }]);
    expect(Object.keys(useSelectionStore.getState().selected)).toEqual(['s2']);
  });
});
