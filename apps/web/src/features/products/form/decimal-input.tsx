import { InputNumber, type InputNumberProps } from 'antd';

/**
 * A number kept as the typed text (string mode, no rounding precision): "1.234" must reach the
 * contract's rule as typed to be refused, and money must not pass through a float.
 */
export function DecimalInput(props: Omit<InputNumberProps<string>, 'stringMode'>) {
  return <InputNumber<string> {...props} stringMode controls={false} style={{ width: '100%' }} />;
}
