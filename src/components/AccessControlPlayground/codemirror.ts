/**
 * The conditions editor: CodeMirror 6, loaded by this page only (CodeEditor.tsx imports this module once the
 * page is live). Its parts: JSON highlighting, the problems the page found as inline markers (with their fixes as
 * actions), completion of the keys and values the validators' schemas allow, and the keyboard setup below.
 *
 * Keyboard: Tab and Shift+Tab move focus on, as everywhere else on the site (CodeMirror's default: it binds no Tab,
 * so the focus order of the page holds, WCAG 2.1.2 and 2.4.3). Enter keeps the indentation; Ctrl+] and Ctrl+[
 * (Cmd on macOS, CodeMirror's default keymap) indent and outdent. The page says so under the editor.
 */
import {EditorState, type Extension} from '@codemirror/state';
import {EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection, highlightActiveLineGutter} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {bracketMatching, indentOnInput, syntaxHighlighting, HighlightStyle, syntaxTree} from '@codemirror/language';
import {autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap, insertCompletionText, pickedCompletion, type Completion, type CompletionContext, type CompletionResult} from '@codemirror/autocomplete';
import {lintKeymap, setDiagnostics, type Diagnostic} from '@codemirror/lint';
import {json} from '@codemirror/lang-json';
import {tags} from '@lezer/highlight';
import type {Problem} from './lint';
import type {ConditionKind} from './templates';
import {CONDITION_TYPES, METHODS, SOLANA_METHODS, type SchemaName, type Vocabulary} from './vocabulary';

export interface CompletionWords {
  kind: ConditionKind;
  vocabulary: Vocabulary | null;
}

export interface EditorHandle {
  setText(text: string): void;
  setProblems(problems: readonly Problem[]): void;
  setWords(words: CompletionWords): void;
  select(from: number, to: number): void;
  destroy(): void;
}

// Colours from the page's stylesheet (styles.module.css sets them for light and dark), each AA on its background.
const highlight = HighlightStyle.define([
  {tag: tags.propertyName, color: 'var(--acc-code-key)'},
  {tag: tags.string, color: 'var(--acc-code-string)'},
  {tag: tags.number, color: 'var(--acc-code-number)'},
  {tag: [tags.bool, tags.null], color: 'var(--acc-code-keyword)'},
]);

const theme = EditorView.theme({
  '&': {height: '100%', fontSize: '0.85rem', border: '1px solid var(--ifm-color-emphasis-500)', borderRadius: 'var(--ifm-global-radius)', backgroundColor: 'var(--ifm-background-surface-color)', color: 'var(--ifm-font-color-base)'},
  // The ring is on the element that has focus (the content), drawn inside so the scroller does not clip it.
  '&.cm-focused': {outline: 'none'},
  '.cm-content:focus-visible': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.45'},
  '.cm-gutters': {backgroundColor: 'var(--ifm-background-surface-color)', color: 'var(--acc-muted-text)', borderRight: '1px solid var(--ifm-color-emphasis-300)'},
  '.cm-activeLine, .cm-activeLineGutter': {backgroundColor: 'var(--acc-active-line)'},
  '.cm-cursor': {borderLeftColor: 'var(--ifm-font-color-base)'},
  '.cm-tooltip': {backgroundColor: 'var(--ifm-background-surface-color)', color: 'var(--ifm-font-color-base)', border: '1px solid var(--ifm-color-emphasis-500)'},
  '.cm-tooltip-autocomplete ul li[aria-selected]': {backgroundColor: 'var(--ifm-color-primary-darkest)', color: '#fff'},
  '.cm-diagnostic-error': {borderLeftColor: 'var(--ifm-color-danger-dark)'},
  '.cm-diagnostic-warning': {borderLeftColor: 'var(--ifm-color-warning-darkest)'},
});

type SyntaxNode = ReturnType<typeof syntaxTree>['topNode'];

const SCHEMA_OF_KIND: Record<Exclude<ConditionKind, 'unifiedAccessControlConditions'>, SchemaName> = {
  accessControlConditions: 'evmBasic',
  evmContractConditions: 'evmContract',
  solRpcConditions: 'solRpc',
};

const nodeText = (state: EditorState, node: SyntaxNode | null): string | undefined => (node ? state.sliceDoc(node.from, node.to) : undefined);

