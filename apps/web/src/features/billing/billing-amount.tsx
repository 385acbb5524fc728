import { theme } from 'antd';
import { formatCents } from '../../shared/format/money';

/** A signed amount in dollars: credits green with a plus, charges in the text colour with a minus. */
export function BillingAmount({ cents }: { cents: number }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: cents > 0 ? token.colorSuccessText : undefined, fontVariantNumeric: 'tabular-nums' }}>
      {cents > 0 ? '+' : ''}
      {formatCents(cents)}
    </span>
  );
}
