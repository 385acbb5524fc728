import { ShopOutlined } from '@ant-design/icons';
import { Avatar, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayPart } from './greeting';

interface WelcomeCardProps {
  name: string;
  customerId: number;
  isMainAccount: boolean;
}

export function WelcomeCard({ name, customerId, isMainAccount }: WelcomeCardProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <Space size="large" align="center" wrap>
        <Avatar size={56} icon={<ShopOutlined />} style={{ backgroundColor: '#1677ff' }} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="workplace-greeting">
            {t(`dashboard.greeting.${dayPart(new Date())}`, { name })}
          </Typography.Title>
          <Space size="small" wrap>
            <Typography.Text type="secondary" data-testid="workplace-customer-id">
              {t('dashboard.customerId', { id: customerId })}
            </Typography.Text>
            {isMainAccount ? null : <Tag>{t('dashboard.subAccount')}</Tag>}
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('dashboard.welcome')}
          </Typography.Paragraph>
        </div>
      </Space>
    </Card>
  );
}
