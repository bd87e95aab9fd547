/**
 * The page's side of the SDK worker (worker.ts): starts it, sends condition sets, and gives up on a run that
 * takes longer than ANALYSIS_TIMEOUT_MS by terminating the worker and starting a fresh one, so no input can
 * leave the tab frozen or the playground stuck.
 */
import type {Analysis} from './sdk';
import type {TokenDetails} from './tokens';
import type {ConditionKind} from './templates';
import type {Vocabulary} from './vocabulary';

export const ANALYSIS_TIMEOUT_MS = 5000;

export interface ChainNames {
  evm: string[];
  solana: string[];
  cosmos: string[];
}

export interface AnalyseRequest {
  id: number;
  kind: ConditionKind;
  /** The parsed JSON, whatever it is: the SDK's check decides. */
  value: unknown;
  tokens: TokenDetails;
}

export type WorkerReply = {type: 'ready'; chains: ChainNames; vocabulary: Vocabulary} | {type: 'analysis'; id: number; analysis: Analysis};

export interface Analyser {
  analyse(kind: ConditionKind, value: unknown, tokens: TokenDetails): Promise<Analysis>;
  dispose(): void;
}

/** Starts the worker; `onReady` receives the SDK's chain names and the schemas' words once the SDK has loaded in it. */
export function startAnalyser(onReady: (chains: ChainNames, vocabulary: Vocabulary) => void, onError: (message: string) => void): Analyser {
  let worker: Worker;
  let nextId = 0;
  const pending = new Map<number, {resolve: (a: Analysis) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout>}>();

  const start = () => {
    worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'ready') return onReady(reply.chains, reply.vocabulary);
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      clearTimeout(waiting.timer);
      pending.delete(reply.id);
      waiting.resolve(reply.analysis);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      onError(event.message || 'the SDK worker failed to start');
    };
  };
  start();

  return {
    analyse(kind, value, tokens) {
      const id = ++nextId;
      return new Promise<Analysis>((resolve, reject) => {
        const timer = setTimeout(() => {
          // Stuck: end the worker (and every run in it) and start afresh for the next input.
          pending.forEach((p) => {
            clearTimeout(p.timer);
            p.reject(new Error(`The SDK took longer than ${ANALYSIS_TIMEOUT_MS / 1000} s on this input, so the playground stopped it.`));
          });
          pending.clear();
          worker.terminate();
          start();
        }, ANALYSIS_TIMEOUT_MS);
        pending.set(id, {resolve, reject, timer});
        worker.postMessage({id, kind, value, tokens} satisfies AnalyseRequest);
      });
    },
    dispose() {
      pending.forEach((p) => clearTimeout(p.timer));
      pending.clear();
      worker.terminate();
    },
  };
}
