import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A labelled line of the theme drawer; `stacked` puts wide controls under their label. */
export function SettingRow({ label, stacked, children }: { label: string; stacked?: boolean; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        alignItems: stacked ? 'flex-start' : 'center',
        justifyContent: 'space-between',
        gap: 8,
        marginBottom: 12,
      }}
    >
      <Typography.Text>{label}</Typography.Text>
      {children}
    </div>
  );
}
