import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FAIL_ACTIONS, resultKind, SUCCESS_ACTIONS } from './result-kinds';

/**
 * A flow's last page: what happened (`result.<outcome>.<kind>`, naming the record `?no=` when the
 * flow made one) and the next steps, the first one primary. Drawn from plain parts, not antd's
 * Result: a new page's antd modules move the chunks /login loads too.
 */
export function ResultView({ outcome }: { outcome: 'success' | 'fail' }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const kind = resultKind(search);
  const no = search.get('no') ?? '';
  const actions = (outcome === 'success' ? SUCCESS_ACTIONS : FAIL_ACTIONS)[kind];
  const Icon = outcome === 'success' ? CheckCircleFilled : CloseCircleFilled;
  return (
    <Card>
      <Flex vertical align="center" gap={12} style={{ padding: '32px 0', textAlign: 'center' }}>
        <Icon
          aria-hidden
          style={{ fontSize: 64, color: outcome === 'success' ? token.colorSuccess : token.colorError }}
        />
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
          {t(`result.${outcome}.${kind}.title`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: 0 }}>
          {t(`result.${outcome}.${kind}.detail`, { no })}
        </Typography.Paragraph>
        <Flex gap={8} justify="center" wrap style={{ marginTop: 12 }}>
          {actions.map((action, index) => (
            <Button
              key={action.key}
              type={index === 0 ? 'primary' : 'default'}
              onClick={() => void navigate(action.to)}
            >
              {t(`result.actions.${action.key}`)}
            </Button>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
