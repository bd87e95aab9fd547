/** The stock code block with Prism and the site's extra grammars: the chunk ./index.tsx loads. */
import OriginalCodeBlock from '@theme-original/CodeBlock';
import {registerAdditionalLanguages} from './languages';

registerAdditionalLanguages();

export default OriginalCodeBlock;
