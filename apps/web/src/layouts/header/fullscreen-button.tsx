import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Browser fullscreen for the whole portal; an unsupported or refused request is said in a toast. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [active, setActive] = useState(Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('shell.fullscreenUnsupported'));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch (error) {
      // The browser says why it refused (not allowed here, no user gesture, …).
      void message.error(error instanceof Error ? error.message : t('shell.fullscreenUnsupported'));
    }
  };

  const label = t(active ? 'shell.exitFullscreen' : 'shell.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}
