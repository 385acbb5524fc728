import type { OperationLogItem } from '@portal/contract';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Success as a green tag; a refusal as its code and message, in the theme's error colour. */
export function OperationResult({ entry }: { entry: Pick<OperationLogItem, 'result_code' | 'result_msg'> }) {
  const { t } = useTranslation();
  if (entry.result_code === 0) return <Tag color="success">{t('operationLog.results.success')}</Tag>;
  return (
    <Typography.Text type="danger">
      {entry.result_code} {entry.result_msg}
    </Typography.Text>
  );
}

/** Main account or sub-account; nothing for the API key and the provider's staff. */
export function AccountKind({ kind }: { kind: OperationLogItem['account_kind'] }) {
  const { t } = useTranslation();
  if (!kind) return '-';
  return <Tag color={kind === 'main' ? 'blue' : 'default'}>{t(`operationLog.accountKinds.${kind}`)}</Tag>;
}

/** Who acted: the name, with the e-mail below when there is one. */
export function Operator({ entry }: { entry: Pick<OperationLogItem, 'account_name' | 'account_email'> }) {
  return (
    <Flex vertical>
      <span>{entry.account_name || entry.account_email}</span>
      {entry.account_email && entry.account_name ? (
        // A CSS ellipsis (Typography's measures the text after every render), the whole address on hover.
        <Typography.Text
          type="secondary"
          title={entry.account_email}
          style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {entry.account_email}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
