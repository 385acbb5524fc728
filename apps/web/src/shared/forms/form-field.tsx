import { theme } from 'antd';
import type { ReactNode } from 'react';

interface FormFieldProps {
  /** Id of the message element, for the control's `aria-describedby`. */
  errorId: string;
  error?: string;
  children: ReactNode;
}

/**
 * A field and its message underneath, spaced and coloured as antd's Form.Item shows them, for forms
 * that cannot afford antd's Form (its label Tooltip, Grid and Trigger come along): /login.
 */
export function FormField({ errorId, error, children }: FormFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      {children}
      {error ? (
        <div
          id={errorId}
          role="alert"
          style={{
            minHeight: token.controlHeightSM,
            color: token.colorError,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
          }}
        >
          {error}
        </div>
      ) : null}
    </div>
  );
}
