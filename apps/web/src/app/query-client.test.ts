import { user } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../shared/api/request';
import { operationKey } from '../shared/api/use-operation';
import { queryClient } from './query-client';

describe('the signed-in query cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the current user again when a request is refused for want of a right', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error_code: 1005, msg: 'no permission', content: null }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(
      request({ method: 'POST', path: '/api/ucenter/product/addProduct', silent: true }),
    ).rejects.toMatchObject({
      code: 1005,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: operationKey(user.getCurrentUser) });
  });
});
