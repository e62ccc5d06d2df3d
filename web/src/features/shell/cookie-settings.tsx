import { useState } from 'react';
import { Cookie } from 'lucide-react';
import { useCookieConsent } from '@/shared/hooks/use-cookie-consent';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/shared/ui/dialog';
import { Switch } from '@/shared/ui/switch';

/** Footer "Cookie Settings": a consent panel whose choice is stored and respected. */
export function CookieSettings() {
  const choice = useCookieConsent((s) => s.choice);
  const save = useCookieConsent((s) => s.save);
  const [open, setOpen] = useState(false);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);

  const close = (value: boolean) => {
    save(value);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setAnalytics(useCookieConsent.getState().choice?.analytics ?? false);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <button type="button" className="footer__legal-link footer__cookie-button">
          <Cookie size={16} aria-hidden="true" />
          Cookie Settings
        </button>
      </DialogTrigger>
      <DialogContent title="Cookie Settings" description="Choose which cookies and similar storage we may use on this device." width={520}>
        <ul className="consent-list">
          <li className="consent-item">
            <div>
              <p className="consent-item__title" id="consent-necessary">Strictly necessary</p>
              <p className="consent-item__text">
                Keep you logged in, remember your colour mode and these choices, and protect your account. Always on.
              </p>
            </div>
            <Switch checked disabled aria-labelledby="consent-necessary" />
          </li>
          <li className="consent-item">
            <div>
              <p className="consent-item__title" id="consent-analytics">Analytics</p>
              <p className="consent-item__text">
                Help us understand how the site is used so we can fix problems and improve it. Off unless you turn it on.
              </p>
            </div>
            <Switch checked={analytics} onCheckedChange={setAnalytics} aria-labelledby="consent-analytics" />
          </li>
        </ul>
        <div className="dialog__actions">
          <Button variant="outline" onClick={() => close(false)}>
            Reject Non-Essential
          </Button>
          <Button variant="outline" onClick={() => close(analytics)}>
            Save Choices
          </Button>
          <Button onClick={() => close(true)}>Accept All</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
