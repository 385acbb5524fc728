import { LOSS_ORDER_STATES, LOSS_ORDER_TYPES } from '@portal/contract';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListFilter, ListFilters } from '../../shared/list/list-filters';
import type { LossOrderListScreen } from './loss-order-list';

/** Loss order no., source receiving no., type and state. */
export function LossOrderFilters({ screen }: { screen: LossOrderListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="loss_no" label={t('lossOrders.fields.loss_no')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="receiving_no" label={t('lossOrders.fields.receiving_no')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="type" label={t('lossOrders.fields.type')}>
        <Select
          allowClear
          placeholder={t('lossOrders.anyType')}
          options={LOSS_ORDER_TYPES.map((value) => ({ value, label: t(`lossOrders.types.${value}`) }))}
        />
      </ListFilter>
      <ListFilter name="state" label={t('lossOrders.fields.state')}>
        <Select
          allowClear
          placeholder={t('lossOrders.anyState')}
          options={LOSS_ORDER_STATES.map((value) => ({ value, label: t(`lossOrders.states.${value}`) }))}
        />
      </ListFilter>
    </ListFilters>
  );
}
