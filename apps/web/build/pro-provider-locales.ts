import type { Plugin } from 'vite';

const PRO_PROVIDER = /[\\/]@ant-design[\\/]pro-provider[\\/]es[\\/]/;
const RC_PAGINATION = /[\\/]rc-pagination[\\/]es[\\/]Pagination\.js$/;
const EMPTY = '\0portal:empty-module';
const EMPTY_LOCALE = '\0portal:empty-pro-locale';
/** The UI's two languages; ProComponents' texts in any other are never shown. */
const KEPT_PRO_LOCALES = new Set(['en_US', 'zh_CN']);

/**
 * ProComponents' provider imports its texts in 33 languages, antd's Chinese locale and dayjs's
 * Chinese locale up front, so every signed-in page downloaded Chinese texts even in English.
 * The portal always passes antd's locale for the UI language (app/antd-locale.ts loads the
 * Chinese one, with dayjs's, when Chinese is chosen), so here ProComponents keeps its English and
 * Chinese texts, and its default antd locale becomes the English one already in the bundle; so
 * does rc-pagination's default.
 */
export function proProviderLocales(): Plugin {
  return {
    name: 'portal:pro-provider-locales',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      // rc-pagination's default texts are Chinese; antd always hands it the UI language's.
      if (RC_PAGINATION.test(importer) && source === './locale/zh_CN') {
        return this.resolve('./locale/en_US', importer, { skipSelf: true });
      }
      if (!PRO_PROVIDER.test(importer)) return null;
      if (source === 'antd/es/locale/zh_CN') return this.resolve('antd/es/locale/en_US', importer, { skipSelf: true });
      if (source === 'dayjs/locale/zh-cn') return EMPTY;
      const locale = /^\.\/locale\/(\w+)$/.exec(source)?.[1];
      if (locale && !KEPT_PRO_LOCALES.has(locale)) return EMPTY_LOCALE;
      return null;
    },
    load(id) {
      if (id === EMPTY) return 'export {};';
      if (id === EMPTY_LOCALE) return 'export default {};';
      return null;
    },
  };
}