/** The string value of property `name` of an Object node, read from the text. */
function propertyValue(state: EditorState, object: SyntaxNode, name: string): string | undefined {
  for (let child = object.firstChild; child; child = child.nextSibling) {
    if (child.name !== 'Property') continue;
    const key = child.getChild('PropertyName');
    if (nodeText(state, key) !== JSON.stringify(name)) continue;
    const value = child.lastChild;
    if (value?.name === 'String') {
      try {
        return JSON.parse(state.sliceDoc(value.from, value.to)) as string;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The Object node around `pos` and the name of the property that holds it (undefined for a condition in an array). */
function enclosingObject(state: EditorState, pos: number): {object: SyntaxNode; heldBy?: string} | undefined {
  for (let node: SyntaxNode | null = syntaxTree(state).resolveInner(pos, -1); node; node = node.parent) {
    if (node.name === 'Object') {
      const holder = node.parent?.name === 'Property' ? node.parent.getChild('PropertyName') : null;
      const heldBy = holder ? nodeText(state, holder)?.replace(/^"|"$/g, '') : undefined;
      return {object: node, heldBy};
    }
  }
  return undefined;
}

function completionSource(getWords: () => CompletionWords) {
  return (context: CompletionContext): CompletionResult | null => {
    const {kind, vocabulary} = getWords();
    const word = context.matchBefore(/"[^"\n]*/);
    if (!word && !context.explicit) return null;
    const from = word ? word.from : context.pos;
    const before = context.state.sliceDoc(Math.max(0, from - 200), from).replace(/\s+$/, '');
    const around = enclosingObject(context.state, from);
    // `ordered`: keep the given order (required keys first) instead of CodeMirror's alphabetical one.
    // The range ends at the cursor, so that what the reader typed (`"polyg`) is what the options are filtered by;
    // a closing quote right after the cursor (`""`, `"polyg|"`) is replaced too when an option is applied. (Counting
    // it in the range made CodeMirror filter by `""`, which matches no option.)
    const options = (values: readonly string[], detail: string, ordered = false): CompletionResult => ({
      from,
      to: word ? word.to : context.pos,
      options: values.map((v, i) => ({
        label: JSON.stringify(v),
        detail,
        boost: ordered ? -Math.min(i, 99) : 0,
        apply: (view: EditorView, completion: Completion, applyFrom: number, applyTo: number) => {
          const closingQuote = view.state.sliceDoc(applyTo, applyTo + 1) === '"' ? 1 : 0;
          view.dispatch({...insertCompletionText(view.state, JSON.stringify(v), applyFrom, applyTo + closingQuote), annotations: pickedCompletion.of(completion)});
        },
      })),
      validFor: /^"[^"\n]*$/,
    });
    const schemaOf = (object: SyntaxNode): SchemaName | undefined =>
      kind === 'unifiedAccessControlConditions' ? (propertyValue(context.state, object, 'conditionType') as SchemaName | undefined) : SCHEMA_OF_KIND[kind];
    if (before.endsWith(':')) {
      // A value: which property?
      const name = /"([^"\\]*)"$/.exec(before.slice(0, -1).trimEnd())?.[1];
      if (!name || !around) return null;
      if (name === 'operator') return options(['and', 'or'], 'operator');
      if (name === 'conditionType') return options(CONDITION_TYPES, 'conditionType');
      if (around.heldBy === 'returnValueTest' && name === 'comparator') {
        const condition = around.object.parent?.parent;
        const schema = condition?.name === 'Object' ? schemaOf(condition) : undefined;
        return options(vocabulary?.[schema ?? 'evmBasic'].comparators ?? [], 'comparator');
      }
      if (around.heldBy !== undefined) return null;
      const schema = schemaOf(around.object);
      if (!schema || !vocabulary) return null;
      if (name === 'chain') return options(vocabulary[schema].chains, `${schema} chain`);
      if (name === 'standardContractType' && schema === 'evmBasic') return options(vocabulary.evmBasic.standardContractTypes, 'standardContractType');
      if (name === 'method' && schema === 'evmBasic') return options(METHODS[propertyValue(context.state, around.object, 'standardContractType') ?? ''] ?? [], 'method');
      if (name === 'method' && schema === 'solRpc') return options(SOLANA_METHODS, 'Solana method');
      return null;
    }
    if ((before.endsWith('{') || before.endsWith(',')) && around && vocabulary) {
      // A key.
      if (around.heldBy === 'returnValueTest') {
        const condition = around.object.parent?.parent;
        const schema = (condition?.name === 'Object' ? schemaOf(condition) : undefined) ?? 'evmBasic';
        return options(vocabulary[schema].returnValueTestKeys, 'returnValueTest field', true);
      }
      if (around.heldBy !== undefined) return null;
      const schema = schemaOf(around.object);
      const keys = schema ? vocabulary[schema].keys : kind === 'unifiedAccessControlConditions' ? ['conditionType'] : [];
      return options(
        keys.filter((k) => k !== 'conditionType' || kind === 'unifiedAccessControlConditions'),
        schema ? `${schema} field` : 'field',
        true,
      );
    }
    return null;
  };
}

export function createEditor(
  parent: HTMLElement,
  options: {text: string; label: string; describedBy: string; onChange: (text: string) => void; words: CompletionWords},
): EditorHandle {
  let words = options.words;
  let applyingOwnText = false;
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    json(),
    syntaxHighlighting(highlight),
    autocompletion({override: [completionSource(() => words)], icons: false}),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap]),
    EditorView.lineWrapping,
    // tabindex: the content is focusable anyway (contenteditable); saying so lets checkers see that its
    // scrolling box can be reached by keyboard.
    EditorView.contentAttributes.of({tabindex: '0', 'aria-label': options.label, 'aria-describedby': options.describedBy, spellcheck: 'false', autocorrect: 'off', autocapitalize: 'off'}),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && !applyingOwnText) options.onChange(update.state.doc.toString());
    }),
    theme,
  ];
  const view = new EditorView({parent, state: EditorState.create({doc: options.text, extensions})});
  return {
    setText(text) {
      if (view.state.doc.toString() === text) return;
      applyingOwnText = true;
      view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: text}});
      applyingOwnText = false;
    },
    setProblems(problems) {
      const length = view.state.doc.length;
      const diagnostics: Diagnostic[] = problems.map((p) => ({
        from: Math.min(p.from, length),
        to: Math.min(Math.max(p.to, p.from), length),
        severity: p.severity,
        message: p.message,
        actions: p.fix
          ? [
              {
                name: p.fix.label,
                apply: (v: EditorView, from: number, to: number) => v.dispatch({changes: {from, to, insert: p.fix!.insert}}),
              },
            ]
          : undefined,
      }));
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    setWords(next) {
      words = next;
    },
    select(from, to) {
      view.dispatch({selection: {anchor: from, head: to}, scrollIntoView: true});
      view.focus();
    },
    destroy() {
      view.destroy();
    },
  };
}
