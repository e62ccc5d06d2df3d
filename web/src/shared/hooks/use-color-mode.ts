import { useEffect } from 'react';
import { create } from 'zustand';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_KEY = 'color-mode';

function storedMode(): ColorMode | null {
  try {
    const v = localStorage.getItem(COLOR_MODE_KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

function systemMode(): ColorMode {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** The stored choice, else the system preference. */
export function initialColorMode(): ColorMode {
  return storedMode() ?? systemMode();
}

interface ColorModeState {
  mode: ColorMode;
  /** True once the person picked a mode; until then the system preference is followed. */
  chosen: boolean;
  setMode: (mode: ColorMode) => void;
  toggle: () => void;
}

function apply(mode: ColorMode) {
  document.documentElement.dataset.colorMode = mode;
}

export const useColorModeStore = create<ColorModeState>((set, get) => ({
  mode: initialColorMode(),
  chosen: storedMode() !== null,
  setMode: (mode) => {
    try {
      localStorage.setItem(COLOR_MODE_KEY, mode);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    apply(mode);
    set({ mode, chosen: true });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));

/** Current colour mode with setters; follows the system until the person chooses. */
export function useColorMode() {
  const mode = useColorModeStore((s) => s.mode);
  const chosen = useColorModeStore((s) => s.chosen);
  const setMode = useColorModeStore((s) => s.setMode);
  const toggle = useColorModeStore((s) => s.toggle);

  useEffect(() => {
    apply(mode);
  }, [mode]);

  useEffect(() => {
    if (chosen) return;
    const mql = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      const next = mql.matches ? 'dark' : 'light';
      apply(next);
      useColorModeStore.setState({ mode: next });
    };
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, [chosen]);

  return { mode, setMode, toggle };
}
