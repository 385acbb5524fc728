import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Drawer, List, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The guide topics of spec section 1, in its order. */
const TOPICS = ['account', 'recharge', 'api', 'sku', 'inbound', 'order'] as const;

/** Header help: a drawer listing the help guides. */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('shell.help')}>
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          aria-label={t('shell.help')}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Drawer title={t('shell.helpTitle')} open={open} onClose={() => setOpen(false)} width={400}>
        <Typography.Paragraph type="secondary">{t('shell.helpIntro')}</Typography.Paragraph>
        <List
          dataSource={[...TOPICS]}
          renderItem={(topic) => (
            <List.Item>
              <List.Item.Meta title={t(`shell.guides.${topic}`)} description={t(`shell.guides.${topic}Text`)} />
            </List.Item>
          )}
        />
      </Drawer>
    </>
  );
}
