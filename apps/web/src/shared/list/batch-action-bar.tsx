import { App, Button, Space, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../forms/busy-button';
import { type MayCall, useMay } from '../session/use-may';

export interface BatchAction {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  busy?: boolean;
  /** The operation it calls: shown only when the account may call it. */
  operation?: MayCall;
  run(selectedKeys: Key[]): void;
}

interface BatchActionBarProps {
  selectedKeys: Key[];
  actions: BatchAction[];
  onClear(): void;
  /** Buttons that do not need a selection (add, import, export), shown first. */
  children?: ReactNode;
  /** Shown at the right end (the column picker). */
  extra?: ReactNode;
}

/** The list's toolbar: actions on the ticked rows refuse with 'No selected data!' when none is. */
export function BatchActionBar({ selectedKeys, actions, onClear, children, extra }: BatchActionBarProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const may = useMay();
  const count = selectedKeys.length;
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
      <Space wrap>
        {children}
        {actions
          .filter((action) => !action.operation || may(action.operation))
          .map((action) => (
            <BusyButton
              key={action.key}
              icon={action.icon}
              danger={action.danger}
              busy={action.busy ?? false}
              onClick={() => {
                if (count === 0) void message.warning(t('common.noSelection'));
                else action.run(selectedKeys);
              }}
            >
              {action.label}
            </BusyButton>
          ))}
      </Space>
      <Space wrap>
        {count > 0 && (
          <Space data-testid="list-selection">
            <Typography.Text>{t('listKit.selected', { count })}</Typography.Text>
            <Button type="link" size="small" onClick={onClear}>
              {t('listKit.clearSelection')}
            </Button>
          </Space>
        )}
        {extra}
      </Space>
    </Space>
  );
}
