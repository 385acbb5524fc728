import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { billing } from '@portal/contract';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { useDownload } from '../../../shared/files/use-download';
import { BusyButton } from '../../../shared/forms/busy-button';

/** The statement of a month as xlsx or PDF; a refusal (a month not closed, too many transactions) shows as a toast. */
export function StatementDownloads({ month }: { month: string }) {
  const { t } = useTranslation();
  const xlsx = useDownload();
  const pdf = useDownload();
  const run = (format: 'xlsx' | 'pdf') =>
    (format === 'pdf' ? pdf : xlsx).run(
      () => callOperation(billing.downloadStatement, { query: { month, format }, silent: true }) as Promise<Blob>,
      `statement-${month}.${format}`,
    );
  return (
    <Flex gap={8} wrap>
      <BusyButton icon={<FileExcelOutlined />} busy={xlsx.busy} onClick={() => void run('xlsx')}>
        {t('billing.statements.downloadXlsx')}
      </BusyButton>
      <BusyButton icon={<FilePdfOutlined />} busy={pdf.busy} onClick={() => void run('pdf')}>
        {t('billing.statements.downloadPdf')}
      </BusyButton>
    </Flex>
  );
}
