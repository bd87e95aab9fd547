/**
 * The JSON editor. The server renders a plain labelled textarea with the text (usable before scripts and if the
 * editor fails to load); once the page is live the CodeMirror editor (codemirror.ts, a chunk of its own, loaded
 * by this page only) takes its place with the same text and label.
 */
import React, {forwardRef, useEffect, useImperativeHandle, useRef, useState} from 'react';
import type {Problem} from './lint';
import type {CompletionWords, EditorHandle} from './codemirror';
import styles from './styles.module.css';

export interface CodeEditorApi {
  select(from: number, to: number): void;
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
}

export const CodeEditor = forwardRef<CodeEditorApi, Props>(function CodeEditor({id, label, describedBy, text, onChange, problems, problemsText, words}, ref) {
  const host = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef({text, onChange, words});
  latest.current = {text, onChange, words};
  /** The editor's text as it last reported it: a keystroke's own text is not compared or written back. */
  const reported = useRef(text);

  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "access-control-playground-editor" */ './codemirror').then(
      ({createEditor}) => {
        if (!live || !host.current) return;
        const hadFocus = document.activeElement === area.current;
        handle.current = createEditor(host.current, {
          text: latest.current.text,
          label,
          describedBy,
          onChange: (t) => {
            reported.current = t;
            latest.current.onChange(t);
          },
          words: latest.current.words,
        });
        setLoaded(true);
        if (hadFocus) host.current.querySelector<HTMLElement>('[contenteditable]')?.focus();
      },
      () => {
        // The textarea stays: the page works without the editor's extras.
      },
    );
    return () => {
      live = false;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [label, describedBy]);

  useEffect(() => {
    if (text === reported.current) return;
    reported.current = text;
    handle.current?.setText(text);
  }, [text, loaded]);
  useEffect(() => handle.current?.setWords(words), [words, loaded]);
  // Problems found for an older text would point at the wrong place: they wait for the text they were found in.
  const current = problemsText === reported.current;
  useEffect(() => {
    if (current) handle.current?.setProblems(problems);
  }, [problems, current, loaded]);

  useImperativeHandle(ref, () => ({
    select(from, to) {
      if (handle.current) return handle.current.select(from, to);
      area.current?.focus();
      area.current?.setSelectionRange(from, to);
    },
  }));

  return (
    <div className={styles.editorHost} data-editor={loaded ? 'codemirror' : 'textarea'}>
      <div ref={host} />
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
