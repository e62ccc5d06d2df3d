/** A rejection's reasons, each with what to do (the page and the account summary). */
export function RejectionReasons({ reasons }: { reasons: readonly { code: string; message: string }[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="kyc-reasons" aria-label="Why it was not verified">
      {reasons.map((r) => (
        <li key={r.code}>{r.message}</li>
      ))}
    </ul>
  );
}
