/** The SKU list (/productsList): being built in issue 3. */
export default function ProductListPage() {
  return null;
}
