/**
 * The SDK runs in this Web Worker, not on the page's main thread: evaluating the SDK's bundle (about 2.4 MB of
 * JavaScript, mostly contract data that @lit-protocol/constants requires) and each analysis never block typing
 * or scrolling, and a run that takes too long can be ended (the page terminates the worker; see analyser.ts).
 * Once loaded it sends the page the chain names of @lit-protocol/constants and the words of the validators'
 * schemas (vocabulary.ts), so the page never loads either.
 */
import evmBasic from '@lit-protocol/accs-schemas/schemas/LPACC_EVM_BASIC';
import evmContract from '@lit-protocol/accs-schemas/schemas/LPACC_EVM_CONTRACT';
import solRpc from '@lit-protocol/accs-schemas/schemas/LPACC_SOL';
import cosmos from '@lit-protocol/accs-schemas/schemas/LPACC_ATOM';
import {analyse, CHAIN_NAMES} from './sdk';
import {vocabularyOf} from './vocabulary';
import type {AnalyseRequest, WorkerReply} from './analyser';

// Typed by hand: the site's TypeScript setup has the DOM library, not the worker one.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalyseRequest>) => void) | null;
  postMessage: (message: WorkerReply) => void;
};

scope.onmessage = (event) => {
  const {id, kind, value, tokens} = event.data;
  void analyse(kind, value, tokens).then((analysis) => scope.postMessage({type: 'analysis', id, analysis}));
};

scope.postMessage({
  type: 'ready',
  chains: {evm: [...CHAIN_NAMES.evm], solana: [...CHAIN_NAMES.solana], cosmos: [...CHAIN_NAMES.cosmos]},
  vocabulary: vocabularyOf({evmBasic, evmContract, solRpc, cosmos} as unknown as Parameters<typeof vocabularyOf>[0]),
});
