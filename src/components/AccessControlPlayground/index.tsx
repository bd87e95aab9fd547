/**
 * The access control conditions playground (/v3/sdk/access-control/playground): validate, read, canonicalise,
 * hash and compare condition sets with the pinned SDK, in the page, offline.
 *
 * The first render is the same on the server and in the browser (the first template, nothing analysed); the
 * URL fragment is read and the SDK started in effects. The SDK runs in a Web Worker (worker.ts) that a
 * dynamically imported module starts (analyser.ts), so its code is fetched by this page only and never runs on
 * the main thread. Input goes through the playground's own limits (input.ts) before the SDK sees it, every SDK
 * call is caught, and a run that takes too long is stopped: bad input gives a message, never a crash.
 */
import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {KINDS, TEMPLATES, kindInfo, isConditionKind, templateById, type ConditionKind} from './templates';
import {formatPath, lineOfPath, parseConditions, stepsOfInstancePath} from './input';
import {diffConditions} from './diff';
import {explainMessage, explainSchemaError} from './explain';
import {generateSample} from './sample';
import {decodeState, encodeState} from './share';
import type {Analysis} from './sdk';
import {erc20Addresses, type TokenInfo} from './tokens';
import type {Analyser, ChainNames} from './analyser';
import styles from './styles.module.css';

const pretty = (conditions: unknown): string => JSON.stringify(conditions, null, 2);
const FIRST = TEMPLATES[0]!;

interface SdkState {
  analyser: Analyser | null;
  chains: ChainNames | null;
  failed: string | null;
}

/** Starts the SDK worker once the page is live (its code is fetched by this page only). */
function useSdk(): SdkState {
  const [state, setState] = useState<SdkState>({analyser: null, chains: null, failed: null});
  useEffect(() => {
    let live = true;
    let analyser: Analyser | null = null;
    import(/* webpackChunkName: "access-control-playground-analyser" */ './analyser').then(
      ({startAnalyser}) => {
        if (!live) return;
        analyser = startAnalyser(
          (chains) => live && setState({analyser, chains, failed: null}),
          (message) => live && setState((s) => ({...s, failed: message})),
        );
      },
      (error: unknown) => live && setState((s) => ({...s, failed: String(error)})),
    );
    return () => {
      live = false;
      analyser?.dispose();
    };
  }, []);
  return state;
}

type Result = {input: 'ok'; analysis: Analysis; conditions: unknown[]} | {input: 'bad'; problem: string};

/** Analyses `text` with the SDK, debounced, dropping answers that arrive after a newer input. */
function useAnalysis(analyser: Analyser | null, kind: ConditionKind, text: string, token: TokenInfo): Result | null {
  const [result, setResult] = useState<Result | null>(null);
  const generation = useRef(0);
  useEffect(() => {
    if (!analyser) return;
    const mine = ++generation.current;
    const timer = setTimeout(() => {
      const parsed = parseConditions(text);
      if (!parsed.ok) {
        setResult({input: 'bad', problem: parsed.problem});
        return;
      }
      analyser.analyse(kind, parsed.conditions, token).then(
        (analysis) => mine === generation.current && setResult({input: 'ok', analysis, conditions: parsed.conditions}),
        (error: unknown) => mine === generation.current && setResult({input: 'bad', problem: error instanceof Error ? error.message : String(error)}),
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [analyser, kind, text, token]);
  return result;
}

function CopyButton({text, label}: {text: string; label: string}): React.JSX.Element {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="button button--sm button--secondary"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setDone(true), () => setDone(false));
      }}>
      {done ? 'Copied' : label}
    </button>
  );
}

