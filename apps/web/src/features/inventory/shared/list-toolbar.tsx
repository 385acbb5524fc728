import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** Above a read-only list: its buttons on the left (export), the column picker on the right. */
export function ListToolbar({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 12 }}>
      <Flex wrap gap={8}>
        {children}
      </Flex>
      {extra}
    </Flex>
  );
}
