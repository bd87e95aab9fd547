/**
 * Equivalent pages between the v3 docs and the v2 docs, by doc id. The version dropdown uses it so that switching
 * version lands on the same topic in the other version; pages with no counterpart land on that version's overview.
 * Validated by tests/unit/versionMap.spec.ts against ../shared/spec/routes.tsv.
 */
export type DocIdPair = readonly [v3: string, v2: string];

export const V3_V2_EQUIVALENTS: readonly DocIdPair[] = [
  ['intro/overview', 'intro/overview'],
  ['intro/what-is-lit-protocol', 'intro/whatIsLitProtocol'],
  ['intro/usecases', 'intro/usecases'],
  ['network/rollup', 'intro/rollup'],
  ['concepts/pkps-as-wallet', 'concepts/pkpsAsWallet'],
  ['sdk/access-control/intro', 'accessControl/intro'],
  ['sdk/access-control/condition-types/unified-access-control-conditions', 'accessControl/conditionTypes/unifiedAccessControlConditions'],
  ['sdk/access-control/condition-types/boolean-logic', 'accessControl/conditionTypes/booleanLogic'],
  ['sdk/access-control/lit-action-conditions', 'accessControl/conditionTypes/litActionConditions'],
  ['sdk/access-control/evm/basic-examples', 'accessControl/EVM/basicExamples'],
  ['sdk/access-control/evm/custom-contract-calls', 'accessControl/EVM/customContractCalls'],
  ['sdk/access-control/evm/poap', 'accessControl/EVM/poap'],
  ['sdk/access-control/evm/siwe', 'accessControl/EVM/siwe'],
  ['sdk/access-control/evm/timelock', 'accessControl/EVM/timelock'],
  ['sdk/access-control/other-chains/cosmos-conditions', 'accessControl/otherChains/cosmosConditions'],
  ['sdk/access-control/other-chains/sol-rpc-conditions', 'accessControl/otherChains/solRpcConditions'],
  ['sdk/access-control/encryption', 'sdk/explanation/encryption'],
  ['sdk/access-control/jwt-auth', 'ToolsAndExamples/SDKExamples/dynamicContent'],
  ['sdk/wallets/intro', 'pkp/intro'],
  ['sdk/wallets/minting', 'pkp/minting'],
  ['sdk/wallets/walletconnect', 'pkp/walletconnect'],
  ['sdk/wallets/auth-methods', 'pkp/authHelpers/overview'],
  ['sdk/wallets/auth-methods/lit-auth-methods/add-remove-auth-methods', 'pkp/authHelpers/addRemoveAuthMethods'],
  ['sdk/wallets/auth-methods/lit-auth-methods/social-login', 'sdk/explanation/authentication/sessionSigs/authMethods/socialLogin'],
  ['sdk/wallets/auth-methods/lit-auth-methods/web-authn', 'sdk/explanation/authentication/sessionSigs/authMethods/webAuthn'],
  ['sdk/wallets/auth-methods/lit-auth-methods/email-sms', 'sdk/explanation/authentication/sessionSigs/authMethods/email-sms'],
  ['sdk/serverless-signing/overview', 'LitActions/intro'],
  ['sdk/serverless-signing/quick-start', 'LitActions/helloWorld'],
  ['sdk/serverless-signing/conditional-signing', 'LitActions/workingWithActions/conditionalSigning'],
  ['sdk/serverless-signing/fetch', 'LitActions/workingWithActions/usingFetch'],
  ['sdk/serverless-signing/eip191', 'LitActions/additionalExamples/usingEIP'],
  ['sdk/serverless-signing/run-once', 'LitActions/workingWithActions/singleExecution'],
  ['sdk/installation', 'sdk/explanation/installation'],
  ['sdk/tests', 'sdk/explanation/tests'],
  ['sdk/authentication/overview', 'sdk/explanation/authentication/overview'],
  ['sdk/authentication/auth-sig', 'sdk/explanation/authentication/authSig'],
  ['sdk/authentication/security', 'sdk/explanation/authentication/security'],
  ['sdk/authentication/session-sigs/intro', 'sdk/explanation/authentication/sessionSigs/intro'],
  ['sdk/authentication/session-sigs/resources-and-abilities', 'sdk/explanation/authentication/sessionSigs/resources-and-abilities'],
  ['sdk/authentication/session-sigs/capability-objects', 'sdk/explanation/authentication/sessionSigs/capability-objects'],
  ['sdk/authentication/session-sigs/get-session-sigs', 'sdk/explanation/authentication/sessionSigs/getSessionSigs'],
  ['sdk/authentication/session-sigs/usage', 'sdk/explanation/authentication/sessionSigs/usage'],
  ['sdk/authentication/session-sigs/use-cases', 'sdk/explanation/authentication/sessionSigs/use-cases'],
  ['sdk/authentication/session-sigs/walletless-sigs', 'sdk/explanation/authentication/sessionSigs/authMethods/overview'],
  ['network/feature-matrix', 'resources/networkMatrix'],
  ['resources/how-it-works', 'resources/howItWorks'],
  ['resources/supported-chains', 'resources/supportedChains'],
  ['resources/contracts', 'resources/contracts'],
  ['resources/glossary', 'resources/glossary'],
  ['support/faq', 'support/faq'],
  ['support/bug-bounty', 'support/bugBounty'],
  ['network/state-of-network', 'support/stateOfNetwork'],
  ['tools/access-control', 'ToolsAndExamples/Tools/accessControl'],
  ['tools/getlit-cli', 'LitActions/getlitCli'],
  ['tools/pkpexplorer', 'ToolsAndExamples/Tools/pkpexplorer'],
  ['integrations/storage/ceramic-example', 'ToolsAndExamples/Integrations/Ceramic/intro'],
  ['integrations/storage/irys', 'ToolsAndExamples/Integrations/bundlrxarweave'],
  ['additional-examples/intro', 'sdk/examples'],
];

/** The doc id in `toVersion` equivalent to `docId` in the other version, if the pair exists. */
export function equivalentDocId(docId: string, toVersion: 'v3' | 'v2'): string | undefined {
  const pair = V3_V2_EQUIVALENTS.find(([v3, v2]) => (toVersion === 'v2' ? v3 : v2) === docId);
  return pair ? (toVersion === 'v2' ? pair[1] : pair[0]) : undefined;
}
