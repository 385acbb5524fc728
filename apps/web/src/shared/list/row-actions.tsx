import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, theme } from 'antd';
import { Link, useNavigate } from 'react-router';
import { type MayCall, useMay } from '../session/use-may';
import type { ListColumn } from './list-columns';

/** One thing a merchant can do with a row: open a page (`to`) or run something (`run`). */
export interface RowAction {
  key: string;
  label: string;
  to?: string;
  run?(): void;
  danger?: boolean;
  /** The operation it calls (or the save of the page it opens): shown only when the account may call it. */
  operation?: MayCall;
}

/** The actions the account may take: a page derives its buttons from the operations' declarations. */
function useAllowed(actions: RowAction[]): RowAction[] {
  const may = useMay();
  return actions.filter((action) => !action.operation || may(action.operation));
}

interface RowActionsColumn<T> {
  title: string;
  actions(row: T): RowAction[];
  /** The name of the row's menu on phones ("Actions of MUG-01"). */
  menuLabel(row: T): string;
  width?: number;
}

/**
 * A list's last column: its row's actions as links on wider screens, and on phones one menu button
 * that takes little room; on both kept at the right edge while the rest scroll sideways.
 */
export function rowActionsColumn<T>({ title, actions, menuLabel, width = 160 }: RowActionsColumn<T>): ListColumn<T> {
  return {
    key: 'operation',
    title,
    width,
    fixed: 'right',
    always: true,
    render: (_, row) => <RowLinks actions={actions(row)} />,
    // On a phone the menu stays at the right edge: reached without scrolling the table sideways.
    compact: {
      width: 64,
      fixed: 'right',
      render: (_, row) => <RowMenu label={menuLabel(row)} actions={actions(row)} />,
    },
  };
}

function RowLinks({ actions: offered }: { actions: RowAction[] }) {
  const { token } = theme.useToken();
  const actions = useAllowed(offered);
  return (
    <Space size="middle" wrap>
      {actions.map((action) =>
        action.to ? (
          // The router's link: the tab opens without reloading the app.
          <Link key={action.key} to={action.to} style={{ color: token.colorLink }}>
            {action.label}
          </Link>
        ) : (
          <Button
            key={action.key}
            type="link"
            danger={action.danger}
            size="small"
            style={{ padding: 0, height: 'auto' }}
            onClick={action.run}
          >
            {action.label}
          </Button>
        ),
      )}
    </Space>
  );
}

function RowMenu({ label, actions: offered }: { label: string; actions: RowAction[] }) {
  const navigate = useNavigate();
  const actions = useAllowed(offered);
  const byKey = new Map(actions.map((action) => [action.key, action]));
  if (actions.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: actions.map((action) => ({ key: action.key, label: action.label, danger: action.danger })),
        onClick: ({ key }) => {
          const action = byKey.get(key);
          if (action?.to) void navigate(action.to);
          else action?.run?.();
        },
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={label} data-testid="row-menu" />
    </Dropdown>
  );
}
