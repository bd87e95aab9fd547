/** Data modules written by this site's plugins into .docusaurus/ (aliased as @generated/). */
declare module '@generated/doc-card-descriptions/default/descriptions.json' {
  import type {CardDescriptions} from '@site/plugins/doc-card-descriptions/types';
  const descriptions: CardDescriptions;
  export default descriptions;
}
