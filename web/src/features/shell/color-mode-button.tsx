import { Moon, Sun } from 'lucide-react';
import { useColorMode } from '@/shared/hooks/use-color-mode';
import { IconButton } from '@/shared/ui/button';
import { Switch } from '@/shared/ui/switch';

/** Header button: switches between light and dark. */
export function ColorModeButton({ variant = 'on-header' }: { variant?: 'on-header' | 'ghost' }) {
  const { mode, toggle } = useColorMode();
  const dark = mode === 'dark';
  return (
    <IconButton
      variant={variant}
      label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      icon={dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
      onClick={toggle}
    />
  );
}

/** Account-panel row: "Dark Mode" with a switch. */
export function ColorModeRow({ label = 'Dark Mode', description }: { label?: string; description?: string | null }) {
  const { mode, setMode } = useColorMode();
  return (
    <div className="panel-row panel-row--control">
      <Moon size={20} aria-hidden="true" className="panel-row__icon" />
      <span className="panel-row__text">
        <label htmlFor="color-mode-switch" className="panel-row__label">
          {label}
        </label>
        {description ? <span className="panel-row__description">{description}</span> : null}
      </span>
      <Switch id="color-mode-switch" checked={mode === 'dark'} onCheckedChange={(on) => setMode(on ? 'dark' : 'light')} />
    </div>
  );
}
