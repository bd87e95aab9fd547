/**
 * The access control conditions playground (/v3/sdk/access-control/playground): check, read, canonicalise, hash
 * and compare condition sets as the pinned SDK's encryptString and decryptToString do, build them with a form
 * beside the JSON, in the page, offline.
 *
 * The first render is the same on the server and in the browser (the first template, nothing analysed); the
 * URL fragment is read and the SDK and the editor started in effects. The SDK runs in a Web Worker
 * (worker.ts, started by analyser.ts), CodeMirror in a chunk of its own (CodeEditor.tsx): both are fetched by
 * this page only. Typing updates the editor at once; parsing, the SDK's check, the builder and the address bar
 * follow when typing pauses (SETTLE_MS), so a keystroke never waits for them. What follows a pause (the parse,
 * the re-check's results, the builder, the share link) renders deferred or as a
 * transition: React renders it in slices and lets a key typed meanwhile through first, so a large set does not
 * stall the editor (bench/playground-typing.mjs measures it).
 */
import React, {memo, startTransition, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {KINDS, TEMPLATES, kindInfo, isConditionKind, templateById, type ChainFamily, type ConditionKind} from './templates';
import {formatPath, parseConditions, MAX_CONDITIONS, MAX_INPUT_KB, type ParsedInput} from './input';
import {lineColumn} from './jsonText';
import {diffConditions} from './diff';
import {generateSample} from './sample';
import {decodeFragment, encodeState} from './share';
import type {Analysis} from './sdk';
import {erc20Addresses, readDecimals, type TokenDetails} from './tokens';
import type {Analyser, ChainNames} from './analyser';
import type {Vocabulary} from './vocabulary';
import {duplicateProblems, ownProblems, sdkProblem, type Problem} from './lint';
import {applyChain} from './conditions';
import {CodeEditor, type CodeEditorApi} from './CodeEditor';
import {Builder} from './Builder';
import styles from './styles.module.css';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);
const FIRST = TEMPLATES[0]!;
/** How long typing must pause before the text is parsed and checked (the editor waits this long to report it). */
const SETTLE_MS = 150;

interface SdkState {
  analyser: Analyser | null;
  chains: ChainNames | null;
  vocabulary: Vocabulary | null;
  failed: string | null;
}

