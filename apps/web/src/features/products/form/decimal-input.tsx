import { Input, type InputProps } from 'antd';

/**
 * A number kept exactly as typed: "1.234" must reach the contract's rule as typed to be refused
 * (a number input would round it or drop it), money must not pass through a float, and a saved
 * "5.00" must show as 5.00.
 */
export function DecimalInput(props: Omit<InputProps, 'type'>) {
  return <Input inputMode="decimal" autoComplete="off" {...props} />;
}
