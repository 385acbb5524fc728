import { Col, type ColProps, Row } from 'antd';
import type { ReactNode } from 'react';

/** Three fields a row on wide screens, two on tablets, one on phones. */
const CELL: ColProps = { xs: 24, md: 12, xl: 8 };

export function FormGrid({ children }: { children: ReactNode }) {
  return <Row gutter={16}>{children}</Row>;
}

export function FormCell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <Col {...(wide ? { xs: 24, xl: 16 } : CELL)}>{children}</Col>;
}
