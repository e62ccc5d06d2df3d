import { splitPhoneNumbers } from '@/shared/format/phone-links';

/** Text whose phone numbers are tappable tel: links (footer disclaimers). */
export function PhoneText({ text }: { text: string }) {
  return (
    <>
      {splitPhoneNumbers(text).map((seg, i) =>
        seg.kind === 'phone' ? (
          <a key={i} href={seg.href} className="phone-link">
            {seg.text}
          </a>
        ) : (
          <span key={i}>{seg.text}</span>
        ),
      )}
    </>
  );
}
