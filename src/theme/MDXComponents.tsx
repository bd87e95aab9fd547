/**
 * The components available in every Markdown page without an import (CONTRIBUTING.md): the stock ones only.
 * Everything here ships with every doc page, so this stays the stock list. Tabs, TabItem and DocCardList are
 * usable without an import too, but plugins/remark-auto-import adds their import to the pages that use them, so
 * their code loads only there. (SdkVersion, SdkChainsTable and SdkConstantTable are not components:
 * plugins/remark-sdk-data replaces them with text and tables at build time.)
 */
import MDXComponents from '@theme-original/MDXComponents';

export default MDXComponents;
