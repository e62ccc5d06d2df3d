import { UserRound } from 'lucide-react';
import './ui.css';

export function initials(first?: string | null, last?: string | null): string {
  const a = first?.trim().charAt(0) ?? '';
  const b = last?.trim().charAt(0) ?? '';
  return (a + b).toUpperCase();
}

/** Initials for a known person, the anonymous silhouette otherwise; optional notification dot. */
export function Avatar({
  firstName,
  lastName,
  size = 36,
  dot = false,
}: {
  firstName?: string | null;
  lastName?: string | null;
  size?: number;
  dot?: boolean;
}) {
  const text = initials(firstName, lastName);
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true" data-anonymous={!text || undefined}>
      {text || <UserRound size={size * 0.55} strokeWidth={2} />}
      {dot ? <span className="avatar__dot" /> : null}
    </span>
  );
}
