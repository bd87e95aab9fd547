/**
 * The JSON editor. The server renders a plain labelled textarea with the text (usable before scripts and if the
 * editor fails to load); once the page is live the CodeMirror editor (codemirror.ts, a chunk of its own, loaded
 * by this page only) takes its place with the same text and label.
 *
 * The editor reports its text when typing pauses for `settleMs`, not on every key: a keystroke then costs
 * CodeMirror's own work and no render of the page (bench/playground-typing.mjs measures it).
 */
import React, {forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState} from 'react';
import type {Problem} from './lint';
import type {CompletionWords, EditorHandle} from './codemirror';
import styles from './styles.module.css';

export interface CodeEditorApi {
  select(from: number, to: number): void;
  /** The text in the editor now, reported or not. */
  currentText(): string;
}

interface Props {
  id: string;
  label: string;
  describedBy: string;
  text: string;
  onChange: (text: string) => void;
  /** The problems found for `problemsText` (shown once the editor holds that text). */
  problems: readonly Problem[];
  problemsText: string;
  words: CompletionWords;
  /** How long typing must pause before `onChange` is called. */
  settleMs: number;
}

export const CodeEditor = forwardRef<CodeEditorApi, Props>(function CodeEditor({id, label, describedBy, text, onChange, problems, problemsText, words, settleMs}, ref) {
  const host = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const latest = useRef({text, onChange, words});
  latest.current = {text, onChange, words};
  /** The editor's text as it last reported it: its own text is not compared or written back. */
  const reported = useRef(text);
  /**
   * Texts reported but not yet seen back in `text`, oldest first. The page's effect below can see an older report
   * after a newer one was made (React runs effects after paint, and the next pause may come first): such a text is
   * the editor's own, not a replacement, and must not overwrite what was typed since.
   */
  const inFlight = useRef<string[]>([]);
  /** The text not yet reported, while typing. */
  const pending = useRef<{text: string; timer: ReturnType<typeof setTimeout>} | null>(null);

  // The editor's code arrives first; the editor is then created in the commit that removes the textarea, before
  // the browser paints, so the page never shows both (the two take the same box: styles.module.css, .editorHost).
  const [editorModule, setEditorModule] = useState<typeof import('./codemirror') | null>(null);
  const loaded = editorModule !== null;
  /** Whether the textarea had focus when the editor's code arrived: the editor takes it over. */
  const focusToEditor = useRef(false);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "access-control-playground-editor" */ './codemirror').then(
      (module) => {
        if (!live) return;
        focusToEditor.current = document.activeElement === area.current;
        setEditorModule(module);
      },
      () => {
        // The textarea stays: the page works without the editor's extras.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    if (!editorModule || !host.current) return;
    handle.current = editorModule.createEditor(host.current, {
      text: latest.current.text,
      label,
      describedBy,
      onChange: (t) => {
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = {
          text: t,
          timer: setTimeout(() => {
            pending.current = null;
            reported.current = t;
            inFlight.current.push(t);
            latest.current.onChange(t);
          }, settleMs),
        };
      },
      words: latest.current.words,
    });
    if (focusToEditor.current) host.current.querySelector<HTMLElement>('[contenteditable]')?.focus();
    focusToEditor.current = false;
    return () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [editorModule, label, describedBy, settleMs]);

  useEffect(() => {
    const echo = inFlight.current.indexOf(text);
    if (echo >= 0) {
      inFlight.current.splice(0, echo + 1);
      return;
    }
    if (text === reported.current) return;
    // The page replaced the text (a template, the builder, a fix): it wins over what was being typed.
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    inFlight.current = [];
    reported.current = text;
    handle.current?.setText(text);
  }, [text, loaded]);
  useEffect(() => handle.current?.setWords(words), [words, loaded]);
  // Problems found for an older text would point at the wrong place: they wait for the text they were found in.
  const current = problemsText === reported.current && !pending.current;
  useEffect(() => {
    if (current) handle.current?.setProblems(problems);
  }, [problems, current, loaded]);

  useImperativeHandle(ref, () => ({
    select(from, to) {
      if (handle.current) return handle.current.select(from, to);
      area.current?.focus();
      area.current?.setSelectionRange(from, to);
    },
    currentText: () => pending.current?.text ?? reported.current,
  }));

  return (
    <div className={styles.editorHost} data-editor={loaded ? 'codemirror' : 'textarea'}>
      <div ref={host} className={loaded ? styles.editorMount : undefined} />
      {loaded ? null : (
        <textarea
          id={id}
          ref={area}
          className={styles.editor}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-label={label}
          aria-describedby={describedBy}
        />
      )}
    </div>
  );
});
