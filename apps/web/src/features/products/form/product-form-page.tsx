import { ProductDetailView } from './product-detail-view';
import { ProductEditor } from './product-editor';
import { ProductLoader } from './product-loader';
import { useProductPageParams } from './use-product-page-params';

/**
 * /products/add: a new SKU; `?id=` edits that SKU; `?id=&mode=view` shows its detail. The tab keeps
 * one page for all three, so each is keyed by what it shows and starts afresh when that changes.
 */
export default function ProductFormPage() {
  const { id, view } = useProductPageParams();
  if (id === null) return <ProductEditor key="new" />;
  return (
    <ProductLoader key={`${id}-${view ? 'view' : 'edit'}`} id={id}>
      {(product) => (view ? <ProductDetailView product={product} /> : <ProductEditor product={product} />)}
    </ProductLoader>
  );
}
