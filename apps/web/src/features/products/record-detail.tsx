import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Allowed } from '../../shared/session/allowed';
import type { MayCall } from '../../shared/session/use-may';
import { useLeaveTab } from '../../shared/tabs/use-leave-tab';

const COLUMNS: DescriptionsProps['column'] = { xs: 1, md: 2, xl: 3 };

/** One titled card of a detail page. */
export interface DetailSection {
  key: string;
  title: string;
  children: ReactNode;
}

export interface RecordDetailProps {
  /** The record's code, the page's heading. */
  code: string;
  /** The heading's test id (`package-detail-code`, `packaging-detail-code`). */
  codeTestId: string;
  /** The Edit button: shown when the account may call the operation. */
  edit: { operation: MayCall; path: string; label: string };
  /** The Back button: leaves the tab for the list. */
  back: { path: string; label: string };
  /** More buttons beside Edit (the packaging item's Delete). */
  actions?: ReactNode;
  sections: DetailSection[];
}

/**
 * The detail page of a catalogue record (a package, a packaging item): the code with Edit and Back,
 * then one card per section. What each kind shows is its page's; the frame is this one.
 */
export function RecordDetail({ code, codeTestId, edit, back, actions, sections }: RecordDetailProps) {
  const navigate = useNavigate();
  const leave = useLeaveTab();
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid={codeTestId}>
            {code}
          </Typography.Title>
          <Space wrap>
            <Allowed operation={edit.operation}>
              <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(edit.path)}>
                {edit.label}
              </Button>
            </Allowed>
            {actions}
            <Button onClick={() => void leave(back.path)}>{back.label}</Button>
          </Space>
        </Flex>
      </Card>
      {sections.map((section) => (
        <Card key={section.key} title={section.title}>
          {section.children}
        </Card>
      ))}
    </Flex>
  );
}

/** A record's fields, one to three a row by the screen's width. */
export function DetailFields({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions items={items} column={COLUMNS} />;
}
