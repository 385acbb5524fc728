import { useSearchParams } from 'react-router';
import { PackagingEditor } from './packaging-editor';
import { PackagingLoader } from './packaging-loader';
import { PACKAGING_ID_PARAM } from './packaging-paths';

/** /products/packaging/add: a new packaging item; `?id=` edits that item. Each is a tab of its own. */
export default function PackagingFormPage() {
  const [params] = useSearchParams();
  const id = params.get(PACKAGING_ID_PARAM);
  if (id === null) return <PackagingEditor key="new" />;
  return <PackagingLoader key={id}>{(saved) => <PackagingEditor saved={saved} />}</PackagingLoader>;
}