/** Starts the SDK worker once the page is live (its code is fetched by this page only). */
function useSdk(): SdkState {
  const [state, setState] = useState<SdkState>({analyser: null, chains: null, vocabulary: null, failed: null});
  useEffect(() => {
    let live = true;
    let analyser: Analyser | null = null;
    import(/* webpackChunkName: "access-control-playground-analyser" */ './analyser').then(
      ({startAnalyser}) => {
        if (!live) return;
        analyser = startAnalyser(
          (chains, vocabulary) => live && setState({analyser, chains, vocabulary, failed: null}),
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

/** `value` once it has stopped changing for `ms` (at once when `now` is set, for the page's own edits). Used for the comparison's textarea. */
function useSettled<T>(value: T, ms: number, now: React.MutableRefObject<boolean>): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (now.current) {
      now.current = false;
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, now]);
  return settled;
}

type Result = {input: 'ok'; analysis: Analysis; value: unknown} | {input: 'bad'; problem: string};

/** The SDK's analysis of a parsed input, dropping answers that arrive after a newer input. */
function useAnalysis(analyser: Analyser | null, kind: ConditionKind, parsed: ParsedInput | null, tokens: TokenDetails): Result | null {
  const [result, setResult] = useState<Result | null>(null);
  const generation = useRef(0);
  useEffect(() => {
    if (!analyser || !parsed) return;
    const mine = ++generation.current;
    if (!parsed.ok) {
      setResult({input: 'bad', problem: parsed.problem});
      return;
    }
    // A transition: the results of a large set render in slices, after any key typed meanwhile.
    const settle = (next: Result) => mine === generation.current && startTransition(() => setResult(next));
    analyser.analyse(kind, parsed.value, tokens).then(
      (analysis) => settle({input: 'ok', analysis, value: parsed.value}),
      (error: unknown) => settle({input: 'bad', problem: error instanceof Error ? error.message : String(error)}),
    );
  }, [analyser, kind, parsed, tokens]);
  return result;
}

function CopyButton({text, label}: {text: string; label: string}): React.JSX.Element {
  // The outcome belongs to the text it was for: once the text changes, the button offers to copy again.
  const [outcome, setOutcome] = useState<{text: string; copied: boolean} | null>(null);
  const shown = outcome?.text === text ? outcome : null;
  return (
    <>
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={!text}
        onClick={() => {
          const write = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
          write.then(
            () => setOutcome({text, copied: true}),
            () => setOutcome({text, copied: false}),
          );
        }}>
        {shown?.copied ? 'Copied' : label}
      </button>
      {shown && !shown.copied ? (
        <span role="status" className={styles.fieldProblem} data-testid="copy-failed">
          The browser did not allow copying. Select the text and copy it yourself.
        </span>
      ) : null}
    </>
  );
}

const VerdictPanel = memo(function VerdictPanel({kind, analysis, problem, onGo}: {kind: ConditionKind; analysis: Analysis; problem: Problem | undefined; onGo: (p: Problem) => void}): React.JSX.Element {
  const v = analysis.verdict;
  const validator = kindInfo(kind).validator;
  if (v.ok) {
    return (
      <div className={clsx(styles.panel, styles.ok)} data-testid="validation">
        <h3>encryptString: accepted</h3>
        <p>
          The operator check of <code>encryptString</code> passes, then <code>{validator}</code> accepts every condition,
          and the SDK hashes the set. <code>decryptToString</code> makes the same operator check.
        </p>
      </div>
    );
  }
  const where = v.at ? formatPath(v.at) || '(the whole set)' : undefined;
  return (
    <div className={clsx(styles.panel, styles.bad)} data-testid="validation">
      <h3>encryptString: refused</h3>
      <p>
        {v.stage === 'structure' ? (
          <>
            <code>encryptString</code> refuses the set before any schema check (its <code>safeParams</code>: the parameter must be an array
            whose items alternate condition, operator, condition). <code>decryptToString</code> makes the same check, so it refuses the set too.
          </>
        ) : (
          <>
            <code>{validator}</code>, which <code>encryptString</code> runs before it hashes, refuses a condition. <code>decryptToString</code> runs no
            schema validator: it would hash this set and send it to the nodes.
          </>
        )}{' '}
        The SDK's message, as it throws it{v.errorCode ? <> (error code <code>{v.errorCode}</code>)</> : null}:
      </p>
      <pre className={clsx(styles.pre, styles.mono)} data-testid="sdk-error">
        {v.message}
      </pre>
      {where || problem ? (
        <p data-testid="error-location">
          {where ? (
            <>
              Where: <code>{where}</code>
            </>
          ) : null}
          {problem ? (
            <>
              {' '}
              <button type="button" className="button button--sm button--secondary" onClick={() => onGo(problem)}>
                Show in the editor
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {v.reason || problem ? <p data-testid="error-explanation">{v.stage === 'structure' ? v.reason : problem?.message ?? v.reason}</p> : null}
    </div>
  );
});

// Memoised: the canonical form of a large set is long, and typing re-renders the page on every key.
const HashAndCanonical = memo(function HashAndCanonical({analysis, label}: {analysis: Analysis; label: string}): React.JSX.Element {
  return (
    <>
      <p>
        {label}:{' '}
        {analysis.hash.ok ? (
          <code className={styles.mono} data-testid="hash">
            {analysis.hash.value}
          </code>
        ) : (
          <span data-testid="hash-error">{analysis.verdict.ok ? `the SDK cannot hash these conditions: ${analysis.hash.message}` : analysis.hash.message}</span>
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
});

const ProblemList = memo(function ProblemList({text, problems, onGo, onFix}: {text: string; problems: readonly Problem[]; onGo: (p: Problem) => void; onFix: (p: Problem) => void}) {
  if (problems.length === 0) return null;
  const shown = problems.slice(0, 20);
  return (
    <div className={styles.problems} data-testid="problems">
      <p className={styles.problemsTitle}>
        {problems.length === 1 ? 'One finding' : `${problems.length} findings`} in the JSON{problems.length > shown.length ? ` (the first ${shown.length})` : ''}:
      </p>
      <ul>
        {shown.map((p) => {
          const {line, column} = lineColumn(text, p.from);
          return (
            <li key={`${p.from}-${p.message}`} className={p.severity === 'error' ? styles.problemError : styles.problemWarning}>
              <span>
                <strong>{p.severity === 'error' ? 'Error' : 'Warning'}</strong>, line {line}, column {column}: {p.message}
              </span>{' '}
              <button type="button" className="button button--sm button--link" onClick={() => onGo(p)}>
                Show<span className={styles.visuallyHidden}> line {line} in the editor</span>
              </button>
              {p.fix ? (
                <button type="button" className="button button--sm button--secondary" onClick={() => onFix(p)}>
                  {p.fix.label}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
});

export default function AccessControlPlayground(): React.JSX.Element {
  const id = useId();
  const history = useHistory();
  const location = useLocation();
  const {analyser, chains, vocabulary, failed} = useSdk();
  const [templateId, setTemplateId] = useState(FIRST.id);
  const [kind, setKind] = useState<ConditionKind>(FIRST.kind);
  const [text, setText] = useState(() => pretty(FIRST.conditions));
  const [compareText, setCompareText] = useState<string | null>(null);
  const [tokens, setTokens] = useState<TokenDetails>({});
  const [chainForAll, setChainForAll] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  /** Set once the reader changes anything: from then on the address bar holds the state. */
  const [dirty, setDirty] = useState(false);
  const settleNow = useRef(false);
  const editor = useRef<CodeEditorApi>(null);
  /** The fragment the page itself last wrote, so its own address bar updates are not read back as a new link. */
  const written = useRef<string | null>(null);

  // The editor reports its text once typing pauses (CodeEditor's settleMs). What is derived from it (the parse,
  // the builder, the results) follows as a deferred render, which React interrupts for a key typed meanwhile.
  const settledText = useDeferredValue(text);
  const settledCompare = useSettled(compareText, SETTLE_MS, settleNow);
  const parsed = useMemo(() => parseConditions(settledText), [settledText]);
  const parsedCompare = useMemo(() => (settledCompare === null ? null : parseConditions(settledCompare)), [settledCompare]);
  const result = useAnalysis(analyser, kind, parsed, tokens);
  const compareResult = useAnalysis(analyser, kind, parsedCompare, tokens);

  /** Replaces the whole text from the page (a template, the builder, a fix): checked at once, not after a pause. */
  const replaceText = useCallback((next: string) => {
    setText(next);
    setDirty(true);
  }, []);

  // A shared link's state, read once the page is live (the server has no fragment), and again whenever the
  // fragment changes to one the page did not write (a link pasted into the address bar). Reading it is
  // asynchronous (the conditions are compressed): a newer fragment wins over one still being read.
  useEffect(() => {
    const fragment = location.hash;
    if (fragment.replace(/^#/, '') === written.current) return;
    let live = true;
    void decodeFragment(fragment).then((decoded) => {
      if (!live || decoded.state === 'none') return;
      if (decoded.state === 'broken') {
        setLinkProblem(decoded.problem);
        return;
      }
      const {shared} = decoded;
      written.current = fragment.replace(/^#/, '');
      setLinkProblem(null);
      setKind(shared.kind);
      settleNow.current = true;
      setText(shared.conditions);
      setCompareText(shared.compareWith ?? null);
      setTokens(shared.tokens ?? {});
      setTemplateId('');
    });
    return () => {
      live = false;
    };
  }, [location.hash]);

  // The state's fragment, compressed asynchronously (share.ts); null until the first one is ready.
  const [fragment, setFragment] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void encodeState({kind, conditions: settledText, compareWith: settledCompare ?? undefined, tokens}).then((f) => live && startTransition(() => setFragment(f)));
    return () => {
      live = false;
    };
  }, [kind, settledText, settledCompare, tokens]);
  // The address bar follows every settled edit, through the router (replace: no history entry per keystroke).
  useEffect(() => {
    if (!dirty || fragment === null || fragment === written.current) return;
    written.current = fragment;
    setLinkProblem(null);
    // Not a transition: the router's location must reach the effect above before a newer fragment is written,
    // or that effect would read the older fragment back as a pasted link.
    history.replace({pathname: location.pathname, search: location.search, hash: `#${fragment}`});
    // location is read, not watched: the router's own update of it must not run this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fragment, dirty, history]);
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const shareUrl = fragment === null ? '' : `${origin}${location.pathname}#${fragment}`;

  const editText = useCallback((next: string) => {
    setText(next);
    setDirty(true);
    setTemplateId('');
  }, []);

  const builderChange = useCallback((value: unknown) => replaceText(pretty(value)), [replaceText]);
  const tokenChange = useCallback((address: string, detail: {decimals?: number; symbol?: string}) => {
    setDirty(true);
    setTokens((t) => ({...t, [address]: {...t[address], ...detail}}));
  }, []);

  const analysis = result?.input === 'ok' && parsed.ok ? result.analysis : null;
  const problems = useMemo<Problem[]>(() => {
    if (!parsed.ok) {
      return parsed.offset === undefined ? [] : [{from: parsed.offset, to: Math.min(parsed.offset + 1, settledText.length), severity: 'error', message: parsed.problem}];
    }
    const sdk = analysis ? sdkProblem(settledText, parsed.tree, analysis) : undefined;
    return [...(sdk ? [sdk] : []), ...ownProblems(settledText, parsed.tree, parsed.value, kind, vocabulary), ...duplicateProblems(parsed.duplicates)];
  }, [parsed, analysis, settledText, kind, vocabulary]);

  const go = useCallback((p: Problem) => editor.current?.select(p.from, p.to), []);
  // The problems' places are in the reported text: a fix applies only if nothing was typed since.
  const reportedText = useRef(text);
  reportedText.current = text;
  const fix = useCallback(
    (p: Problem) => {
      const found = reportedText.current;
      if (!p.fix || (editor.current && editor.current.currentText() !== found)) return;
      replaceText(found.slice(0, p.from) + p.fix.insert + found.slice(p.to));
    },
    [replaceText],
  );

  const families = kindInfo(kind).families;
  const erc20s = useMemo(() => (parsed.ok ? erc20Addresses(parsed.value) : []), [parsed]);

  const loadTemplate = () => {
    const template = templateById(templateId);
    if (!template) return;
    setKind(template.kind);
    replaceText(pretty(template.conditions));
  };

  const applyChainEverywhere = () => {
    if (!parsed.ok || !chainForAll || !chains) return;
    const family = (['evm', 'solana', 'cosmos'] as ChainFamily[]).find((f) => chains[f].includes(chainForAll));
    if (!family) return;
    const {set, changed, skipped} = applyChain(kind, parsed.value, chainForAll, family);
    replaceText(pretty(set));
    setApplied(
      `${changed === 1 ? 'One condition' : `${changed} conditions`} now use ${chainForAll}${skipped ? `; ${skipped === 1 ? 'one condition' : `${skipped} conditions`} of another chain family kept ${skipped === 1 ? 'its' : 'their'} chain` : ''}.`,
    );
  };

  const status = failed
    ? `The SDK could not be loaded: ${failed}`
    : !analyser
      ? 'Loading the SDK…'
      : !parsed.ok
        ? 'Input problem'
        : !result || result.input !== 'ok'
          ? result?.input === 'bad'
            ? 'Input problem'
            : 'Checking…'
          : result.analysis.verdict.ok
            ? 'Valid: encryptString accepts this set'
            : 'Invalid: encryptString refuses this set';

  const compareAnalysis = compareResult?.input === 'ok' && parsedCompare?.ok ? compareResult.analysis : null;
  const differences = useMemo(
    () => (analysis?.canonical.ok && compareAnalysis?.canonical.ok ? diffConditions(analysis.canonical.value.value, compareAnalysis.canonical.value.value) : null),
    [analysis, compareAnalysis],
  );
  const sample = useMemo(
    () =>
      analysis?.verdict.ok && parsed.ok
        ? generateSample({
            kind,
            conditions: parsed.value as unknown[],
            humanized: analysis.humanized?.ok ? analysis.humanized.value : undefined,
            hash: analysis.hash.ok ? analysis.hash.value : undefined,
          })
        : null,
    [analysis, parsed, kind],
  );
  const sdkProblemOfVerdict = analysis && !analysis.verdict.ok ? problems.find((p) => p.severity === 'error') : undefined;
  const words = useMemo(() => ({kind, vocabulary}), [kind, vocabulary]);
  const editorLabel = 'Conditions (JSON)';

  return (
    <div className={styles.playground} data-testid="acc-playground" data-sdk-ready={analyser ? 'true' : 'false'}>
      <h2 id="conditions">Conditions</h2>
      {linkProblem ? (
        <div className={clsx(styles.panel, styles.bad)} role="alert" data-testid="link-problem">
          <p>
            This page's link holds playground conditions that cannot be read: {linkProblem}. The playground shows its first template instead. Ask
            for the link again, or paste the conditions.
          </p>
        </div>
      ) : null}
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
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => {
              if (!isConditionKind(e.target.value)) return;
              setKind(e.target.value);
              setDirty(true);
            }}>
            {KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className={styles.workspace}>
        <div className={styles.editorColumn}>
          <h3 id={`${id}-editor-heading`}>JSON</h3>
          <p id={`${id}-editor-help`} className={styles.fieldHint}>
            A JSON array; groups are nested arrays, joined by {'{"operator": "and"}'} or {'{"operator": "or"}'}. Ctrl+Space suggests keys and
            values. Tab moves on to the next control; Ctrl+] and Ctrl+[ (Cmd on macOS) indent and outdent lines.
          </p>
          <CodeEditor
            ref={editor}
            id={`${id}-editor`}
            label={editorLabel}
            describedBy={`${id}-editor-help ${id}-status`}
            text={text}
            onChange={editText}
            problems={problems}
            problemsText={settledText}
            words={words}
            settleMs={SETTLE_MS}
          />
          <ProblemList text={settledText} problems={problems} onGo={go} onFix={fix} />
        </div>
        <section className={styles.builderColumn} aria-labelledby={`${id}-builder-heading`}>
          <h3 id={`${id}-builder-heading`}>Builder</h3>
          <Builder kind={kind} value={parsed.ok ? parsed.value : undefined} readable={parsed.ok} chains={chains} vocabulary={vocabulary} tokens={tokens} onTokens={tokenChange} onChange={builderChange} />
        </section>
      </div>

      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={`${id}-chain`}>Chain names of the pinned SDK</label>
          <select id={`${id}-chain`} value={chainForAll} onChange={(e) => setChainForAll(e.target.value)} disabled={!chains}>
            <option value="">Choose a chain</option>
            {families.map((f) => (
              <optgroup key={f} label={{evm: 'EVM chains', solana: 'Solana', cosmos: 'Cosmos chains'}[f]}>
                {(chains?.[f] ?? []).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" onClick={applyChainEverywhere} disabled={!chainForAll || !parsed.ok}>
          Use this chain in every condition of its family
        </button>
      </div>
      {applied ? (
        <p role="status" data-testid="chain-applied">
          {applied}
        </p>
      ) : null}

      {erc20s.length ? (
        <fieldset className={styles.panel} data-testid="tokens">
          <legend>ERC-20 token details for the sentence</legend>
          <p>
            The SDK's humanizer writes ERC-20 amounts in whole tokens, with each token's own decimals. Without them it would ask the chain, and
            the playground sends no request: until you give a token's decimals, its amount reads in the token's smallest unit.
          </p>
          {erc20s.map((address, n) => (
            <TokenRow key={address} n={n} address={address} detail={tokens[address] ?? {}} onChange={tokenChange} />
          ))}
        </fieldset>
      ) : null}

      <p id={`${id}-status`} role="status" data-testid="status">
        Status: {status}
      </p>

      {result?.input === 'bad' || !parsed.ok ? (
        <div className={clsx(styles.panel, styles.bad)} data-testid="input-problem">
          <h3>The playground could not check this input</h3>
          <p>{parsed.ok ? (result?.input === 'bad' ? result.problem : '') : parsed.problem}</p>
        </div>
      ) : null}

      {analysis ? (
        <>
          <VerdictPanel kind={kind} analysis={analysis} problem={sdkProblemOfVerdict} onGo={go} />
          <h2 id="reads-as">Reads as</h2>
          {analysis.humanized?.ok ? (
            <p data-testid="humanized">{analysis.humanized.value}</p>
          ) : analysis.humanized ? (
            <p data-testid="humanized-error">The SDK's humanizer failed: {analysis.humanized.message}</p>
          ) : (
            <p data-testid="humanized-none">The sentence appears once encryptString accepts the set.</p>
          )}
          <h2 id="what-the-nodes-see">What the nodes see</h2>
          <HashAndCanonical analysis={analysis} label="Hash (hex SHA-256 of the canonical form)" />
        </>
      ) : null}

      <h2 id="compare">Compare with the conditions of a decrypt</h2>
      <p>
        Paste the conditions used at decryption (or start from a copy of the set above and change it). The two sets are read as the same kind.
      </p>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            settleNow.current = true;
            setCompareText(text);
            setDirty(true);
          }}>
          Copy the set above here
        </button>
        {compareText !== null ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setCompareText(null);
              setDirty(true);
            }}>
            Clear the comparison
          </button>
        ) : null}
      </div>
      {compareText !== null ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-compare`}>Conditions at decryption (JSON)</label>
            <textarea
              id={`${id}-compare`}
              className={styles.editor}
              value={compareText}
              onChange={(e) => {
                setCompareText(e.target.value);
                setDirty(true);
              }}
              spellCheck={false}
              autoComplete="off"
            />
          </div>
          {parsedCompare && !parsedCompare.ok ? <p data-testid="compare-problem">{parsedCompare.problem}</p> : null}
          {compareAnalysis ? (
            <div className={styles.panel} data-testid="comparison">
              {compareAnalysis.verdict.ok ? null : (
                <details data-testid="compare-invalid">
                  <summary>encryptString would also refuse this set</summary>
                  <pre className={clsx(styles.pre, styles.mono)}>{compareAnalysis.verdict.message}</pre>
                </details>
              )}
              <HashAndCanonical analysis={compareAnalysis} label="Hash at decryption" />
              {differences === null ? null : differences.length === 0 ? (
                <p data-testid="comparison-verdict">Same canonical form, same hash: the nodes see the same conditions.</p>
              ) : (
                <>
                  <p data-testid="comparison-verdict">
                    The hashes differ: the nodes would refuse to decrypt.{' '}
                    {differences.length === 1 ? 'One difference' : `${differences.length} differences`}, aligned by the structure of the sets:
                  </p>
                  <table className={styles.diffTable} data-testid="differences">
                    <thead>
                      <tr>
                        <th scope="col">Change</th>
                        <th scope="col">Where</th>
                        <th scope="col">At encryption</th>
                        <th scope="col">At decryption</th>
                      </tr>
                    </thead>
                    <tbody>
                      {differences.map((d, n) => (
                        <tr key={`${d.path}-${n}`}>
                          <td>{d.change}</td>
                          <td>
                            <code>{d.path}</code>
                          </td>
                          <td className={styles.mono}>{d.note ?? d.encryption ?? '(absent)'}</td>
                          <td className={styles.mono}>{d.note ? '' : (d.decryption ?? '(absent)')}</td>
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
          <p>A complete TypeScript module with these conditions, shaped like the docs' samples. It compiles against SDK 6.11.5.</p>
          <div className={styles.buttons}>
            <CopyButton text={sample} label="Copy the sample" />
          </div>
          <pre className={clsx(styles.pre, styles.sample, styles.mono)} data-testid="sample" tabIndex={0} aria-label="TypeScript sample">
            {sample}
          </pre>
        </>
      ) : (
        <p data-testid="no-sample">The sample appears once encryptString accepts the conditions.</p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-share`}>Share link (the conditions are in the part after #, which browsers do not send to any server)</label>
        <input id={`${id}-share`} type="text" readOnly value={shareUrl} data-testid="share-url" onFocus={(e) => e.target.select()} />
        <div className={styles.buttons}>
          <CopyButton text={shareUrl} label="Copy the link" />
        </div>
      </div>
      <p className={styles.fieldHint}>
        Limits of the playground: {MAX_INPUT_KB} KB of JSON, {MAX_CONDITIONS.toLocaleString('en-US')} conditions.
      </p>
    </div>
  );
}

function TokenRow({n, address, detail, onChange}: {n: number; address: string; detail: {decimals?: number; symbol?: string}; onChange: (address: string, detail: {decimals?: number; symbol?: string}) => void}) {
  const id = useId();
  const [decimals, setDecimals] = useState(detail.decimals === undefined ? '' : String(detail.decimals));
  const [problem, setProblem] = useState<string | null>(null);
  const [seen, setSeen] = useState(detail.decimals);
  if (seen !== detail.decimals) {
    setSeen(detail.decimals);
    setDecimals(detail.decimals === undefined ? '' : String(detail.decimals));
    setProblem(null);
  }
  return (
    <div className={styles.controls}>
      <p className={styles.tokenAddress}>
        Token {n + 1}: <code>{address}</code>
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-decimals`}>Decimals</label>
        <input
          id={`${id}-decimals`}
          type="text"
          inputMode="numeric"
          value={decimals}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setDecimals(e.target.value);
            const read = readDecimals(e.target.value);
            if (!read.ok) return setProblem(read.problem);
            setProblem(null);
            setSeen(read.value);
            onChange(address, {decimals: read.value});
          }}
        />
        {problem ? (
          <span id={`${id}-problem`} className={styles.fieldProblem} data-testid="decimals-problem">
            {problem}
          </span>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-symbol`}>Symbol (optional)</label>
        <input id={`${id}-symbol`} type="text" value={detail.symbol ?? ''} onChange={(e) => onChange(address, {symbol: e.target.value.trim() || undefined})} />
      </div>
    </div>
  );
}
