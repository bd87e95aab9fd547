/**
 * The stock code block with Prism and the site's extra grammars. In the browser this module is its own chunk,
 * loaded by ./client.tsx; on the server it is imported at once (./server.tsx).
 */
import OriginalCodeBlock from '@theme-original/CodeBlock';
import {registerAdditionalLanguages} from './languages';

registerAdditionalLanguages();

export default OriginalCodeBlock;
