import type { ReactNode } from 'react';
import { Mail, Phone } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { telHref } from '@/shared/format/phone-links';

/** When the support team answers (phone and chat). */
export const SUPPORT_HOURS = 'every day from 9 AM to midnight Eastern Time';

/** The brand's support email and phone as a short list; `first` is an item put before them. */
export function SupportContact({ first }: { first?: ReactNode }) {
  const { supportEmail, supportPhone } = useBrand().copy;
  return (
    <ul className="contact-list">
      {first}
      <li>
        <Mail size={20} aria-hidden="true" />
        <span>
          Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </span>
      </li>
      <li>
        <Phone size={20} aria-hidden="true" />
        <span>
          Call <a href={telHref(supportPhone)}>{supportPhone}</a>, {SUPPORT_HOURS}
        </span>
      </li>
    </ul>
  );
}
