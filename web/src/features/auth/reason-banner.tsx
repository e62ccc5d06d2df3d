import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { isLogoutReason } from '@/shared/auth/logout-reasons';
import { LOGOUT_REASON_MESSAGES } from './logout-messages';
import './auth.css';

const ICONS = { info: Info, warning: TriangleAlert, danger: CircleAlert, success: CircleCheck } as const;

/** The message for `?reason=` on the login page; nothing for an unknown reason. */
export function ReasonBanner({ reason }: { reason: string | null }) {
  if (!isLogoutReason(reason)) return null;
  const m = LOGOUT_REASON_MESSAGES[reason];
  const Icon = ICONS[m.tone];
  return (
    <div className={`reason-banner reason-banner--${m.tone}`} role="status" data-reason={reason}>
      <Icon className="reason-banner__icon" size={20} aria-hidden="true" />
      <div>
        <p className="reason-banner__title">{m.title}</p>
        <p className="reason-banner__body">{m.body}</p>
      </div>
    </div>
  );
}
