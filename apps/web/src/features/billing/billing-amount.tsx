import { formatCents } from '../../shared/format/money';

/** A signed amount in dollars: credits with a plus, charges with a minus (the sign, not a colour, says which). */
export function BillingAmount({ cents }: { cents: number }) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      {cents > 0 ? '+' : ''}
      {formatCents(cents)}
    </span>
  );
}
