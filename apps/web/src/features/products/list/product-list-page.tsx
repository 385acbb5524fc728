import { Card } from 'antd';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { ProductFilters } from './product-filters';
import { PRODUCT_LIST } from './product-list';
import { ProductToolbar } from './product-toolbar';
import { useDeleteProducts } from './use-delete-products';
import { useProductColumns } from './use-product-columns';

/** The SKU list (/productsList): filters kept in the address, SKUs with their stock, batch actions. */
export default function ProductListPage() {
  const list = useListScreen(PRODUCT_LIST);
  const deleteProducts = useDeleteProducts(list.selection.drop);
  const columns = useListColumns(PRODUCT_LIST.id, useProductColumns(deleteProducts));

  return (
    <Card>
      <ProductFilters screen={list} />
      <ProductToolbar screen={list} columns={columns} onDelete={deleteProducts} />
      <ListScreenTable screen={list} columns={columns} rowKey="id" />
    </Card>
  );
}
