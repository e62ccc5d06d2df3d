import type { BrandCode, ColorMode, ThemeTokens } from './types';

/** `surface2` -> `--surface-2`, `onPrimary` -> `--on-primary`. */
export function tokenVar(name: string): string {
  return `--${name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()}`;
}

/** CSS rules for a brand's two colour modes, keyed on the root's data attributes. */
export function themeCss(code: BrandCode, theme: Record<ColorMode, ThemeTokens>): string {
  return (['light', 'dark'] as const)
    .map((mode) => {
      const decls = Object.entries(theme[mode])
        .map(([k, v]) => `  ${tokenVar(k)}: ${v};`)
        .join('\n');
      return `:root[data-brand='${code}'][data-color-mode='${mode}'] {\n  color-scheme: ${mode};\n${decls}\n}`;
    })
    .join('\n');
}

/** Installs (or replaces) the brand's theme rules in the document head. */
export function installTheme(code: BrandCode, theme: Record<ColorMode, ThemeTokens>): void {
  const id = 'brand-theme';
  let el = document.getElementById(id) as HTMLStyleElement | null;
  if (!el) {
    el = document.createElement('style');
    el.id = id;
    document.head.appendChild(el);
  }
  el.textContent = themeCss(code, theme);
  document.documentElement.dataset.brand = code;
}
