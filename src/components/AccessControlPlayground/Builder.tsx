/**
 * The builder beside the JSON: the set as groups of conditions joined by and/or, each condition with a form for
 * its fields. It reads the JSON the editor holds and writes back to it, so either side can be used and the
 * other follows. A condition the builder has no form for is listed, to be edited in the JSON.
 */
import React, {memo, useEffect, useId, useMemo, useRef, useState} from 'react';
import type {ChainFamily, ConditionKind} from './templates';
import {familyOf, isConditionItem, isOperatorItem, type Condition} from './conditions';
import {fromTokens, newCondition, recognise, toTokens, typeInfo, typesFor, type BuilderType} from './builderModel';
import {readDecimals, type TokenDetails} from './tokens';
import type {ChainNames} from './analyser';
import type {Vocabulary} from './vocabulary';
import styles from './styles.module.css';

type Path = (string | number)[];

function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setIn(v, rest, next) : v));
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {...obj, [head as string]: setIn(obj[head as string], rest, next)};
}
const getIn = (value: unknown, path: Path): unknown =>
  path.length === 0 ? value : path.reduce<unknown>((v, step) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[step as string] : undefined), value);

/** Removes item `index` of a group with the operator that joins it. */
function removeAt(group: unknown[], index: number): unknown[] {
  if (group.length === 1) return [];
  if (index === 0) return group.slice(2);
  return [...group.slice(0, index - 1), ...group.slice(index + 1)];
}

interface Shared {
  kind: ConditionKind;
  chains: ChainNames | null;
  vocabulary: Vocabulary | null;
  tokens: TokenDetails;
  onTokens: (address: string, detail: {decimals?: number; symbol?: string}) => void;
  edit: (path: Path, next: unknown) => void;
  /** Removes the item at `path` with the operator that joins it. */
  remove: (path: Path) => void;
}

const FAMILY_LABEL: Record<ChainFamily, string> = {evm: 'EVM chains', solana: 'Solana', cosmos: 'Cosmos chains'};

function ChainSelect({id, family, value, onChange, chains}: {id: string; family: ChainFamily; value: string; onChange: (v: string) => void; chains: ChainNames | null}) {
  const names = chains?.[family] ?? [];
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {names.includes(value) ? null : <option value={value}>{value || '(none)'}</option>}
      {names.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}

/** A text field that keeps what is typed while it is invalid, and says why. */
function DraftField({id, label, value, onCommit, parse, hint}: {id: string; label: string; value: string; onCommit: (v: string) => void; parse?: (t: string) => {ok: true; value: string} | {ok: false; problem: string}; hint?: string}) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    // The JSON changed from elsewhere: show it.
    setCommitted(value);
    setDraft(value);
    setProblem(null);
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={draft}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || hint ? `${id}-note` : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          const read = parse ? parse(e.target.value) : {ok: true as const, value: e.target.value};
          if (read.ok) {
            setProblem(null);
            setCommitted(read.value);
            onCommit(read.value);
          } else setProblem(read.problem);
        }}
      />
      {problem || hint ? (
        <span id={`${id}-note`} className={problem ? styles.fieldProblem : styles.fieldHint}>
          {problem ?? hint}
        </span>
      ) : null}
    </div>
  );
}

