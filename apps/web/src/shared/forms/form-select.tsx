import { Select, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType, RefSelectProps } from 'antd/es/select';
import { type Ref, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * antd's Select for a form field. A required Form.Item writes `aria-required` on the Select's root,
 * a div without a role where ARIA does not allow it (axe `aria-allowed-attr`, critical); the
 * combobox inside receives it too, where it belongs. This Select takes it off the root after each
 * render, so forms use it in place of antd's.
 */
export function FormSelect<V = string, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({
  ref: formRef,
  ...props
}: SelectProps<V, O> & { ref?: Ref<RefSelectProps> }) {
  const own = useRef<RefSelectProps | null>(null);
  useLayoutEffect(() => {
    own.current?.nativeElement?.removeAttribute('aria-required');
  });
  // Form.Item hands its field a ref too (to focus it): both are given the Select.
  const ref = useCallback(
    (select: RefSelectProps | null) => {
      own.current = select;
      if (typeof formRef === 'function') formRef(select);
      else if (formRef) formRef.current = select;
    },
    [formRef],
  );
  return <Select<V, O> {...props} ref={ref} />;
}
