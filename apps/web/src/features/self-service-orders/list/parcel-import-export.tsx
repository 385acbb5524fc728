import { type QueryOf, selfServiceOrder } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { Key } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { ExportButton } from '../../../shared/export/export-button';
import { ImportButton } from '../../../shared/import/import-button';
import type { ImportKind } from '../../../shared/import/import-kind';

export type ParcelExportQuery = QueryOf<typeof selfServiceOrder.exportParcels>;

/** The parcel import: one row per customs line, grouped by reference and piece, checked first if the merchant wants. */
export function parcelImportKinds(t: TFunction): ImportKind[] {
  return [
    {
      value: 'parcel',
      label: t('parcelImportExport.import.title'),
      hint: t('parcelImportExport.import.hint'),
      templateFileName: 'parcel_import_template.xlsx',
      downloadTemplate: () => callOperation(selfServiceOrder.downloadParcelImportTemplate, { silent: true }),
      upload: selfServiceOrder.importParcels,
      dryRun: true,
      keyLabel: t('parcelImportExport.import.keyLabel'),
    },
  ];
}

/** The export holds the ticked parcels when any are ticked, else the tab's parcels under the filters. */
export function parcelExportQuery(filters: ParcelExportQuery, selectedKeys: readonly Key[]): ParcelExportQuery {
  return selectedKeys.length > 0 ? { ids: selectedKeys.join(',') } : filters;
}

interface ParcelImportExportProps {
  /** The list's filters and status tab, as the list asks for its rows. */
  filters: ParcelExportQuery;
  /** The ticked rows' ids. */
  selectedKeys: readonly Key[];
}

/**
 * The parcel list's Import and Export buttons: the import dialog (template, check first, import,
 * failed rows) shared by every list, and the export of the ticked or filtered parcels. Each shows only
 * to an account allowed its operation.
 */
export function ParcelImportExport({ filters, selectedKeys }: ParcelImportExportProps) {
  const { t } = useTranslation();
  const kinds = useMemo(() => parcelImportKinds(t), [t]);
  return (
    <>
      <ImportButton
        label={t('parcelImportExport.import.button')}
        title={t('parcelImportExport.import.title')}
        kinds={kinds}
      />
      <ExportButton
        operation={selfServiceOrder.exportParcels}
        query={parcelExportQuery(filters, selectedKeys)}
        fileName="Parcels"
        label={selectedKeys.length > 0 ? t('parcelImportExport.exportSelected') : t('listKit.export')}
      />
    </>
  );
}
