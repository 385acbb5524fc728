import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListScreenTable } from '../../shared/list/list-screen-table';
import { useListColumns } from '../../shared/list/use-list-columns';
import { useListScreen } from '../../shared/list/use-list-screen';
import { SerialNumberFilters } from './serial-number-filters';
import { SERIAL_NUMBER_LIST } from './serial-number-list';
import { SerialNumberToolbar } from './serial-number-toolbar';
import { useSerialNumberColumns } from './use-serial-number-columns';

/** Customer serial numbers (/serial-number/list): filters kept in the address, import and export. */
export default function SerialNumbersPage() {
  const { t } = useTranslation();
  const list = useListScreen(SERIAL_NUMBER_LIST);
  const columns = useListColumns(SERIAL_NUMBER_LIST.id, useSerialNumberColumns());
  return (
    <Card>
      <SerialNumberFilters screen={list} />
      <SerialNumberToolbar screen={list} columns={columns} />
      <ListScreenTable
        screen={list}
        columns={columns}
        rowKey="id"
        rowName={(item) => t('serialNumbers.rowName', { serial: item.serial_number })}
      />
    </Card>
  );
}
