import { LoadingOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';

/**
 * A button that shows it is busy (a save on its way) without antd's `loading`. antd animates that
 * icon in and out with rc-motion and removes it only when the exit transition ends; a reply that
 * arrives while the icon is still coming in (a quick refusal such as "SKU already exists") can
 * leave it there for good, and the button keeps reading "loading Save". This one shows a plain
 * spinner icon while busy and none otherwise, and refuses clicks while busy.
 */
export function BusyButton({ busy, icon, disabled, ...props }: Omit<ButtonProps, 'loading'> & { busy: boolean }) {
  return <Button {...props} icon={busy ? <LoadingOutlined /> : icon} disabled={disabled || busy} aria-busy={busy} />;
}

/** A modal's OK button while its work is on its way: `okButtonProps={busyOkProps(saving)}` instead of `confirmLoading`. */
export function busyOkProps(busy: boolean): ButtonProps {
  return { icon: busy ? <LoadingOutlined /> : undefined, disabled: busy, 'aria-busy': busy };
}
