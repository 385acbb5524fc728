import { type Product, product, productFilterSchema } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Card } from 'antd';
import { useCallback } from 'react';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { ListTable } from '../../../shared/list/list-table';
import { useListUrlState } from '../../../shared/list/use-list-url-state';
import { useRowSelection } from '../../../shared/list/use-row-selection';
import { ProductFilterForm } from './product-filter-form';
import { ProductToolbar } from './product-toolbar';
import { useDeleteProducts } from './use-delete-products';
import { useProductColumns } from './use-product-columns';

/** The SKU list (/productsList): filters kept in the address, SKUs with their stock, batch actions. */
export default function ProductListPage() {
  const list = useListUrlState(productFilterSchema);
  // The previous page stays on screen while the next one loads, instead of an empty table.
  const products = useOperationQuery(product.getProductList, list.query, { placeholderData: keepPreviousData });
  const selection = useRowSelection(list.filtersKey);
  const deleteProducts = useDeleteProducts(selection.drop);
  const deleteOne = useCallback((item: Product) => deleteProducts([item.id]), [deleteProducts]);
  const columns = useProductColumns(deleteOne);

  return (
    <Card>
      <ProductFilterForm filters={list.filters} onSearch={list.setFilters} onReset={list.resetFilters} />
      <ProductToolbar
        filters={list.filters}
        selectedKeys={selection.selectedKeys}
        onClearSelection={selection.clear}
        onDelete={deleteProducts}
      />
      <ListTable<Product>
        columns={columns}
        rowKey="id"
        data={products.data}
        loading={products.isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        selection={selection}
        scrollX={2300}
      />
    </Card>
  );
}
