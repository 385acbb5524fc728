import { SERIAL_BIND_STATUSES, type SerialNumber, serialNumber } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../shared/api/call-operation';
import { ExportButton } from '../../shared/export/export-button';
import { ImportButton } from '../../shared/import/import-button';
import type { ImportKind } from '../../shared/import/import-kind';
import { BatchActionBar } from '../../shared/list/batch-action-bar';
import { ColumnPicker } from '../../shared/list/column-picker';
import type { ListColumns } from '../../shared/list/use-list-columns';
import type { SerialNumberListScreen } from './serial-number-list';

interface SerialNumberToolbarProps {
  screen: SerialNumberListScreen;
  columns: ListColumns<SerialNumber>;
}

/** Import (with Check first) and export serial numbers; pick the columns. */
export function SerialNumberToolbar({ screen, columns }: SerialNumberToolbarProps) {
  const { t } = useTranslation();
  const { selectedKeys, clear } = screen.selection;
  const kinds = useMemo<ImportKind[]>(
    () => [
      {
        value: 'serial_number',
        label: t('serialNumbers.import.kind'),
        hint: t('serialNumbers.import.hint'),
        templateFileName: 'serial_number_import_template.xlsx',
        downloadTemplate: () => callOperation(serialNumber.downloadTemplate, { silent: true }),
        upload: serialNumber.importSerialNumber,
        dryRun: true,
        keyLabel: t('serialNumbers.fields.serial_number'),
      },
    ],
    [t],
  );
  // With rows ticked, the export holds just those; otherwise the whole filtered list.
  const { filters } = screen;
  const bindStatus = SERIAL_BIND_STATUSES.find((status) => status === filters.bind_status);
  const exportQuery =
    selectedKeys.length > 0 ? { ids: selectedKeys.join(',') } : { ...filters, bind_status: bindStatus };
  return (
    <BatchActionBar selectedKeys={selectedKeys} onClear={clear} extra={<ColumnPicker columns={columns} />} actions={[]}>
      <ImportButton label={t('serialNumbers.actions.import')} title={t('serialNumbers.import.title')} kinds={kinds} />
      <ExportButton
        operation={serialNumber.exportSerialNumber}
        query={exportQuery}
        fileName="SerialNumber"
        label={selectedKeys.length > 0 ? t('serialNumbers.actions.exportSelected') : t('listKit.export')}
      />
    </BatchActionBar>
  );
}
