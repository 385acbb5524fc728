import { Button } from 'antd';

interface NoticeTitleButtonProps {
  title: string;
  unread: boolean;
  onClick: () => void;
}

/** A notice title in a list: a real button, so keyboards open notices too; unread ones stand out. */
export function NoticeTitleButton({ title, unread, onClick }: NoticeTitleButtonProps) {
  return (
    <Button
      type="link"
      onClick={onClick}
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', fontWeight: unread ? 600 : 400 }}
    >
      {title}
    </Button>
  );
}
