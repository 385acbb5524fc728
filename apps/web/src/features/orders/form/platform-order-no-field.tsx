import { Alert, Flex, Form, type FormRule, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { orderDetailPath } from '../order-paths';
import { statusName } from '../shared/status-name';
import type { LikelyDuplicate } from './use-duplicate-check';
import type { OrderFields } from './use-order-fields';

interface PlatformOrderNoFieldProps {
  fields: OrderFields;
  duplicateRule: FormRule;
  likely: LikelyDuplicate[];
}

/** The platform order no., checked for duplicates when left; likely duplicates are listed with links under it. */
export function PlatformOrderNoField({ fields, duplicateRule, likely }: PlatformOrderNoFieldProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { token } = theme.useToken();
  const field = fields.draft('platform_order_no');
  return (
    <>
      <Form.Item {...field} rules={[...field.rules, duplicateRule]} validateTrigger={['onChange', 'onBlur']}>
        <Input autoComplete="off" />
      </Form.Item>
      {likely.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="likely-duplicates"
          message={t('orderForm.likelyDuplicates', { count: likely.length })}
          description={
            <Flex vertical gap={4}>
              {likely.map((duplicate) => (
                <span key={duplicate.id}>
                  <Link
                    to={orderDetailPath(duplicate.id)}
                    style={{ color: token.colorLink, textDecoration: 'underline' }}
                  >
                    {duplicate.platform_order_no}
                  </Link>{' '}
                  {t('orderForm.duplicateFacts', {
                    status: statusName(duplicate.status, t),
                    time: formatDateTime(duplicate.created_at),
                  })}
                </span>
              ))}
            </Flex>
          }
        />
      ) : null}
    </>
  );
}
