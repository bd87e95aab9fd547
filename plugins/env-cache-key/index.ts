/**
 * Keys the bundler's persistent cache on the environment switches that change the bundle (config/env.ts
 * BUNDLE_ENV). Docusaurus versions that cache by its own version, the theme aliases and the config file's text;
 * an environment variable read by a plugin changes none of them, and a warm build would reuse modules compiled for
 * the previous value. The cache's `version` is a documented Rspack (`experiments.cache.version`) and webpack
 * (`cache.version`) option: when it differs, the cache is not reused.
 */
import type {Configuration} from 'webpack';
import type {Plugin} from '@docusaurus/types';
import {BUNDLE_ENV} from '../../config/env';

type VersionedCache = {version?: string};

export const bundleEnvKey = (env: Record<string, string> = BUNDLE_ENV): string =>
  Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(',');

export default function envCacheKey(): Plugin {
  return {
    name: 'env-cache-key',
    configureWebpack(config): Configuration {
      const key = bundleEnvKey();
      const keyed = (cache: unknown) => ({...(cache as VersionedCache), version: `${(cache as VersionedCache).version ?? ''}|${key}`});
      const rspackCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return {
        ...(rspackCache && typeof rspackCache === 'object' ? {experiments: {cache: keyed(rspackCache)}} : {}),
        ...(config.cache && typeof config.cache === 'object' ? {cache: keyed(config.cache) as Configuration['cache']} : {}),
      };
    },
  };
}
