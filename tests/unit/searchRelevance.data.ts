/**
 * The search relevance set: queries a Lit developer types, asked from a page of the site, with the results that
 * should come first. tests/unit/searchRelevance.spec.ts runs every query against the built index
 * (build/search-index.json) and reports how many have a right answer first and in the top 3.
 *
 * `expected` lists the right answers, any of which counts: a page URL matches the page and any of its sections, a
 * URL with `#anchor` only that section. Choose them as a reader would (the page that answers the question), never
 * from what the engine returns today. `from` is the page the reader searches on: it sets the docs version searched
 * (a v2 page searches v2, every other page v3) and the section the engine prefers.
 *
 * Adding a page? If readers will look for it by a name, a function or an error message it quotes, add that query
 * here with the page as its expected answer.
 */

export type QueryKind = 'api' | 'task' | 'error' | 'network' | 'concept' | 'legacy' | 'section';

export interface RelevanceQuery {
  readonly query: string;
  readonly from: string;
  readonly expected: readonly string[];
  readonly kind: QueryKind;
}

/** Pages the queries are asked from. */
const V3 = '/v3/';
const V3_GUIDE = '/v3/sdk/installation';
const V2 = '/v2/sdk/intro';
const LAB_NETWORK = '/learningLab/intro-to-lit/network';
const LAB_ACC = '/learningLab/intro-to-lit/acc';
const LAB_SIGNING = '/learningLab/intro-to-lit/prog-signing';

