import { create } from 'zustand';

/** At this width or less the side menu is a drawer and collapses (see docs/product/shell-and-identity.md). */
export const NAV_BREAKPOINT = 1435;
/** Wider than the breakpoint: the full menu shows beside the content. */
export const WIDE_QUERY = `(min-width: ${NAV_BREAKPOINT + 1}px)`;
/** From tablet width the collapsed 80 px rail stays visible; below it only the drawer exists. */
export const RAIL_QUERY = '(min-width: 768px)';

const COLLAPSED_KEY = 'side-nav-collapsed';

function readCollapsed(): boolean | null {
  try {
    const v = localStorage.getItem(COLLAPSED_KEY);
    return v === null ? null : v === 'true';
  } catch {
    return null;
  }
}

interface SideNavState {
  /** Drawer (overlay) open. */
  drawerOpen: boolean;
  /** Rail collapsed to 80 px (true) or expanded to the full menu (false). */
  collapsed: boolean;
  wide: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** The menu button: toggles the full menu when wide, opens the drawer otherwise. */
  toggle: () => void;
  /** Follows the breakpoint: at or below it collapse, above it expand and close the drawer. */
  syncToWidth: (wide: boolean) => void;
}

export const useSideNavStore = create<SideNavState>((set, get) => ({
  drawerOpen: false,
  collapsed: true,
  wide: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  toggle: () => {
    const { wide, collapsed, drawerOpen } = get();
    if (wide) {
      const next = !collapsed;
      try {
        localStorage.setItem(COLLAPSED_KEY, String(next));
      } catch {
        // Not persisted in private mode.
      }
      set({ collapsed: next });
    } else {
      set({ drawerOpen: !drawerOpen });
    }
  },
  syncToWidth: (wide) => {
    if (wide) {
      // Above the breakpoint the menu expands (unless the person collapsed it there) and an open drawer closes.
      set({ wide, collapsed: readCollapsed() ?? false, drawerOpen: false });
    } else {
      set({ wide, collapsed: true });
    }
  },
}));
