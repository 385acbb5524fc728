import type { Plugin } from 'vite';

const ANTD_FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * Every antd input reads the form item's status through `antd/es/form/context`, which imports only
 * `FormProvider` from `rc-field-form`, but through its index: that index assigns `Form.Field`,
 * `Form.List`… to the form component, a side effect no bundler may drop, so the whole form library
 * and its validator (≈ 14 KB gzip) came with /login, whose plain form uses none of it. Here that
 * one import goes to the module that defines `FormProvider`, the same module the index re-exports,
 * so pages with antd's Form still share one provider.
 */
export function formContextImport(): Plugin {
  return {
    name: 'portal:form-context-import',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'rc-field-form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return null;
      return this.resolve('rc-field-form/es/FormContext', importer, { skipSelf: true });
    },
  };
}
