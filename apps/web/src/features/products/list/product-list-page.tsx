import { product } from '@portal/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useDeleteRows } from '../../../shared/list/use-confirm-delete';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { ProductFilters } from './product-filters';
import { PRODUCT_LIST } from './product-list';
import { ProductToolbar } from './product-toolbar';
import { useProductColumns } from './use-product-columns';

/** The delete's question and toast; a SKU with stock or used by a packing list or order is refused with its reason. */
const DELETE_TEXTS = { title: 'productList.deleteTitle', done: 'productList.deleted' } as const;

/** The SKU list (/productsList): filters kept in the address, SKUs with their stock, batch actions. */
export default function ProductListPage() {
  const { t } = useTranslation();
  const list = useListScreen(PRODUCT_LIST);
  const deleteProducts = useDeleteRows(product.deleteProduct, DELETE_TEXTS, list.selection.drop);
  const columns = useListColumns(PRODUCT_LIST.id, useProductColumns(deleteProducts));

  return (
    <Card>
      <ProductFilters screen={list} />
      <ProductToolbar screen={list} columns={columns} onDelete={deleteProducts} />
      <ListScreenTable
        screen={list}
        columns={columns}
        rowKey="id"
        rowName={(item) => t('productList.rowName', { sku: item.sku })}
      />
    </Card>
  );
}
