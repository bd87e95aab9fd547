/**
 * Applies ./patches.ts to the Docusaurus modules they name, in every build (browser and server, production and
 * `npm start`), so that what writers see is what readers get.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {sourcePatches} from './patches';

/** Matches `node_modules/<module>` with either path separator. */
const moduleTest = (module: string) => (file: string) => file.split(path.sep).join('/').endsWith(`/node_modules/${module}`);

export default function themePatches(): Plugin {
  const modules = [...new Set(sourcePatches.map((patch) => patch.module))];
  return {
    name: 'theme-patches',
    configureWebpack() {
      return {
        module: {
          rules: modules.map((module) => ({
            test: moduleTest(module),
            enforce: 'pre' as const,
            use: [
              {
                loader: path.join(__dirname, 'patchLoader.cjs'),
                options: {patches: sourcePatches.filter((patch) => patch.module === module).map(({find, replace}) => ({find, replace}))},
              },
            ],
          })),
        },
      };
    },
  };
}
