import { Button } from '@/shared/ui/button';
import { clearToasts, toast, TOAST_DEFAULT_DURATION, TOAST_PERSISTENT, type ToastVariant } from '@/shared/ui/toast-store';

const VARIANTS: ToastVariant[] = ['info', 'success', 'warning', 'danger'];
const LIFETIMES: { label: string; duration: number }[] = [
  { label: 'Default (5 s)', duration: TOAST_DEFAULT_DURATION },
  { label: '1.1 s', duration: 1100 },
  { label: '10 s', duration: 10_000 },
  { label: 'Until dismissed', duration: TOAST_PERSISTENT },
];

/** Fires every toast variant with every lifetime (5 s default, -1 stays). */
export function ToastsPage() {
  return (
    <section className="dt-page" aria-labelledby="dt-toasts-title">
      <header className="dt-page__header">
        <div>
          <h2 id="dt-toasts-title">Toasts</h2>
          <p className="dt-muted">Each button fires one toast; persistent toasts stay until dismissed.</p>
        </div>
        <Button variant="outline" onClick={clearToasts}>
          Clear all
        </Button>
      </header>
      <div className="dt-panel">
        <table className="dt-table">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              {LIFETIMES.map((l) => (
                <th scope="col" key={l.label}>
                  {l.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {VARIANTS.map((variant) => (
              <tr key={variant}>
                <th scope="row">{variant}</th>
                {LIFETIMES.map((l) => (
                  <td key={l.label}>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Fire ${variant} toast, ${l.label}`}
                      onClick={() =>
                        toast({
                          title: `${variant[0]?.toUpperCase()}${variant.slice(1)} toast`,
                          description: `Lifetime: ${l.label}.`,
                          variant,
                          duration: l.duration,
                        })
                      }
                    >
                      Fire
                    </Button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="dt-row">
          <Button
            variant="outline"
            onClick={() =>
              toast({ title: 'Copied to clipboard', variant: 'success', action: { label: 'Undo', onClick: () => toast({ title: 'Undone', variant: 'info' }) } })
            }
          >
            With an action
          </Button>
          <Button variant="outline" onClick={() => toast({ title: 'Not dismissible', description: 'Goes away after 5 s.', dismissible: false })}>
            Not dismissible
          </Button>
        </div>
      </div>
    </section>
  );
}
