import type { LossOrderState } from '@portal/contract';
import { Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<LossOrderState, string> = {
  pending_review: 'gold',
  disputed: 'red',
  confirmed: 'green',
  closed: 'default',
};

export function LossOrderStateTag({ state }: { state: LossOrderState }) {
  const { t } = useTranslation();
  return <Tag color={COLOUR[state]}>{t(`lossOrders.states.${state}`)}</Tag>;
}

/** A difference as a person reads it: +2 for a gain, −2 for a loss. */
export function Difference({ value }: { value: number }) {
  const { token } = theme.useToken();
  const colour = value < 0 ? token.colorErrorText : value > 0 ? token.colorSuccessText : undefined;
  return (
    <span style={{ color: colour, fontVariantNumeric: 'tabular-nums' }}>{value > 0 ? `+${value}` : String(value)}</span>
  );
}
