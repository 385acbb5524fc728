import { DownloadOutlined } from '@ant-design/icons';
import { type ImportFailure, type ImportResult, importJobs } from '@portal/contract';
import { Alert, Col, Row, Space, Statistic, Table, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../api/call-operation';
import { timestampedName } from '../files/save-file';
import { useDownload } from '../files/use-download';
import { BusyButton } from '../forms/busy-button';
import { withEmptyCells } from '../list/empty-cells';

/** What an import did: counts, the first failures with their reasons, and all failed rows as a file. */
export function ImportResultView({
  result,
  checked = false,
  keyLabel,
}: {
  result: ImportResult;
  /** A dry run's result: nothing was saved, and there is no job to download failed rows of. */
  checked?: boolean;
  keyLabel?: string;
}) {
  const { t } = useTranslation();
  const download = useDownload();
  // The theme's status colours are the ones made readable (4.5:1) in light and dark mode (app/antd-theme.ts).
  const { token } = theme.useToken();
  const columns: ColumnsType<ImportFailure> = withEmptyCells<ImportFailure>([
    { title: t('listKit.import.row'), dataIndex: 'row', width: 80 },
    { title: keyLabel ?? t('listKit.import.sku'), dataIndex: 'sku', width: 160 },
    {
      title: t('listKit.import.reasons'),
      dataIndex: 'reasons',
      render: (reasons: string[]) => reasons.join('; '),
    },
  ]);
  const downloadFailed = () =>
    download.run(
      () => callOperation(importJobs.downloadFailedRows, { query: { job_id: result.job_id }, silent: true }),
      timestampedName('failed_rows', 'xlsx'),
    );

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="import-result">
      {checked && (
        <Alert
          type={result.failed ? 'warning' : 'success'}
          showIcon
          message={t('listKit.import.checked', { success: result.success, failed: result.failed })}
          data-testid="import-checked"
        />
      )}
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('listKit.import.total')} value={result.total} data-testid="import-total" />
        </Col>
        <Col span={8}>
          <Statistic
            title={checked ? t('listKit.import.wouldSucceed') : t('listKit.import.success')}
            value={result.success}
            valueStyle={{ color: token.colorSuccess }}
            data-testid="import-success"
          />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('listKit.import.failed')}
            value={result.failed}
            valueStyle={result.failed ? { color: token.colorError } : undefined}
            data-testid="import-failed"
          />
        </Col>
      </Row>
      {result.failed > 0 && (
        <>
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Text type="secondary">
              {result.failures.length < result.failed
                ? t('listKit.import.firstFailures', { count: result.failures.length, total: result.failed })
                : t('listKit.import.failures')}
            </Typography.Text>
            {result.job_id > 0 && (
              <BusyButton icon={<DownloadOutlined />} busy={download.busy} onClick={() => void downloadFailed()}>
                {t('listKit.import.downloadFailed')}
              </BusyButton>
            )}
          </Space>
          <Table<ImportFailure>
            columns={columns}
            dataSource={result.failures}
            rowKey="row"
            size="small"
            pagination={false}
            scroll={{ y: 240 }}
            data-testid="import-failures"
          />
        </>
      )}
    </Space>
  );
}
