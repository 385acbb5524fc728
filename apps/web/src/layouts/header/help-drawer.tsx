import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FocusReturnDrawer } from '../../shared/focus/focus-return-drawer';

/** The guide topics of spec section 1, in its order. */
const TOPICS = ['account', 'recharge', 'api', 'sku', 'inbound', 'order'] as const;

/** The help guides, listed in a drawer. */
export function HelpDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FocusReturnDrawer title={t('shell.helpTitle')} open={open} onClose={onClose} width="min(400px, 100vw)">
      <Typography.Paragraph type="secondary">{t('shell.helpIntro')}</Typography.Paragraph>
      <List
        dataSource={[...TOPICS]}
        renderItem={(topic) => (
          <List.Item>
            <List.Item.Meta title={t(`shell.guides.${topic}`)} description={t(`shell.guides.${topic}Text`)} />
          </List.Item>
        )}
      />
    </FocusReturnDrawer>
  );
}
