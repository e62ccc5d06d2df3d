import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { writeLocalFlag } from './local-flags';

export const LOCATION_WARNING_TITLE = "You're outside our operating area";
export const LOCATION_WARNING_BODY = 'You can still browse markets and deposit funds, but you must be physically located in an operating area to wager.';

/** The location warning before Log In to Bet (see docs/product/betslip.md): "Don't show this again" and Continue. */
export function LocationWarningModal({ open, onContinue, onClose }: { open: boolean; onContinue: () => void; onClose: () => void }) {
  const [dontShow, setDontShow] = useState(false);
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      {open ? (
        <DialogContent title={LOCATION_WARNING_TITLE} description={LOCATION_WARNING_BODY} width={420}>
          <label className="bs-check" htmlFor={id}>
            <input id={id} type="checkbox" checked={dontShow} onChange={(e) => setDontShow(e.target.checked)} />
            Don&apos;t show this again
          </label>
          <div className="dialog__actions">
            <Button
              onClick={() => {
                if (dontShow) writeLocalFlag('hideLocationWarningModal', true);
                onContinue();
              }}
            >
              Continue
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