function ValidationPanel({kind, text, analysis, onGoToLine}: {kind: ConditionKind; text: string; analysis: Analysis; onGoToLine: (line: number) => void}): React.JSX.Element {
  const v = analysis.validation;
  const validator = {
    accessControlConditions: 'validateAccessControlConditionsSchema',
    evmContractConditions: 'validateEVMContractConditionsSchema',
    solRpcConditions: 'validateSolRpcConditionsSchema',
    cosmosConditions: 'validateUnifiedAccessControlConditionsSchema',
    unifiedAccessControlConditions: 'validateUnifiedAccessControlConditionsSchema',
  }[kind];
  if (v.ok) {
    return (
      <div className={clsx(styles.panel, styles.ok)} data-testid="validation">
        <h3>Validation: passed</h3>
        <p>
          The SDK's <code>{validator}</code> accepts these conditions.
        </p>
      </div>
    );
  }
  const firstSchemaError = v.schemaErrors[0];
  const fieldSteps = firstSchemaError ? stepsOfInstancePath(firstSchemaError.instancePath) : [];
  const where = v.conditionPath ? [...v.conditionPath, ...fieldSteps] : undefined;
  const line = where ? lineOfPath(text, where) : undefined;
  const explanations = v.schemaErrors.length ? v.schemaErrors.map(explainSchemaError) : [explainMessage(v.message)].filter((e): e is string => Boolean(e));
  return (
    <div className={clsx(styles.panel, styles.bad)} data-testid="validation">
      <h3>Validation: failed</h3>
      <p>
        The SDK's <code>{validator}</code> rejects these conditions{v.errorCode ? <> (error code <code>{v.errorCode}</code>)</> : null}. Its message, as it
        throws it:
      </p>
      <pre className={clsx(styles.pre, styles.mono)} data-testid="sdk-error">
        {v.message}
      </pre>
      {where ? (
        <p data-testid="error-location">
          Where: <code>{formatPath(where)}</code>
          {line ? (
            <>
              {' '}
              (line {line}){' '}
              <button type="button" className="button button--sm button--secondary" onClick={() => onGoToLine(line)}>
                Go to line {line}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {explanations.length ? (
        <ul data-testid="error-explanation">
          {explanations.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function HashAndCanonical({analysis, label}: {analysis: Analysis; label: string}): React.JSX.Element {
  return (
    <>
      <p>
        {label}:{' '}
        {analysis.hash.ok ? (
          <code className={styles.mono} data-testid="hash">
            {analysis.hash.value}
          </code>
        ) : (
          <span data-testid="hash-error">the SDK cannot hash these conditions: {analysis.hash.message}</span>
        )}
      </p>
      {analysis.canonical.ok ? (
        <details>
          <summary>Canonical form (what is hashed)</summary>
          <pre className={clsx(styles.pre, styles.mono)} data-testid="canonical">
            {pretty(analysis.canonical.value.value)}
          </pre>
          <p>Exact text passed to SHA-256:</p>
          <pre className={clsx(styles.pre, styles.mono)}>{analysis.canonical.value.text}</pre>
        </details>
      ) : null}
    </>
  );
}

export default function AccessControlPlayground(): React.JSX.Element {
  const id = useId();
  const {analyser, chains: sdkChains, failed} = useSdk();
  const [templateId, setTemplateId] = useState(FIRST.id);
  const [kind, setKind] = useState<ConditionKind>(FIRST.kind);
  const [text, setText] = useState(() => pretty(FIRST.conditions));
  const [compareText, setCompareText] = useState<string | null>(null);
  const [decimals, setDecimals] = useState('18');
  const [symbol, setSymbol] = useState('');
  const [chain, setChain] = useState('');
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);

  // A shared link's state, read once the page is live (the server has no fragment).
  useEffect(() => {
    const restore = () => {
      const shared = decodeState(window.location.hash);
      if (!shared) return;
      setKind(shared.kind);
      setText(shared.conditions);
      setCompareText(shared.compareWith ?? null);
      setTemplateId('');
    };
    restore();
    window.addEventListener('hashchange', restore);
    return () => window.removeEventListener('hashchange', restore);
  }, []);

  const token = useMemo<TokenInfo>(() => ({decimals: Number.isInteger(Number(decimals)) ? Math.min(Math.max(Number(decimals), 0), 77) : 18, symbol: symbol.trim()}), [decimals, symbol]);
  const result = useAnalysis(analyser, kind, text, token);
  const compareResult = useAnalysis(analyser, kind, compareText ?? '', token);
  const hasErc20 = result?.input === 'ok' && erc20Addresses(result.conditions).length > 0;

  const family = kindInfo(kind).chainFamily;
  const chains = sdkChains ? (family === 'any' ? [...sdkChains.evm, ...sdkChains.solana, ...sdkChains.cosmos] : sdkChains[family]) : [];

  const loadTemplate = () => {
    const template = templateById(templateId);
    if (!template) return;
    setKind(template.kind);
    setText(pretty(template.conditions));
    setShareUrl(null);
  };

  /** Sets `chain` on every condition of the set (valid JSON only). */
  const applyChain = () => {
    const parsed = parseConditions(text);
    if (!parsed.ok || !chain) return;
    const visit = (node: unknown): unknown =>
      Array.isArray(node) ? node.map(visit) : node && typeof node === 'object' && 'chain' in node ? {...(node as object), chain} : node;
    setText(pretty(visit(parsed.conditions)));
  };

  const goToLine = useCallback(
    (line: number) => {
      const area = editor.current;
      if (!area) return;
      const lines = text.split('\n');
      const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
      area.focus();
      area.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
    },
    [text],
  );

  const share = () => {
    const fragment = encodeState({kind, conditions: text, compareWith: compareText ?? undefined});
    window.history.replaceState(null, '', `#${fragment}`);
    setShareUrl(window.location.href);
  };

  const status = failed
    ? `The SDK could not be loaded: ${failed}`
    : !analyser
      ? 'Loading the SDK…'
      : !result
        ? 'Checking…'
        : result.input === 'bad'
          ? 'Input problem'
          : result.analysis.validation.ok
            ? 'Valid'
            : 'Invalid';

  const analysis = result?.input === 'ok' ? result.analysis : null;
  const compareAnalysis = compareResult?.input === 'ok' ? compareResult.analysis : null;
  const differences =
    analysis?.canonical.ok && compareAnalysis?.canonical.ok ? diffConditions(analysis.canonical.value.value, compareAnalysis.canonical.value.value) : null;
  const sample = analysis?.validation.ok && result?.input === 'ok'
    ? generateSample({kind, conditions: result.conditions, humanized: analysis.humanized.ok ? analysis.humanized.value : undefined, hash: analysis.hash.ok ? analysis.hash.value : undefined})
    : null;

  return (
    <div className={styles.playground} data-testid="acc-playground" data-sdk-ready={analyser ? 'true' : 'false'}>
      <h2 id="conditions">Conditions</h2>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={`${id}-template`}>Template</label>
          <select id={`${id}-template`} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            <option value="" disabled>
              Choose a template
            </option>
            {KINDS.map((k) => (
              <optgroup key={k.kind} label={k.label}>
                {TEMPLATES.filter((t) => t.kind === k.kind).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="button" className="button button--primary" onClick={loadTemplate} disabled={!templateId}>
          Load template
        </button>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Kind (parameter name)</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => isConditionKind(e.target.value) && setKind(e.target.value)}>
            {KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-editor`}>Conditions (a JSON array; groups are nested arrays, joined by {'{"operator": "and"}'} or {'{"operator": "or"}'})</label>
        <textarea
          id={`${id}-editor`}
          ref={editor}
          className={styles.editor}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTemplateId('');
          }}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-status`}
        />
      </div>

      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={`${id}-chain`}>Chain names of the pinned SDK</label>
          <select id={`${id}-chain`} value={chain} onChange={(e) => setChain(e.target.value)} disabled={chains.length === 0}>
            <option value="">Choose a chain</option>
            {chains.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" onClick={applyChain} disabled={!chain}>
          Use this chain in every condition
        </button>
      </div>

      {hasErc20 ? (
        <fieldset className={styles.panel}>
          <legend>ERC-20 token details for the sentence</legend>
          <p>
            The SDK's humanizer writes ERC-20 amounts in whole tokens. Without these it would ask the chain for the
            token's decimals, and the playground sends no request.
          </p>
          <div className={styles.controls}>
            <div className={styles.field}>
              <label htmlFor={`${id}-decimals`}>Decimals</label>
              <input id={`${id}-decimals`} type="number" min={0} max={77} value={decimals} onChange={(e) => setDecimals(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-symbol`}>Symbol (optional)</label>
              <input id={`${id}-symbol`} type="text" value={symbol} onChange={(e) => setSymbol(e.target.value)} />
            </div>
          </div>
        </fieldset>
      ) : null}

      <p id={`${id}-status`} role="status" data-testid="status">
        Status: {status}
      </p>

      {result?.input === 'bad' ? (
        <div className={clsx(styles.panel, styles.bad)} data-testid="input-problem">
          <h3>The playground could not check this input</h3>
          <p>{result.problem}</p>
        </div>
      ) : null}

      {analysis ? (
        <>
          <ValidationPanel kind={kind} text={text} analysis={analysis} onGoToLine={goToLine} />
          <h2 id="reads-as">Reads as</h2>
          {analysis.humanized.ok ? (
            <p data-testid="humanized">{analysis.humanized.value}</p>
          ) : (
            <p data-testid="humanized-error">The SDK's humanizer failed: {analysis.humanized.message}</p>
          )}
          <h2 id="what-the-nodes-see">What the nodes see</h2>
          <HashAndCanonical analysis={analysis} label="Hash (hex SHA-256 of the canonical form)" />
        </>
      ) : null}

      <h2 id="compare">Compare with the conditions of a decrypt</h2>
      <p>
        Paste the conditions used at decryption (or start from a copy of the set above and change it). The two sets
        are read as the same kind.
      </p>
      <div className={styles.buttons}>
        <button type="button" className="button button--secondary" onClick={() => setCompareText(text)}>
          Copy the set above here
        </button>
        {compareText !== null ? (
          <button type="button" className="button button--secondary" onClick={() => setCompareText(null)}>
            Clear the comparison
          </button>
        ) : null}
      </div>
      {compareText !== null ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-compare`}>Conditions at decryption (JSON)</label>
            <textarea id={`${id}-compare`} className={styles.editor} value={compareText} onChange={(e) => setCompareText(e.target.value)} spellCheck={false} autoComplete="off" />
          </div>
          {compareResult?.input === 'bad' ? <p data-testid="compare-problem">{compareResult.problem}</p> : null}
          {compareAnalysis ? (
            <div className={styles.panel} data-testid="comparison">
              {compareAnalysis.validation.ok ? null : (
                <details data-testid="compare-invalid">
                  <summary>The SDK's validator also rejects this set</summary>
                  <pre className={clsx(styles.pre, styles.mono)}>{compareAnalysis.validation.message}</pre>
                </details>
              )}
              <HashAndCanonical analysis={compareAnalysis} label="Hash at decryption" />
              {differences === null ? null : differences.length === 0 ? (
                <p data-testid="comparison-verdict">Same canonical form, same hash: the nodes see the same conditions.</p>
              ) : (
                <>
                  <p data-testid="comparison-verdict">
                    The hashes differ: the nodes would refuse to decrypt. {differences.length === 1 ? 'One field differs' : `${differences.length} fields differ`}:
                  </p>
                  <table className={styles.diffTable} data-testid="differences">
                    <thead>
                      <tr>
                        <th scope="col">Field</th>
                        <th scope="col">At encryption</th>
                        <th scope="col">At decryption</th>
                      </tr>
                    </thead>
                    <tbody>
                      {differences.map((d) => (
                        <tr key={d.path}>
                          <td>
                            <code>{d.path}</code>
                          </td>
                          <td className={styles.mono}>{d.encryption ?? '(absent)'}</td>
                          <td className={styles.mono}>{d.decryption ?? '(absent)'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </div>
          ) : null}
        </>
      ) : null}

      <h2 id="take-it-away">Take it away</h2>
      {sample ? (
        <>
          <p>
            A complete TypeScript module with these conditions, shaped like the docs' samples. It compiles against
            SDK 6.11.5.
          </p>
          <div className={styles.buttons}>
            <CopyButton text={sample} label="Copy the sample" />
          </div>
          <pre className={clsx(styles.pre, styles.mono)} data-testid="sample" tabIndex={0} aria-label="TypeScript sample">
            {sample}
          </pre>
        </>
      ) : (
        <p>The sample appears once the SDK accepts the conditions.</p>
      )}
      <div className={styles.buttons}>
        <button type="button" className="button button--primary" onClick={share}>
          Make a share link
        </button>
      </div>
      {shareUrl ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-share`}>Share link (the conditions are in the part after #, which browsers do not send to any server)</label>
          <input id={`${id}-share`} type="text" readOnly value={shareUrl} data-testid="share-url" onFocus={(e) => e.target.select()} />
          <div className={styles.buttons}>
            <CopyButton text={shareUrl} label="Copy the link" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
