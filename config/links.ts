/** External addresses used in the navbar, footer and components, in one place. */
export const SDK_REPO_URL = 'https://github.com/LIT-Protocol/js-sdk';
export const DOCS_REPO_URL = 'https://github.com/LIT-Protocol/docs';
/**
 * Where "Edit this page" leads: the repository's editor on its default branch. Docusaurus appends the page's path
 * from the site root (`docs/…`, `versioned_docs/version-2.0/…`, `blog/…`), so v2 pages open their versioned file.
 */
export const DOCS_EDIT_URL = `${DOCS_REPO_URL}/edit/main/`;
export const GITHUB_ORG_URL = 'https://github.com/LIT-Protocol';
export const DEVELOPER_GUIDES_URL = 'https://github.com/LIT-Protocol/developer-guides-code';
export const DISCORD_URL = 'https://litgateway.com/discord';
export const X_URL = 'https://twitter.com/LitProtocol';
export const WEBSITE_URL = 'https://www.litprotocol.com/';
export const SPARK_BLOG_URL = 'https://spark.litprotocol.com';
/** Where the "Was this page helpful?" widget and the 404 page send readers to report a docs problem. */
export const DOCS_NEW_ISSUE_URL = `${DOCS_REPO_URL}/issues/new`;
