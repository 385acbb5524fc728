import { CustomerServiceOutlined, MailOutlined, PhoneOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import type { ContentOf, dashboard } from '@portal/contract';
import { Avatar, Card, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Contact = ContentOf<typeof dashboard.getWorkplace>['contacts'][number];

function ContactLines({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0}>
      {contact.email ? (
        <Typography.Link href={`mailto:${contact.email}`} title={t('dashboard.contacts.email')}>
          <MailOutlined /> {contact.email}
        </Typography.Link>
      ) : null}
      {contact.phone ? (
        <Typography.Link href={`tel:${contact.phone.replace(/\s/g, '')}`} title={t('dashboard.contacts.phone')}>
          <PhoneOutlined /> {contact.phone}
        </Typography.Link>
      ) : null}
      {contact.wechat ? (
        <Typography.Text copyable={{ text: contact.wechat }} title={t('dashboard.contacts.wechat')}>
          <WechatOutlined /> {contact.wechat}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** The merchant's sales manager, account manager and customer service (the home page and the profile). */
export function ContactsCard({ contacts, loading }: { contacts: Contact[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.contacts.title')} loading={loading}>
      <List
        dataSource={contacts}
        locale={{ emptyText: t('dashboard.contacts.empty') }}
        rowKey="role"
        renderItem={(contact) => (
          <List.Item data-testid={`contact-${contact.role}`}>
            <List.Item.Meta
              avatar={
                <Avatar icon={contact.role === 'customer_service' ? <CustomerServiceOutlined /> : <UserOutlined />} />
              }
              title={
                <Space size="small" wrap>
                  <Typography.Text strong>{contact.name}</Typography.Text>
                  <Tag color="blue">{t(`dashboard.roles.${contact.role}`)}</Tag>
                </Space>
              }
              description={<ContactLines contact={contact} />}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
