import { useSearchParams } from 'react-router';
import { PackageEditor } from './package-editor';
import { PackageLoader } from './package-loader';
import { PACKAGE_ID_PARAM } from './package-paths';

/** /products/packages/add: a new package; `?id=` edits that package. Each is a tab of its own. */
export default function PackageFormPage() {
  const [params] = useSearchParams();
  const id = params.get(PACKAGE_ID_PARAM);
  if (id === null) return <PackageEditor key="new" />;
  return <PackageLoader key={id}>{(saved) => <PackageEditor saved={saved} />}</PackageLoader>;
}
