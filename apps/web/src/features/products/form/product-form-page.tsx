import { ProductDetailView } from './product-detail-view';
import { ProductEditor } from './product-editor';
import { ProductLoader } from './product-loader';
import { ProductNotFound } from './product-not-found';
import { useProductPageParams } from './use-product-page-params';

/**
 * /products/add: a new SKU; `?id=` edits that SKU; `?id=&mode=view` shows its detail. Each is a
 * tab of its own (product-form-tab), so a half-filled form stays in its tab.
 */
export default function ProductFormPage() {
  const target = useProductPageParams();
  if (target.kind === 'new') return <ProductEditor key="new" />;
  if (target.kind === 'invalid') return <ProductNotFound />;
  return (
    <ProductLoader key={`${target.id}-${target.kind}`} id={target.id}>
      {(product) =>
        target.kind === 'view' ? <ProductDetailView product={product} /> : <ProductEditor product={product} />
      }
    </ProductLoader>
  );
}
