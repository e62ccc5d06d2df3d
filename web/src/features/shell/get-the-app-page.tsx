import './shell.css';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BellRing, Fingerprint, Zap } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { markAppOfferSeen, safeNextPath } from './mobile-redirect';
import { StoreBadges } from './store-badges';

/** The app offer with "Continue on web" (the mobile redirect lands here once per session). */
export function GetTheAppPage() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));

  useEffect(() => {
    markAppOfferSeen();
  }, []);

  return (
    <div className="app-offer">
      <brand.Mark className="app-offer__mark" />
      <h1 className="app-offer__title">Get the {brand.name} app</h1>
      <p className="app-offer__text">{brand.copy.appPitch}</p>
      <ul className="app-offer__perks">
        <li>
          <Zap size={18} aria-hidden="true" /> Faster, with live updates
        </li>
        <li>
          <BellRing size={18} aria-hidden="true" /> Alerts when it matters
        </li>
        <li>
          <Fingerprint size={18} aria-hidden="true" /> Secure log-in with Face ID or fingerprint
        </li>
      </ul>
      <p className="app-offer__note">
        The app is available in the stores of operating regions. Search for &ldquo;{brand.name}&rdquo; in the App Store or on Google Play.
      </p>
      <StoreBadges linked={false} />
      <Button asChild variant="outline" size="lg" className="app-offer__continue">
        <Link to={next} replace>
          Continue on web
        </Link>
      </Button>
    </div>
  );
}
