import { Phone } from 'lucide-react';
import { HELP_LINE, HELP_LINE_HREF } from '@/shared/format/phone-links';
import './ui.css';

/**
 * The problem-gambling help line (1-800-GAMBLER), shown on the login page and after
 * logout. `compact` renders one line for tight spaces.
 */
export function ProblemGamblingHelpLine({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <p className="help-line help-line--compact">
        Gambling problem? Call <a href={HELP_LINE_HREF}>{HELP_LINE}</a>
      </p>
    );
  }
  return (
    <aside className="help-line" aria-label="Problem gambling help line">
      <span className="help-line__icon" aria-hidden="true">
        <Phone size={18} />
      </span>
      <p className="help-line__text">
        <strong>Gambling problem?</strong> Call <a href={HELP_LINE_HREF}>{HELP_LINE}</a> for free, confidential help,
        24 hours a day.
      </p>
    </aside>
  );
}
