import type { ContentOf, OperationDef } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CallInput, callOperation } from './call-operation';

export interface CallCallbacks<O extends OperationDef> {
  onSuccess?: (content: ContentOf<O>) => void;
  onError?: (error: Error) => void;
}

/**
 * The operation itself, or a loader of it: a page that must stay light (/login) loads the contract's
 * operation, and the zod schemas with it, only when it first calls.
 */
export type OperationSource<O extends OperationDef> = O | (() => Promise<O>);

/**
 * A write with its pending state, for the public pages: like `useOperationMutation`, but without
 * TanStack Query, which /login cannot afford and has no cache to share. As with a mutation, only
 * the latest call reports back, and nothing is reported once the component is gone.
 */
export function useOperationCall<O extends OperationDef>(
  operation: OperationSource<O>,
  options: { silent?: boolean } = {},
) {
  const { silent } = options;
  const [isPending, setPending] = useState(false);
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const call = useCallback(
    (input: Omit<CallInput<O>, 'silent'> | undefined, callbacks: CallCallbacks<O> = {}) => {
      const id = ++latest.current;
      const current = () => mounted.current && id === latest.current;
      setPending(true);
      const loaded = typeof operation === 'function' ? operation() : Promise.resolve(operation);
      loaded
        .then((op) => callOperation(op, { ...input, silent }))
        .then(
          (content) => {
            if (!current()) return;
            setPending(false);
            callbacks.onSuccess?.(content);
          },
          (error: unknown) => {
            if (!current()) return;
            setPending(false);
            callbacks.onError?.(error instanceof Error ? error : new Error(String(error)));
          },
        );
    },
    [operation, silent],
  );
  return { call, isPending };
}
