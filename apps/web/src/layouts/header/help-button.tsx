import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';

const HelpDrawer = lazy(() => import('./help-drawer').then((m) => ({ default: m.HelpDrawer })));

/** Header help: a drawer listing the help guides, loaded when first opened. */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
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
      {used ? (
        <Suspense fallback={null}>
          <HelpDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
