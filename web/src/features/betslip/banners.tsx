import { AlertTriangle, CircleAlert } from 'lucide-react';
import { useApolloClient } from '@apollo/client';
import { requestLocationCheck } from '@/shared/location/location-requests';
import { WARNING_TYPES, type SlipError } from './slip-view';

/** The account query the deposit acknowledgement modal reads (re-read to start acknowledging). */
const ACKNOWLEDGEMENT_QUERY = 'DepositAcknowledgement';

/**
 * Error banners (see docs/product/betslip.md), by priority. Odds changed, geo and RG
 * acknowledgement are warning style and clickable: accept the changes, check the location, start
 * the acknowledgement. The others are red.
 */
export function Banners({ errors, onAcceptChanges }: { errors: SlipError[]; onAcceptChanges: () => void }) {
  const client = useApolloClient();
  if (!errors.length) return null;
  const act = (e: SlipError) => {
    if (e.displayType === 'GEO') void requestLocationCheck({ trigger: 'manual_check' });
    else if (e.displayType === 'RG_ACKNOWLEDGEMENT_REQUIRED') void client.refetchQueries({ include: [ACKNOWLEDGEMENT_QUERY] }).catch(() => undefined);
    else if (e.displayType === 'ODDS_CHANGED') onAcceptChanges();
  };
  return (
    <div className="bs-banners">
      {errors.map((e) => {
        const warning = WARNING_TYPES.has(e.displayType);
        return (
          <div key={`${e.code}:${e.message}`} role="alert" className={`bs-banner bs-banner--${warning ? 'warning' : 'danger'}`} data-display-type={e.displayType}>
            {warning ? <AlertTriangle size={16} aria-hidden="true" /> : <CircleAlert size={16} aria-hidden="true" />}
            {warning ? (
              <button type="button" className="bs-banner__action" onClick={() => act(e)}>
                {e.message}
              </button>
            ) : (
              <span>{e.message}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
