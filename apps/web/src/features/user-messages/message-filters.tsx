import { Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/forms/busy-button';
import type { UserMessagesScreen } from './user-messages-list';

interface MessageFiltersProps {
  screen: UserMessagesScreen;
  /** Marks every message of the kind shown read; absent while nothing is unread. */
  onMarkAllRead?: () => void;
  marking: boolean;
}

/** Read state and kind, each a row of buttons that filters at once (kept in the address), and "Mark all read". */
export function MessageFilters({ screen, onMarkAllRead, marking }: MessageFiltersProps) {
  const { t } = useTranslation();
  const { formValues, search } = screen;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 12 }}>
      <Space wrap size={[16, 8]}>
        <Radio.Group
          aria-label={t('userMessages.readFilter')}
          optionType="button"
          value={formValues.read ?? ''}
          onChange={(event) => search({ ...formValues, read: event.target.value || undefined })}
          options={[
            { value: '', label: t('userMessages.all') },
            { value: 'unread', label: t('userMessages.unread') },
            { value: 'read', label: t('userMessages.read') },
          ]}
        />
        <Radio.Group
          aria-label={t('userMessages.kindFilter')}
          optionType="button"
          value={formValues.kind ?? ''}
          onChange={(event) => search({ ...formValues, kind: event.target.value || undefined })}
          options={[
            { value: '', label: t('userMessages.allKinds') },
            { value: 'notice', label: t('userMessages.kinds.notice') },
            { value: 'alert', label: t('userMessages.kinds.alert') },
          ]}
        />
      </Space>
      <BusyButton onClick={onMarkAllRead} disabled={!onMarkAllRead} busy={marking}>
        {t('userMessages.markAllRead')}
      </BusyButton>
    </div>
  );
}
