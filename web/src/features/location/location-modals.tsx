import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { requestLocationCheck } from '@/shared/location/location-requests';
import { errorModalContent } from './geo-errors';
import { closeLocationModal, useLocationModalStore, type LocationModal } from './location-ui';
import './location.css';

const VERIFY_BODY = 'We need to verify your location before you proceed.';

function checkAgain() {
  closeLocationModal();
  void requestLocationCheck({ trigger: 'manual_check' });
}

function CheckLocationButton() {
  return (
    <Button icon={<MapPin size={16} aria-hidden="true" />} onClick={checkAgain}>
      Check Location
    </Button>
  );
}

function VerifyModal({ message }: { message?: string }) {
  return (
    <DialogContent title="Verify your location" description={VERIFY_BODY} width={440}>
      {message ? <p className="location-modal__detail">{message}</p> : null}
      <div className="dialog__actions">
        <CheckLocationButton />
      </div>
    </DialogContent>
  );
}

/** How to turn location on in the browser (the "More information" of the permission-denied toast). */
function ServicesModal() {
  return (
    <DialogContent title="Turn on location services" description="We need your location to confirm you are in an area where wagering is permitted." width={480}>
      <ol className="location-modal__steps">
        <li>Select the site information icon (the padlock or settings icon) at the left of the address bar.</li>
        <li>Find Location and choose Allow.</li>
        <li>Make sure location services are on in your device settings (Windows: Privacy &amp; security &gt; Location; macOS: System Settings &gt; Privacy &amp; Security &gt; Location Services).</li>
        <li>Reload the page, then check your location again.</li>
      </ol>
      <div className="dialog__actions">
        <Button variant="outline" onClick={closeLocationModal}>
          Close
        </Button>
        <CheckLocationButton />
      </div>
    </DialogContent>
  );
}

function ErrorModal({ displayType, message }: { displayType: string; message: string }) {
  const content = errorModalContent(displayType, message);
  return (
    <DialogContent title={content.title} description={content.body} width={460} className="location-modal" >
      {content.body !== message && message && displayType === 'TROUBLESHOOT' ? <p className="location-modal__detail">{message}</p> : null}
      <div className="dialog__actions" data-display-type={displayType}>
        {content.support ? (
          <Button variant="outline" asChild>
            <Link to="/account/help" onClick={closeLocationModal}>
              Contact Support
            </Link>
          </Button>
        ) : null}
        {content.recheck ? <CheckLocationButton /> : <Button onClick={closeLocationModal}>Close</Button>}
      </div>
    </DialogContent>
  );
}

function ModalBody({ modal }: { modal: LocationModal }) {
  switch (modal.kind) {
    case 'verify':
      return <VerifyModal message={modal.message} />;
    case 'services':
      return <ServicesModal />;
    case 'error':
      return <ErrorModal displayType={modal.displayType} message={modal.message} />;
  }
}

/** The verify-your-location, location-services and error modals (see docs/product/responsible-gaming-and-location.md); one at a time. */
export function LocationModals() {
  const modal = useLocationModalStore((s) => s.modal);
  if (!modal) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : closeLocationModal())}>
      <ModalBody modal={modal} />
    </Dialog>
  );
}
