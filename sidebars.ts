/**
 * v3 (current) docs sidebar. Mirrors ../shared/spec/SIDEBARS.md: category labels, order, and which
 * categories open a doc page or a generated index. Generated-index slugs are explicit so the public
 * /v3/category/* URLs never drift when a label changes.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {categoryIndex as index} from './config/sidebarHelpers';

const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Getting Started',
      description: 'What Lit is, how it works and how to move to the current networks.',
      collapsed: false,
      items: [
        'intro/overview',
        'intro/what-is-lit-protocol',
        'resources/how-it-works',
        'network/migration-guide',
      ],
    },
    {
      type: 'category',
      label: 'Installing the Lit SDK',
      description: 'Install the 6.x SDK packages and upgrade from earlier versions.',
      link: {type: 'doc', id: 'sdk/installation'},
      items: [
        {
          type: 'category',
          label: 'Migrating from earlier versions',
          description: 'Upgrade notes for every breaking release of the SDK.',
          link: index(
            'migrating-from-earlier-versions',
            'Migrating from earlier versions',
            'Step-by-step upgrade notes for every breaking release of the Lit SDK, from 2.x through 6.x.',
          ),
          items: [
            {
              type: 'category',
              label: 'Migrating from 2.x.x to 3.x.x',
              description: 'The 3.0 release: new package layout, session signatures by default and the network changes that came with it.',
              link: {type: 'doc', id: 'sdk/migrations/3.0.0/overview'},
              items: ['network/feature-matrix', 'sdk/migrations/3.0.0/changes'],
            },
            'sdk/migrations/3.2.0',
            'sdk/migrations/4.0.0',
            'sdk/migrations/6.0.0',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      description: 'Authenticate, create user wallets, encrypt with access control and run Lit Actions.',
      link: index(
        'guides',
        'Lit SDK Guides',
        'Task-oriented guides for the Lit SDK: authenticate users, create user wallets, encrypt with access control, and run Lit Actions.',
      ),
      items: [
        {
          type: 'category',
          label: 'Authentication',
          description: 'How users prove who they are to the Lit network: wallet signatures, session signatures and capacity credits.',
          link: {type: 'doc', id: 'sdk/authentication/overview'},
          items: [
            'sdk/authentication/auth-sig',
            {
              type: 'category',
              label: 'Session Signatures',
              link: {type: 'doc', id: 'sdk/authentication/session-sigs/intro'},
              items: [
                'sdk/authentication/session-sigs/resources-and-abilities',
                'sdk/authentication/session-sigs/capability-objects',
                'sdk/capacity-credits',
                'sdk/authentication/session-sigs/get-session-sigs',
                'sdk/authentication/session-sigs/usage',
              ],
            },
            'sdk/authentication/security',
          ],
        },
        {
          type: 'category',
          label: 'User Wallets',
          description: 'Programmable Key Pairs as wallets for your users: minting, auth methods and connecting to dApps.',
          link: {type: 'doc', id: 'sdk/wallets/intro'},
          items: [
            'sdk/wallets/quick-start',
            {
              type: 'category',
              label: 'Advanced Topics',
              key: 'advanced-topics-wallets',
              description: 'Auth methods, minting options, dApp connections and claimable keys.',
              link: index(
                'advanced-topics',
                'Advanced Topics (User Wallets)',
                'Auth methods, minting options, dApp connections and claimable keys for Programmable Key Pairs.',
              ),
              items: [
                {
                  type: 'category',
                  label: 'Auth Methods',
                  description: 'Social login, WebAuthn, one-time codes and custom methods that can control a PKP.',
                  link: {type: 'doc', id: 'sdk/wallets/auth-methods'},
                  items: [
                    {
                      type: 'category',
                      label: 'Lit Auth Methods',
                      description: 'The auth methods the Lit network verifies natively, and how to add or remove them.',
                      items: [
                        'sdk/wallets/auth-methods/lit-auth-methods/add-remove-auth-methods',
                        'sdk/wallets/auth-methods/lit-auth-methods/social-login',
                        'sdk/wallets/auth-methods/lit-auth-methods/web-authn',
                        'sdk/wallets/auth-methods/lit-auth-methods/email-sms',
                      ],
                    },
                    'sdk/wallets/auth-methods/custom-auth',
                  ],
                },
                {
                  type: 'category',
                  label: 'Minting a PKP',
                  description: 'Ways to mint a PKP: from contracts, through the relayer with social or WebAuthn, or with several auth methods at once.',
                  link: {type: 'doc', id: 'sdk/wallets/minting'},
                  items: [
                    'sdk/wallets/minting-methods/mint-via-contracts',
                    'sdk/wallets/minting-methods/mint-via-social',
                    'sdk/wallets/minting-methods/mint-via-web-authn',
                    'sdk/wallets/minting-methods/mint-via-multiple-auth-methods',
                  ],
                },
                'sdk/wallets/walletconnect',
                {
                  type: 'category',
                  label: 'Claimable Keys (HD Keys)',
                  description: 'Keys derived from an identifier before their owner has a wallet, claimed later.',
                  link: {type: 'doc', id: 'sdk/wallets/claimable-keys/intro'},
                  items: ['sdk/wallets/claimable-keys/usage'],
                },
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Encryption and Access Control',
          description: 'Encrypt data client-side and let the Lit network decide who may decrypt it, from on-chain and off-chain conditions.',
          link: {type: 'doc', id: 'sdk/access-control/intro'},
          items: [
            'sdk/access-control/quick-start',
            'sdk/access-control/playground',
            {
              type: 'category',
              label: 'Advanced Topics',
              key: 'advanced-topics-access-control',
              description: 'JWT auth, condition types, and examples for EVM, Solana, Cosmos and Lit Action conditions.',
              link: index(
                'advanced-topics-1',
                'Advanced Topics (Encryption and Access Control)',
                'Condition types, EVM and non-EVM examples, JWT auth and Lit Action conditions for encryption with access control.',
              ),
              items: [
                'sdk/access-control/jwt-auth',
                {
                  type: 'category',
                  label: 'Types of Conditions',
                  description: 'Unified access control conditions and how to combine conditions with boolean logic.',
                  items: [
                    'sdk/access-control/condition-types/unified-access-control-conditions',
                    'sdk/access-control/condition-types/boolean-logic',
                  ],
                },
                {
                  type: 'category',
                  label: 'EVM',
                  description: 'Conditions on EVM chains: balances, NFTs, POAPs, contract calls, timelocks and SIWE parameters.',
                  items: [
                    'sdk/access-control/evm/basic-examples',
                    'sdk/access-control/evm/custom-contract-calls',
                    'sdk/access-control/evm/poap',
                    'sdk/access-control/evm/timelock',
                    'sdk/access-control/evm/siwe',
                  ],
                },
                {
                  type: 'category',
                  label: 'Other Chains',
                  description: 'Conditions evaluated on Solana and Cosmos chains.',
                  items: [
                    'sdk/access-control/other-chains/sol-rpc-conditions',
                    'sdk/access-control/other-chains/cosmos-conditions',
                  ],
                },
                {
                  type: 'category',
                  label: 'Off-Chain',
                  description: 'Conditions decided by a Lit Action, for anything you can check in code.',
                  items: ['sdk/access-control/lit-action-conditions'],
                },
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Decentralized Compute (Lit Actions)',
          description: 'JavaScript that runs on every Lit node and can sign, decrypt, fetch and verify before it does.',
          link: {type: 'doc', id: 'sdk/serverless-signing/overview'},
          items: [
            'sdk/serverless-signing/quick-start',
            {
              type: 'category',
              label: 'Advanced Topics',
              key: 'advanced-topics-lit-actions',
              description: 'Conditional signing, fetch, key claiming, decryption, combining signatures and single-node execution.',
              link: index(
                'advanced-topics-2',
                'Advanced Topics (Lit Actions)',
                'Conditional signing, fetch, key claiming, decryption and signature combining, single-node execution and more inside Lit Actions.',
              ),
              items: [
                'sdk/serverless-signing/conditional-signing',
                'sdk/serverless-signing/fetch',
                'sdk/serverless-signing/processing-validation',
                'sdk/serverless-signing/key-claiming',
                'sdk/serverless-signing/eip191',
                'sdk/serverless-signing/dependencies',
                'sdk/serverless-signing/combining-decryption-shares',
                'sdk/serverless-signing/combining-signatures',
                'sdk/serverless-signing/run-once',
                'sdk/serverless-signing/get-rpc-url',
                'sdk/serverless-signing/broadcast-and-collect',
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Wrapped Keys',
          description: 'Private keys kept encrypted for a PKP: generate, import, sign on EVM and Solana, export and list them.',
          link: {type: 'doc', id: 'sdk/wrapped-keys/overview'},
          items: [
            'sdk/wrapped-keys/generate-and-import',
            'sdk/wrapped-keys/sign-message-and-transaction',
            'sdk/wrapped-keys/export',
            'sdk/wrapped-keys/list-and-storage',
            'sdk/wrapped-keys/security',
            'sdk/wrapped-keys/costs-and-limits',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Appendix',
      description: 'Networks, tools, integrations and testing.',
      link: index(
        'appendix',
        'Appendix',
        'Reference material around the SDK: the Lit networks, developer tools, third-party integrations and testing.',
      ),
      items: [
        {
          type: 'category',
          label: 'Networks',
          description: 'The Lit networks you can build on and how to choose between them.',
          link: index(
            'networks',
            'Lit Networks',
            'The Lit networks you can build on, what each is for, and how to choose one for development and production.',
          ),
          items: [
            {
              type: 'category',
              label: 'Lit Networks',
              description: 'The development, test and production networks.',
              items: ['network/networks/testnet', 'network/networks/mainnet'],
            },
          ],
        },
        {
          type: 'category',
          label: 'Useful Tools',
          description: 'Condition builders, the GetLit CLI, an event listener and explorers.',
          link: index(
            'useful-tools',
            'Lit Tools',
            'Tools that help you build and debug with Lit: condition builders, the GetLit CLI, an event listener and explorers.',
          ),
          items: [
            'tools/access-control',
            'tools/getlit-cli',
            'tools/event-listener',
            'tools/pkpexplorer',
            'tools/searchlit',
          ],
        },
        {
          type: 'category',
          label: 'Integrations',
          description: 'Lit with smart contract accounts and decentralized storage.',
          link: index(
            'integrations',
            'Integrations with Lit SDK',
            'Use Lit with smart contract account providers and decentralized storage networks.',
          ),
          items: [
            {
              type: 'category',
              label: 'Smart Contract Accounts',
              description: 'A PKP as the signer of an ERC-4337 account, with Alchemy, Pimlico or Openfort.',
              link: {type: 'doc', id: 'integrations/aa/overview'},
              items: [
                'integrations/aa/alchemy-account-kit',
                'integrations/aa/pimlico',
                'integrations/aa/openfort',
              ],
            },
            {
              type: 'category',
              label: 'Storage',
              description: 'Store Lit-encrypted data on Ceramic (ComposeDB) or Irys.',
              items: ['integrations/storage/ceramic-example', 'integrations/storage/irys'],
            },
          ],
        },
        'sdk/tests',
      ],
    },
    {
      type: 'category',
      label: 'Resources and Support',
      description: 'Use cases, the rollup, supported chains, contracts, glossary, FAQ and bug bounty.',
      link: {type: 'doc', id: 'support/intro'},
      items: [
        'intro/usecases',
        'network/rollup',
        'resources/supported-chains',
        'resources/contracts',
        'resources/glossary',
        'support/faq',
        'support/bug-bounty',
      ],
    },
    {
      type: 'category',
      label: 'API Reference',
      description: 'The public API of each major version of the SDK.',
      link: index(
        'api-reference',
        'Lit SDK API Reference',
        'The public API of every major version of the Lit JavaScript SDK: classes, functions, parameters and return types.',
      ),
      items: [
        'api-reference/v4-sdk',
        {
          type: 'category',
          label: 'Legacy SDK Versions',
          description: 'API reference for the 1.x, 2.x and 3.x SDK lines.',
          link: index(
            'legacy-sdk-versions',
            'Legacy SDK Versions',
            'API reference for the 1.x, 2.x and 3.x SDK lines, kept for projects that have not upgraded yet.',
          ),
          items: ['api-reference/v3-sdk', 'api-reference/v2-sdk', 'api-reference/v1-sdk'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Additional Examples',
      description: 'Example projects that show Lit in complete applications.',
      items: ['additional-examples/intro'],
    },
  ],
};

export default sidebars;
