import { UndoOutlined } from '@ant-design/icons';
import { App, Button, Divider } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusReturnDrawer } from '../../shared/focus/focus-return-drawer';
import { themeStore } from '../../shared/theme/theme-store';
import { LayoutSection } from './layout-section';
import { PageSection } from './page-section';
import { StyleSection } from './style-section';

/** Every theme setting of spec section 3; changes apply and are saved at once. */
export function ThemeDrawer({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose(): void;
  /** The theme button now: a layout switched in the drawer remounts the one that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
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
      returnFocusTo={returnFocusTo}
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
