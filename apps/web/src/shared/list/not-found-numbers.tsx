import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** At most this many numbers are written out; the rest are counted (a batch takes 5000). */
const SHOWN_MAX = 50;

/**
 * The numbers of a batch search that no row answers (the server's `not_found`), so a merchant
 * pasting a column of numbers sees which ones are missing rather than counting rows.
 */
export function NotFoundNumbers({ numbers, testId }: { numbers: readonly string[] | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!numbers?.length) return null;
  const shown = numbers.slice(0, SHOWN_MAX);
  const more = numbers.length - shown.length;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid={testId}
      message={t('listKit.notFound', { count: numbers.length })}
      description={
        <Typography.Paragraph copyable={{ text: numbers.join('\n') }} style={{ marginBottom: 0 }}>
          {shown.join(', ')}
          {more > 0 ? ` ${t('listKit.notFoundMore', { count: more })}` : null}
        </Typography.Paragraph>
      }
    />
  );
}