function ComparatorSelect({id, value, onChange, comparators}: {id: string; value: string; onChange: (v: string) => void; comparators: readonly string[]}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Comparator</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {comparators.includes(value) ? null : <option value={value}>{value}</option>}
        {comparators.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}

function ConditionForm({condition, path, type, shared}: {condition: Condition; path: Path; type: BuilderType; shared: Shared}) {
  const id = useId();
  const info = typeInfo(type);
  const set = (steps: Path, v: unknown) => shared.edit([...path, ...steps], v);
  const text = (steps: Path, label: string, hint?: string) => (
    <DraftField key={steps.join('.')} id={`${id}-${steps.join('-')}`} label={label} value={String(getIn(condition, steps) ?? '')} onCommit={(v) => set(steps, v)} hint={hint} />
  );
  const comparators = shared.vocabulary?.[info.schema].comparators ?? ['=', '>', '>=', '<', '<=', 'contains'];
  const comparator = <ComparatorSelect key="cmp" id={`${id}-cmp`} value={String(getIn(condition, ['returnValueTest', 'comparator']) ?? '')} onChange={(v) => set(['returnValueTest', 'comparator'], v)} comparators={comparators} />;
  const address = String(condition.contractAddress ?? '');
  const token = shared.tokens[address] ?? {};
  const fields: React.ReactNode[] = [];
  switch (type) {
    case 'wallet':
    case 'sol-wallet':
    case 'cosmos-wallet':
      fields.push(text(['returnValueTest', 'value'], 'Address'));
      break;
    case 'native':
      fields.push(comparator, text(['returnValueTest', 'value'], 'Amount in the smallest unit (wei)'));
      break;
    case 'erc20': {
      const decimals = token.decimals;
      const raw = String(getIn(condition, ['returnValueTest', 'value']) ?? '');
      fields.push(
        text(['contractAddress'], 'Token contract'),
        <div key="dec" className={styles.field}>
          <DraftField
            id={`${id}-decimals`}
            label="Decimals of this token"
            value={decimals === undefined ? '' : String(decimals)}
            parse={(t) => {
              const r = readDecimals(t);
              return r.ok ? {ok: true, value: t.trim()} : r;
            }}
            onCommit={(v) => shared.onTokens(address, {decimals: v === '' ? undefined : Number(v)})}
            hint="From the token's decimals(); used for the amount here and the sentence, not hashed."
          />
        </div>,
        <DraftField key="sym" id={`${id}-symbol`} label="Symbol (optional)" value={token.symbol ?? ''} onCommit={(v) => shared.onTokens(address, {symbol: v.trim() || undefined})} />,
        comparator,
        decimals === undefined ? (
          <DraftField key="amt" id={`${id}-raw`} label="Amount in the smallest unit (give the decimals to enter whole tokens)" value={raw} onCommit={(v) => set(['returnValueTest', 'value'], v)} />
        ) : (
          <DraftField
            key={`amt-${decimals}`}
            id={`${id}-amount`}
            label={`Amount in ${token.symbol || 'tokens'}`}
            value={toTokens(raw, decimals) ?? raw}
            parse={(t) => {
              const r = fromTokens(t, decimals);
              return r.ok ? {ok: true, value: t} : r;
            }}
            onCommit={(v) => {
              const r = fromTokens(v, decimals);
              if (r.ok) set(['returnValueTest', 'value'], r.raw);
            }}
            hint={`Written as ${raw || '0'} in the condition (${decimals} decimals).`}
          />
        ),
      );
      break;
    }
    case 'erc721':
      fields.push(text(['contractAddress'], 'Collection contract'), comparator, text(['returnValueTest', 'value'], 'Number of tokens'));
      break;
    case 'erc721-token':
      fields.push(text(['contractAddress'], 'Collection contract'), text(['parameters', 0], 'Token ID'));
      break;
    case 'erc1155':
      fields.push(text(['contractAddress'], 'Contract'), text(['parameters', 1], 'Token ID'), comparator, text(['returnValueTest', 'value'], 'Amount'));
      break;
    case 'poap':
      fields.push(text(['returnValueTest', 'value'], 'Event ID'));
      break;
    case 'timelock': {
      const seconds = Number(getIn(condition, ['returnValueTest', 'value']));
      fields.push(comparator, text(['returnValueTest', 'value'], 'Unix time in seconds', Number.isFinite(seconds) && seconds > 0 ? `${new Date(seconds * 1000).toISOString()} (UTC)` : undefined));
      break;
    }
    case 'contract':
      fields.push(
        text(['contractAddress'], 'Contract'),
        text(['functionName'], 'Function name'),
        <DraftField
          key="params"
          id={`${id}-params`}
          label="Parameters, comma-separated"
          value={Array.isArray(condition.functionParams) ? condition.functionParams.join(', ') : ''}
          onCommit={(v) => set(['functionParams'], v.split(',').map((s) => s.trim()).filter((s, i, all) => s !== '' || all.length > 1))}
        />,
        <DraftField
          key="abi"
          id={`${id}-abi`}
          label="ABI of the function (JSON)"
          value={JSON.stringify(condition.functionAbi ?? {})}
          parse={(t) => {
            try {
              const v: unknown = JSON.parse(t);
              return v && typeof v === 'object' && !Array.isArray(v) ? {ok: true, value: t} : {ok: false, problem: 'The ABI of one function is a JSON object.'};
            } catch (e) {
              return {ok: false, problem: `Not valid JSON yet: ${e instanceof Error ? e.message : String(e)}`};
            }
          }}
          onCommit={(v) => set(['functionAbi'], JSON.parse(v))}
        />,
        text(['returnValueTest', 'key'], 'Key of the result (empty for a single output)'),
        comparator,
        text(['returnValueTest', 'value'], 'Value'),
      );
      break;
    case 'sol-balance':
      fields.push(comparator, text(['returnValueTest', 'value'], 'Amount in lamports (1 SOL = 1,000,000,000)'));
      break;
    case 'cosmos-balance':
      fields.push(text(['returnValueTest', 'key'], 'JSONPath of the amount'), comparator, text(['returnValueTest', 'value'], 'Amount in the smallest unit (uatom for ATOM)'));
      break;
  }
  return (
    <div className={styles.builderForm}>
      <div className={styles.field}>
        <label htmlFor={`${id}-chain`}>Chain ({FAMILY_LABEL[info.family]})</label>
        <ChainSelect id={`${id}-chain`} family={info.family} value={String(condition.chain ?? '')} onChange={(v) => set(['chain'], v)} chains={shared.chains} />
      </div>
      {fields}
    </div>
  );
}

const ConditionRow = memo(
  function ConditionRow({condition, path, shared}: {condition: Condition; path: Path; shared: Shared; json: string}) {
    const [open, setOpen] = useState(false);
    const type = recognise(shared.kind, condition);
    const summary = type ? `${typeInfo(type).label} on ${String(condition.chain ?? '?')}` : 'A condition the builder has no form for: edit it in the JSON';
    return (
      <li className={styles.builderItem}>
        <div className={styles.builderRow}>
          <span>{summary}</span>
          <span className={styles.buttons}>
            {type ? (
              <button type="button" className="button button--sm button--secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
                {open ? 'Close' : 'Edit'}
              </button>
            ) : null}
            <button type="button" className="button button--sm button--secondary" onClick={() => shared.remove(path)}>
              Remove
            </button>
          </span>
        </div>
        {open && type ? <ConditionForm condition={condition} path={path} type={type} shared={shared} /> : null}
      </li>
    );
  },
  (a, b) => a.json === b.json && a.shared === b.shared && a.path.join() === b.path.join(),
);

function AddCondition({group, path, shared}: {group: unknown[]; path: Path; shared: Shared}) {
  const id = useId();
  const families = ({accessControlConditions: ['evm'], evmContractConditions: ['evm'], solRpcConditions: ['solana'], unifiedAccessControlConditions: ['evm', 'solana', 'cosmos']} as const)[shared.kind];
  const [chain, setChain] = useState('');
  const [type, setType] = useState<BuilderType | ''>('');
  const [joiner, setJoiner] = useState<'and' | 'or'>('or');
  const family = (families as readonly ChainFamily[]).find((f) => shared.chains?.[f].includes(chain));
  const types = family ? typesFor(shared.kind, family) : [];
  useEffect(() => {
    if (type && !types.some((t) => t.type === type)) setType('');
  }, [type, types]);
  return (
    <div className={styles.builderAdd}>
      {group.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-join`}>Join with</label>
          <select id={`${id}-join`} value={joiner} onChange={(e) => setJoiner(e.target.value as 'and' | 'or')}>
            <option value="or">or</option>
            <option value="and">and</option>
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-chain`}>Chain</label>
        <select id={`${id}-chain`} value={chain} onChange={(e) => setChain(e.target.value)} disabled={!shared.chains}>
          <option value="">Choose a chain</option>
          {(families as readonly ChainFamily[]).map((f) => (
            <optgroup key={f} label={FAMILY_LABEL[f]}>
              {(shared.chains?.[f] ?? []).map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Condition</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as BuilderType)} disabled={!family}>
          <option value="">{family ? 'Choose what to check' : 'Choose a chain first'}</option>
          {types.map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--sm button--primary"
        disabled={!type || !family}
        onClick={() => {
          if (!type) return;
          const made = newCondition(shared.kind, type, chain);
          shared.edit(path, group.length ? [...group, {operator: joiner}, made] : [made]);
        }}>
        Add condition
      </button>
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={group.length === 0}
        onClick={() => shared.edit(path, [...group, {operator: joiner}, []])}>
        Add a group
      </button>
    </div>
  );
}

function GroupView({group, path, shared, depth}: {group: unknown[]; path: Path; shared: Shared; depth: number}) {
  const id = useId();
  return (
    <div className={depth > 0 ? styles.builderGroup : undefined}>
      {group.length === 0 ? <p className={styles.fieldHint}>{depth > 0 ? 'An empty group: add a condition to it, or remove it.' : 'No conditions yet.'}</p> : null}
      <ol className={styles.builderList}>
        {group.map((item, index) => {
          const itemPath = [...path, index];
          const remove = () => shared.remove(itemPath);
          if (isOperatorItem(item)) {
            const op = String(item.operator);
            return (
              <li key={index} className={styles.builderOperator}>
                <label htmlFor={`${id}-op-${index}`} className={styles.visuallyHidden}>
                  Operator between items {index} and {index + 2}
                </label>
                <select id={`${id}-op-${index}`} value={op} onChange={(e) => shared.edit([...itemPath, 'operator'], e.target.value)}>
                  {['and', 'or'].includes(op) ? null : <option value={op}>{op} (not an operator the SDK knows)</option>}
                  <option value="and">and</option>
                  <option value="or">or</option>
                </select>
              </li>
            );
          }
          if (Array.isArray(item)) {
            return (
              <li key={index} className={styles.builderItem}>
                <div className={styles.builderRow}>
                  <span>Group ({'( … )'})</span>
                  <button type="button" className="button button--sm button--secondary" onClick={remove}>
                    Remove group
                  </button>
                </div>
                <GroupView group={item} path={itemPath} shared={shared} depth={depth + 1} />
              </li>
            );
          }
          if (isConditionItem(item)) return <ConditionRow key={index} condition={item} path={itemPath} shared={shared} json={JSON.stringify(item)} />;
          return (
            <li key={index} className={styles.builderItem}>
              <div className={styles.builderRow}>
                <span>{JSON.stringify(item)} (not a condition: edit it in the JSON)</span>
                <button type="button" className="button button--sm button--secondary" onClick={remove}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <AddCondition group={group} path={path} shared={shared} />
    </div>
  );
}

export interface BuilderProps {
  kind: ConditionKind;
  value: unknown;
  readable: boolean;
  chains: ChainNames | null;
  vocabulary: Vocabulary | null;
  tokens: TokenDetails;
  onTokens: (address: string, detail: {decimals?: number; symbol?: string}) => void;
  onChange: (value: unknown) => void;
}

export const Builder = memo(function Builder({kind, value, readable, chains, vocabulary, tokens, onTokens, onChange}: BuilderProps) {
  // Edits read the newest set through a ref, so rows that did not change can skip rendering (ConditionRow's memo)
  // and still edit the current set.
  const current = useRef(value);
  current.current = value;
  const shared = useMemo<Shared>(
    () => ({
      kind,
      chains,
      vocabulary,
      tokens,
      onTokens,
      edit: (path, next) => onChange(setIn(current.current, path, next)),
      remove: (path) => {
        const parent = path.slice(0, -1);
        const group = getIn(current.current, parent);
        if (Array.isArray(group)) onChange(setIn(current.current, parent, removeAt(group, path.at(-1) as number)));
      },
    }),
    [kind, chains, vocabulary, tokens, onTokens, onChange],
  );
  if (!readable || !Array.isArray(value)) {
    return <p className={styles.fieldHint}>The builder shows the set once the JSON is a valid array (see the problem below the editor).</p>;
  }
  const wrongFamily = (value as unknown[]).some((item) => isConditionItem(item) && kind !== 'unifiedAccessControlConditions' && familyOf(kind, item) === undefined);
  return (
    <div data-testid="builder">
      {wrongFamily ? <p className={styles.fieldHint}>Some items are not conditions of this kind.</p> : null}
      {chains ? null : <p className={styles.fieldHint}>The chain lists arrive with the SDK…</p>}
      <GroupView group={value as unknown[]} path={[]} shared={shared} depth={0} />
    </div>
  );
});