const ENCRYPTION_GUIDES = ['/v3/sdk/access-control/quick-start', '/v3/sdk/access-control/encryption'];
const GET_SESSION_SIGS = ['/v3/sdk/authentication/session-sigs/get-session-sigs'];
const CAPACITY_CREDITS = ['/v3/sdk/capacity-credits'];

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // SDK names: the current guide that explains and uses them, not an API reference of an older SDK line.
  {kind: 'api', from: V3, query: 'LitNodeClient', expected: ['/v3/sdk/installation', '/v3/#quick-start']},
  {kind: 'api', from: V3, query: 'decryptToString', expected: ENCRYPTION_GUIDES},
  {kind: 'api', from: V3_GUIDE, query: 'encryptString', expected: ENCRYPTION_GUIDES},
  {kind: 'api', from: V3, query: 'executeJs', expected: ['/v3/sdk/serverless-signing/overview', '/v3/sdk/serverless-signing/quick-start']},
  {kind: 'api', from: V3, query: 'getSessionSigs', expected: GET_SESSION_SIGS},
  {kind: 'api', from: V3, query: 'getPkpSessionSigs', expected: GET_SESSION_SIGS},
  {kind: 'api', from: V3_GUIDE, query: 'getLitActionSessionSigs', expected: GET_SESSION_SIGS},
  {kind: 'api', from: V3, query: 'mintWithAuth', expected: ['/v3/sdk/wallets/minting-methods/mint-via-contracts']},
  {kind: 'api', from: V3, query: 'createCapacityDelegationAuthSig', expected: CAPACITY_CREDITS},
  {kind: 'api', from: V3, query: 'mintCapacityCreditsNFT', expected: ['/v3/sdk/capacity-credits#step-1-mint-a-capacity-credit']},
  {kind: 'api', from: V3, query: 'capabilityAuthSigs', expected: ['/v3/sdk/capacity-credits', '/v3/concepts/capacity-credits-concept']},
  {kind: 'api', from: V3, query: 'LitContracts', expected: ['/v3/sdk/wallets/minting-methods/mint-via-contracts', '/v3/resources/contracts']},
  {kind: 'api', from: V3, query: 'generateAuthSig', expected: ['/v3/sdk/authentication/auth-sig']},
  {kind: 'api', from: V3, query: 'createSiweMessageWithRecaps', expected: GET_SESSION_SIGS},
  {kind: 'api', from: V3, query: 'LitAbility', expected: ['/v3/sdk/authentication/session-sigs/resources-and-abilities']},
  {kind: 'api', from: V3, query: 'Lit.Actions.signEcdsa', expected: ['/v3/sdk/serverless-signing/eip191', '/v3/sdk/serverless-signing/quick-start']},
  {kind: 'api', from: V3, query: 'setResponse', expected: ['/v3/sdk/serverless-signing/overview#what-you-get-back', '/v3/sdk/serverless-signing/quick-start']},
  {kind: 'api', from: V3, query: 'runOnce', expected: ['/v3/sdk/serverless-signing/run-once']},
  {kind: 'api', from: V3, query: 'decryptAndCombine', expected: ['/v3/sdk/serverless-signing/combining-decryption-shares']},
  {kind: 'api', from: V3, query: 'checkConditions', expected: ['/v3/sdk/serverless-signing/conditional-signing']},
  {kind: 'api', from: V3, query: 'claimKeyId', expected: ['/v3/sdk/wallets/claimable-keys/usage', '/v3/sdk/wallets/claimable-keys/intro', '/v3/sdk/serverless-signing/key-claiming']},
  {kind: 'api', from: V3, query: 'signTransactionWithEncryptedKey', expected: ['/v3/sdk/wrapped-keys/sign-message-and-transaction']},
  {kind: 'api', from: V3, query: 'exportPrivateKey', expected: ['/v3/sdk/wrapped-keys/export']},
  {kind: 'api', from: V3, query: 'PKPEthersWallet', expected: ['/v3/sdk/wallets/walletconnect', '/v3/sdk/wallets/quick-start']},

  // Tasks.
  {kind: 'task', from: V3, query: 'install sdk', expected: ['/v3/sdk/installation']},
  {kind: 'task', from: V3, query: 'how to encrypt', expected: ENCRYPTION_GUIDES},
  {kind: 'task', from: V3, query: 'mint a pkp', expected: ['/v3/sdk/wallets/minting']},
  {kind: 'task', from: V3, query: 'pay for requests', expected: [...CAPACITY_CREDITS, '/v3/concepts/capacity-credits-concept']},
  {kind: 'task', from: V3, query: 'connect a client', expected: ['/v3/sdk/installation#connect-a-client']},
  {kind: 'task', from: V3, query: 'delegate capacity credits', expected: ['/v3/sdk/capacity-credits#step-2-delegate-the-credit', '/v3/concepts/capacity-credits-concept#delegation-paying-for-your-users']},
  {kind: 'task', from: V3, query: 'decrypt inside a lit action', expected: ['/v3/sdk/serverless-signing/combining-decryption-shares', '/v3/sdk/serverless-signing/encryption']},
  {kind: 'task', from: V3, query: 'add auth method', expected: ['/v3/sdk/wallets/auth-methods/lit-auth-methods/add-remove-auth-methods']},
  {kind: 'task', from: V3, query: 'fetch in lit action', expected: ['/v3/sdk/serverless-signing/fetch']},
  {kind: 'task', from: V3, query: 'handle errors', expected: ['/v3/sdk/tests']},
  {kind: 'task', from: V3, query: 'upgrade to v6', expected: ['/v3/sdk/migrations/6.0.0']},
  {kind: 'task', from: V3, query: 'login with google', expected: ['/v3/sdk/wallets/auth-methods/lit-auth-methods/social-login', '/v3/sdk/wallets/minting-methods/mint-via-social']},
  {kind: 'task', from: V3, query: 'export private key', expected: ['/v3/sdk/wrapped-keys/export']},
  {kind: 'task', from: V3, query: 'import a private key', expected: ['/v3/sdk/wrapped-keys/generate-and-import']},
  {kind: 'task', from: V3, query: 'mint with passkey', expected: ['/v3/sdk/wallets/minting-methods/mint-via-web-authn']},
  {kind: 'task', from: V3, query: 'connect pkp to dapp', expected: ['/v3/sdk/wallets/walletconnect']},
  {kind: 'task', from: V3, query: 'rpc url in lit action', expected: ['/v3/sdk/serverless-signing/get-rpc-url']},
  {kind: 'task', from: V3, query: 'run on a single node', expected: ['/v3/sdk/serverless-signing/run-once']},
  {kind: 'task', from: V3, query: 'email otp', expected: ['/v3/sdk/wallets/auth-methods/lit-auth-methods/email-sms', '/v3/sdk/wallets/minting-methods/mint-via-social']},

  // Error messages as the SDK prints them and the pages quote them.
  {
    kind: 'error',
    from: V3,
    query: 'LitNodeClient is not ready. Please call await litNodeClient.connect() first.',
    expected: ['/v3/sdk/installation', '/v3/sdk/access-control/quick-start', '/v3/sdk/wallets/quick-start', '/v3/sdk/serverless-signing/quick-start'],
  },
  {kind: 'error', from: V3, query: 'Unsupported network has been provided', expected: ['/v3/sdk/installation#common-errors', '/v3/network/migration-guide#common-errors']},
  {kind: 'error', from: V3, query: 'insufficient funds for intrinsic transaction cost', expected: ['/v3/sdk/wallets/quick-start#common-errors', '/v3/sdk/wallets/minting-methods/mint-via-contracts#common-errors']},
  {kind: 'error', from: V3, query: 'Contracts are not connected. Please call connect() first', expected: ['/v3/sdk/wallets/quick-start#common-errors']},
  {kind: 'error', from: V3, query: 'Invalid recap urn', expected: ['/v3/sdk/access-control/evm/siwe', '/v3/sdk/authentication/session-sigs/capability-objects']},
  {kind: 'error', from: V3, query: "Property 'authNeededCallback' is missing", expected: ['/v3/sdk/migrations/6.0.0#common-errors-after-upgrading']},
  {kind: 'error', from: V3, query: 'Invalid sessionSigs. Errors: Expired', expected: ['/v3/sdk/authentication/session-sigs/get-session-sigs#common-errors']},
  {
    kind: 'error',
    from: V3,
    query: 'You must provide either accessControlConditions or evmContractConditions or solRpcConditions or unifiedAccessControlConditions',
    expected: ['/v3/sdk/access-control/encryption#common-errors'],
  },
  {kind: 'error', from: V3, query: 'NodeNotAuthorized', expected: ['/v3/sdk/tests', '/v3/sdk/access-control/quick-start#common-errors']},
  {kind: 'error', from: V3, query: "Type 'string' is not assignable to type 'LIT_NETWORKS_KEYS'", expected: ['/v3/sdk/installation#common-errors', '/v3/sdk/migrations/6.0.0#common-errors-after-upgrading']},
  {kind: 'error', from: V3, query: "Either 'litActionCode' or 'litActionIpfsId' must be provided", expected: ['/v3/sdk/authentication/session-sigs/get-session-sigs#common-errors']},
  {kind: 'error', from: V3, query: 'rate limit', expected: CAPACITY_CREDITS},

  // Networks.
  {kind: 'network', from: V3, query: 'datil', expected: ['/v3/network/networks/mainnet', '/v3/network/networks/testnet', '/v3/network/state-of-network']},
  {kind: 'network', from: V3, query: 'datil-test', expected: ['/v3/network/networks/testnet#datil-test']},
  {kind: 'network', from: V3, query: 'datil-dev', expected: ['/v3/network/networks/testnet#datil-dev']},
  {kind: 'network', from: V3, query: 'habanero', expected: ['/v3/network/migration-guide', '/v3/network/state-of-network']},
  {kind: 'network', from: V3, query: 'manzano', expected: ['/v3/network/migration-guide', '/v3/network/state-of-network']},
  {kind: 'network', from: V3, query: 'chronicle yellowstone', expected: ['/v3/network/rollup']},
  {kind: 'network', from: V3, query: 'mainnet', expected: ['/v3/network/networks/mainnet']},
  {kind: 'network', from: V3, query: 'test tokens', expected: ['/v3/network/networks/testnet#test-tokens', '/v3/support/faq#where-do-i-get-test-tokens']},

  // Concepts and topics.
  {kind: 'concept', from: V3, query: 'lit action', expected: ['/v3/sdk/serverless-signing/overview', '/v3/concepts/programmable-signing-concept']},
  {kind: 'concept', from: V3, query: 'session sigs', expected: ['/v3/sdk/authentication/session-sigs/intro']},
  {kind: 'concept', from: V3, query: 'wrapped keys', expected: ['/v3/sdk/wrapped-keys/overview']},
  {kind: 'concept', from: V3, query: 'pkp', expected: ['/v3/concepts/pkps-as-wallet', '/v3/sdk/wallets/intro', '/v3/resources/glossary#programmable-key-pair-pkp']},
  {
    kind: 'concept',
    from: V3,
    query: 'access control conditions',
    expected: ['/v3/sdk/access-control/intro', '/v3/concepts/access-control-concept', '/v3/resources/glossary#access-control-conditions-accs'],
  },
  {kind: 'concept', from: V3, query: 'capability objects', expected: ['/v3/sdk/authentication/session-sigs/capability-objects']},
  {kind: 'concept', from: V3, query: 'threshold cryptography', expected: ['/v3/resources/how-it-works', '/v3/resources/glossary#threshold-cryptography']},
  {kind: 'concept', from: V3, query: 'siwe', expected: ['/v3/sdk/access-control/evm/siwe']},
  {kind: 'concept', from: V3, query: 'jwt', expected: ['/v3/sdk/access-control/jwt-auth']},
  {kind: 'concept', from: V3, query: 'solana conditions', expected: ['/v3/sdk/access-control/other-chains/sol-rpc-conditions']},
  {kind: 'concept', from: V3, query: 'claimable keys', expected: ['/v3/sdk/wallets/claimable-keys/intro']},
  {kind: 'concept', from: V3, query: 'account abstraction', expected: ['/v3/integrations/aa/overview']},
  {kind: 'concept', from: V3, query: 'capacity credits', expected: [...CAPACITY_CREDITS, '/v3/concepts/capacity-credits-concept']},

  // What only an older SDK line or the course answers: asked for by name, they still come first.
  {kind: 'legacy', from: V3, query: 'v1 sdk', expected: ['/v3/api-reference/v1-sdk']},
  {kind: 'legacy', from: V3, query: 'lit-js-sdk', expected: ['/v3/api-reference/v1-sdk']},
  {kind: 'legacy', from: V3, query: 'sdk v3 api reference', expected: ['/v3/api-reference/v3-sdk']},
  {kind: 'legacy', from: V3, query: 'learning lab', expected: ['/learningLab/intro']},

  // The reader's own section first: the learning lab and the v2 docs.
  {kind: 'section', from: LAB_NETWORK, query: 'datil', expected: ['/learningLab/intro-to-lit/network']},
  {kind: 'section', from: LAB_ACC, query: 'access control', expected: ['/learningLab/intro-to-lit/acc']},
  {kind: 'section', from: LAB_SIGNING, query: 'lit action', expected: ['/learningLab/intro-to-lit/prog-signing']},
  {kind: 'section', from: LAB_NETWORK, query: 'final quiz', expected: ['/learningLab/intro-to-lit/pok#final-quiz']},
  {kind: 'section', from: V2, query: 'LitNodeClient', expected: ['/v2/sdk/explanation/installation', '/v2/#quick-start-connect-a-litnodeclient']},
  {kind: 'section', from: V2, query: 'install sdk', expected: ['/v2/sdk/explanation/installation']},
  {kind: 'section', from: V2, query: 'how to encrypt', expected: ['/v2/sdk/explanation/encryption']},
  {kind: 'section', from: V2, query: 'mint a pkp', expected: ['/v2/pkp/minting']},
  {kind: 'section', from: V2, query: 'getSessionSigs', expected: ['/v2/sdk/explanation/authentication/sessionSigs/getSessionSigs']},
  {kind: 'section', from: V2, query: 'lit action', expected: ['/v2/LitActions/intro']},
  {kind: 'section', from: V2, query: 'serrano', expected: ['/v2/support/stateOfNetwork', '/v2/resources/networkMatrix']},
];
