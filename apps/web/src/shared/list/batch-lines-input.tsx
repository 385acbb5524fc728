import { BATCH_SEARCH_MAX } from '@portal/contract';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchLines } from './batch-lines';

interface BatchLinesInputProps {
  value?: string;
  onChange?(value: string): void;
  placeholder?: string;
  id?: string;
}

/** A batch search box (one entry per line, at most 5000) with a count of the entries typed. */
export function BatchLinesInput({ value, onChange, placeholder, id }: BatchLinesInputProps) {
  const { t } = useTranslation();
  const count = batchLines(value).length;
  return (
    <div>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={placeholder ?? t('listKit.batchPlaceholder', { max: BATCH_SEARCH_MAX })}
        autoSize={{ minRows: 1, maxRows: 6 }}
        allowClear
      />
      <Typography.Text
        type={count > BATCH_SEARCH_MAX ? 'danger' : 'secondary'}
        style={{ fontSize: 12 }}
        data-testid="batch-line-count"
      >
        {t('listKit.batchCount', { count, max: BATCH_SEARCH_MAX })}
      </Typography.Text>
    </div>
  );
}
