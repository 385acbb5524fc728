import type { MenuDataItem } from '@ant-design/pro-components';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A menu entry as a router link, with the badge menu_list may give it (meta.badge, badgeColor). */
export function MenuItemLink({ item, children }: { item: MenuDataItem; children: ReactNode }) {
  const badge = typeof item.badge === 'string' && item.badge ? item.badge : undefined;
  const color = typeof item.badgeColor === 'string' ? item.badgeColor : undefined;
  const content = badge ? (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {children}
      <Badge count={badge} color={color} size="small" />
    </span>
  ) : (
    children
  );
  return item.path ? <Link to={item.path}>{content}</Link> : content;
}
