import { describe, expect, it } from 'vitest';
import { halftimeTheme } from './halftime/theme';
import { scorecardTheme } from './scorecard/theme';
import { riverbendTheme } from './riverbend/theme';
import { silvermesaTheme } from './silvermesa/theme';
import { themeCss, tokenVar } from './theme-css';
import type { ThemeTokens } from './types';

function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16) / 255).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text pairs need 4.5:1 (WCAG AA); focus rings and borders of controls 3:1. */
const TEXT_PAIRS: [keyof ThemeTokens, keyof ThemeTokens][] = [
  ['text', 'bg'], ['text', 'surface'], ['text', 'surface2'], ['text', 'surface3'],
  ['textMuted', 'bg'], ['textMuted', 'surface'], ['textMuted', 'surface2'],
  ['onPrimary', 'primary'], ['onPrimary', 'primaryHover'], ['onAccent', 'accent'],
  ['link', 'surface'], ['link', 'bg'],
  ['headerText', 'headerBg'], ['headerMuted', 'headerBg'], ['onHeaderCta', 'headerCta'],
  ['navText', 'navBg'], ['navActiveText', 'navActiveBg'],
  ['footerText', 'footerBg'], ['footerMuted', 'footerBg'],
  ['danger', 'surface'], ['success', 'surface'], ['warning', 'surface'], ['info', 'surface'],
];
const UI_PAIRS: [keyof ThemeTokens, keyof ThemeTokens][] = [
  ['focus', 'surface'], ['focus', 'bg'], ['borderStrong', 'surface'], ['primary', 'surface'],
];

const THEMES = {
  halftime: halftimeTheme, scorecard: scorecardTheme, riverbend: riverbendTheme, silvermesa: silvermesaTheme,
};

describe('brand themes', () => {
  for (const [brand, theme] of Object.entries(THEMES)) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${brand} ${mode} keeps text at WCAG AA contrast`, () => {
        const t = theme[mode];
        const failures = [
          ...TEXT_PAIRS.filter(([f, b]) => contrast(t[f], t[b]) < 4.5).map(
            ([f, b]) => `${f}/${b} ${contrast(t[f], t[b]).toFixed(2)}`,
          ),
          ...UI_PAIRS.filter(([f, b]) => contrast(t[f], t[b]) < 3).map(
            ([f, b]) => `${f}/${b} ${contrast(t[f], t[b]).toFixed(2)}`,
          ),
        ];
        expect(failures).toEqual([]);
      });
    }
  }

  it('turns token names into CSS custom properties per brand and mode', () => {
    expect(tokenVar('surface2')).toBe('--surface-2');
    expect(tokenVar('onPrimary')).toBe('--on-primary');
    const css = themeCss('scorecard', scorecardTheme);
    expect(css).toContain(":root[data-brand='scorecard'][data-color-mode='dark']");
    expect(css).toContain('--on-primary: #06080C;');
  });
});
