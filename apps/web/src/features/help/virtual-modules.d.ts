// The help center's build output (apps/web/build/help/help-articles-plugin.ts), imported by the help pages only.
declare module 'virtual:help-articles' {
  import type { HelpDoc } from './help-doc';
  export const HELP_DOCS: HelpDoc[];
}

declare module 'virtual:help-search-index' {
  /** The MiniSearch index of every section of every article, as `MiniSearch.loadJSON` takes it. */
  const index: string;
  export default index;
}
