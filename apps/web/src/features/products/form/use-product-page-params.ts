import { useSearchParams } from 'react-router';

/** What the address asks for: a new SKU, the SKU `id` to edit, or its detail (`mode=view`). */
export function useProductPageParams(): { id: number | null; view: boolean } {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return { id, view: params.get('mode') === 'view' };
}
