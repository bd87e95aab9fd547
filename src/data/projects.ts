/**
 * Projects that build with Lit, shown on /Ecosystem/projects by the ProjectList component.
 *
 * Only list a project whose public material (its docs, repository or package) shows that it uses Lit.
 * To add one: append an entry, keep the description to one or two factual sentences about what the
 * project does with Lit, and pick the closest category. The page sorts entries by name.
 */

export type ProjectCategory = 'wallets' | 'private-data' | 'social' | 'defi-payments' | 'developer-tools';

export interface Project {
  readonly name: string;
  readonly description: string;
  readonly category: ProjectCategory;
  readonly url: string;
}

/** Display names and short explanations of the categories, in filter order. */
export const projectCategories: readonly {
  readonly id: ProjectCategory;
  readonly label: string;
  readonly summary: string;
}[] = [
  {
    id: 'wallets',
    label: 'Wallets and accounts',
    summary: 'Wallets and smart accounts that use PKPs as signers.',
  },
  {
    id: 'private-data',
    label: 'Private data',
    summary: 'Encryption of files and records, with access decided by conditions.',
  },
  {
    id: 'social',
    label: 'Social and content',
    summary: 'Social apps and workspaces that gate posts, messages or spaces.',
  },
  {
    id: 'defi-payments',
    label: 'DeFi and payments',
    summary: 'Trading, swaps and payment flows that use Lit keys or encryption.',
  },
  {
    id: 'developer-tools',
    label: 'Developer tools',
    summary: 'SDKs, libraries and reference apps for building with Lit.',
  },
];

export const projects: readonly Project[] = [
  {
    name: 'Lens Protocol',
    description:
      'Social protocol whose gated publications are encrypted with Lit, so only followers, collectors or token holders chosen by the author can read them.',
    category: 'social',
    url: 'https://lens.xyz/docs/primitives/publications/gated-content',
  },
  {
    name: 'Gitcoin Grants Stack',
    description:
      'Grants tooling that encrypts applicant data with Lit so that only the operators of a round can read it.',
    category: 'private-data',
    url: 'https://gov.gitcoin.co/t/lit-protocol-network-participation/15416',
  },
  {
    name: 'DAP (Digital Asset Protocol)',
    description:
      'Solana protocol and SDK that encrypts files with Lit so that only holders of a given NFT or token can decrypt them.',
    category: 'private-data',
    url: 'https://github.com/dap-cool/protocol',
  },
  {
    name: 'Encrypted Uploader',
    description: 'Example app that encrypts files under Lit access control conditions and stores them on Arweave through Irys.',
    category: 'private-data',
    url: 'https://github.com/Envoy-VC/arweave-lit-example',
  },
  {
    name: 'ZeroDev',
    description: 'Smart account toolkit with a documented integration that uses a Lit PKP wallet as the signer of a Kernel account.',
    category: 'wallets',
    url: 'https://docs.zerodev.app/smart-accounts/authentication/lit-protocol',
  },
  {
    name: 'Request Network Lit cipher',
    description:
      'The @requestnetwork/lit-protocol-cipher package encrypts and decrypts Request Network payment data with Lit.',
    category: 'defi-payments',
    url: 'https://www.npmjs.com/package/@requestnetwork/lit-protocol-cipher',
  },
  {
    name: 'Sling Protocol PKP DEX SDK',
    description: 'SDK that automates Uniswap and 1inch swaps by signing transactions with PKPs inside Lit Actions.',
    category: 'defi-payments',
    url: 'https://github.com/Sling-Protocol/pkp-dex-sdk',
  },
  {
    name: 'Lit developer guides code',
    description: 'Runnable example projects from the Lit team covering encryption, Lit Actions, PKPs and session signatures.',
    category: 'developer-tools',
    url: 'https://github.com/LIT-Protocol/developer-guides-code',
  },
  {
    name: 'Next.js token gating example',
    description: 'Minimal Next.js app that gates a page behind an NFT-ownership condition checked with Lit.',
    category: 'developer-tools',
    url: 'https://github.com/dabit3/nextjs-lit-token-gating',
  },
];
