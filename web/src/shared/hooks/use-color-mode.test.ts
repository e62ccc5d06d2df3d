import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_KEY, initialColorMode, useColorMode, useColorModeStore } from './use-color-mode';

describe('useColorMode', () => {
  beforeEach(() => {
    useColorModeStore.setState({ mode: 'light', chosen: false });
  });

  it('toggles, persists the choice and sets the root attribute', () => {
    const { result } = renderHook(() => useColorMode());
    act(() => result.current.toggle());
    expect(result.current.mode).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    act(() => result.current.setMode('light'));
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('light');
  });

  it('starts from the stored choice, else the system preference', () => {
    expect(initialColorMode()).toBe('light');
    localStorage.setItem(COLOR_MODE_KEY, 'dark');
    expect(initialColorMode()).toBe('dark');
    localStorage.setItem(COLOR_MODE_KEY, 'purple');
    expect(initialColorMode()).toBe('light');
  });
});
