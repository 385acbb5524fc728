import { DownloadOutlined } from '@ant-design/icons';
import { inbound } from '@portal/contract';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { pdfFileName, timestampedName } from '../../../shared/files/save-file';
import { useDownload } from '../../../shared/files/use-download';
import { BusyButton } from '../../../shared/forms/busy-button';

/**
 * Step 4: the packing list (xlsx, PDF) and the shipping marks (PDF), printed from the booking as
 * kept when step 3 was passed (`inbound.reserve` gave it its receiving number).
 */
export function DocumentsStep({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const xlsx = useDownload();
  const pdf = useDownload();
  const marks = useDownload();

  return (
    <Card title={t('inbound.wizard.steps.packingDocuments')}>
      {id === null ? (
        <Alert type="info" showIcon message={t('inbound.wizard.saveFirst')} />
      ) : (
        <DocumentButtons id={id} xlsx={xlsx} pdf={pdf} marks={marks} />
      )}
    </Card>
  );
}

type Download = ReturnType<typeof useDownload>;

function DocumentButtons({ id, xlsx, pdf, marks }: { id: number; xlsx: Download; pdf: Download; marks: Download }) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} wrap>
      <BusyButton
        icon={<DownloadOutlined />}
        busy={xlsx.busy}
        data-testid="inbound-packing-xlsx"
        onClick={() =>
          void xlsx.run(
            () => callOperation(inbound.downloadPackingList, { query: { id, format: 'xlsx' }, silent: true }),
            timestampedName('PackingList', 'xlsx'),
          )
        }
      >
        {t('inbound.wizard.packingListXlsx')}
      </BusyButton>
      <BusyButton
        icon={<DownloadOutlined />}
        busy={pdf.busy}
        data-testid="inbound-packing-pdf"
        onClick={() =>
          void pdf.run(
            () => callOperation(inbound.downloadPackingList, { query: { id, format: 'pdf' }, silent: true }),
            pdfFileName(),
          )
        }
      >
        {t('inbound.wizard.packingListPdf')}
      </BusyButton>
      <BusyButton
        icon={<DownloadOutlined />}
        busy={marks.busy}
        data-testid="inbound-shipping-marks"
        onClick={() =>
          void marks.run(
            () => callOperation(inbound.downloadShippingMarks, { query: { id }, silent: true }),
            pdfFileName(),
          )
        }
      >
        {t('inbound.wizard.shippingMarks')}
      </BusyButton>
    </Flex>
  );
}
