import { Form } from 'antd';
import type { ReactNode } from 'react';

interface FieldProps {
  label?: ReactNode;
  /** The control's id: the label names it. */
  htmlFor?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
  compact?: boolean;
}

/**
 * A labelled control of the wizard with the message under it (the contract's check before Next or
 * the server's 1001 field error). The wizard keeps its values itself, so no Form store is bound.
 */
export function Field({ label, htmlFor, error, required, children, compact }: FieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={compact ? { margin: 0 } : undefined}
    >
      {children}
    </Form.Item>
  );
}
