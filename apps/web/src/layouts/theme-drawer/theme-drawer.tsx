import { UndoOutlined } from '@ant-design/icons';
import { App, Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { FocusReturnDrawer } from '../../shared/focus/focus-return-drawer';
import { themeStore } from '../../shared/theme/theme-store';
import { LayoutSection } from './layout-section';
import { PageSection } from './page-section';
import { StyleSection } from './style-section';

/** Every theme setting of spec section 3; changes apply and are saved at once. */
export function ThemeDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reset = () => {
    themeStore.reset();
    void message.success(t('theme.resetDone'));
  };
  return (
    <FocusReturnDrawer
      title={t('theme.title')}
      open={open}
      onClose={onClose}
      width={340}
      footer={
        <Button block icon={<UndoOutlined />} onClick={reset}>
          {t('theme.reset')}
        </Button>
      }
    >
      <Divider orientation="left" plain>
        {t('theme.sections.style')}
      </Divider>
      <StyleSection />
      <Divider orientation="left" plain>
        {t('theme.sections.layout')}
      </Divider>
      <LayoutSection />
      <Divider orientation="left" plain>
        {t('theme.sections.pages')}
      </Divider>
      <PageSection />
    </FocusReturnDrawer>
  );
}
