/**
 * The one registry of components available in every Markdown page without an import (CONTRIBUTING.md).
 * Content never deep-imports components. Keep this list small: everything here ships with every doc page.
 * (SdkVersion, SdkChainsTable and SdkConstantTable are not components: plugins/remark-sdk-data replaces them
 * with text and tables at build time.)
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import DocCardList from '@theme/DocCardList';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  DocCardList,
};
