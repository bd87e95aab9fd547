/**
 * The stock code block with Prism and the site's extra grammars (themeConfig.prism.additionalLanguages). In the
 * browser this module is its own chunk, loaded by ./client.tsx; on the server it is imported at once (./server.tsx).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default OriginalCodeBlock;
