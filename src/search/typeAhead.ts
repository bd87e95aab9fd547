/**
 * Type-ahead for the search modal, in both search modes: what the reader types between opening search (Ctrl/Cmd+K,
 * "/" or a click on the search button) and the moment the modal's input has focus is kept, then entered into the
 * input. Without it the first letters are lost on first use, while the modal's code and styles load, and on any
 * open in the frame before DocSearch focuses its input.
 */
import {useEffect} from 'react';
import {enterQuery, MODAL_INPUT_CLASS, readySearchPageInput} from './modalInput';

/** If the modal never takes focus (its code failed to load), typing goes back to the page after this long. */
const GIVE_UP_MS = 10_000;
/**
 * The running collection, if any. One at a time: a second shortcut press while the modal loads must not collect
 * every key twice.
 */
let collection:
  | {
      /** Hands over what was kept so far and clears it; collection goes on. */
      take: () => string;
      /** Ends the collection by entering what it kept into `input`. */
      deliver: (input: HTMLInputElement) => void;
    }
  | undefined;

/**
 * Enters what is being collected into the search page's box, which the caller has just focused: needed when the box
 * already had focus, so that focusing it again fired no focus event.
 */
export function deliverTypedAhead(input: HTMLInputElement): void {
  collection?.deliver(input);
}

/**
 * What was typed since search was asked for, for a search that goes to the search page instead (the modal's code
 * failed to load). Collection goes on: what follows is entered into the search page's box once it has focus.
 */
export function takeTypedAhead(): string {
  return collection?.take() ?? '';
}

/** Collects printable keys from now until the modal input is focused, then appends them to it. */
function keepTypingUntilModalFocus(): void {
  if (collection) return;
  let typed = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    // Kept from the page: a space would scroll it or press the focused search button, a "/" would count as the
    // shortcut again.
    event.preventDefault();
    event.stopPropagation();
    typed += event.key;
  };
  const deliver = (input: HTMLInputElement) => {
    stop();
    if (typed) enterQuery(input, input.value + typed);
  };
  const onFocusIn = (event: FocusEvent) => {
    const input = event.target;
    const modalInput = input instanceof HTMLInputElement && input.classList.contains(MODAL_INPUT_CLASS) ? input : null;
    const target = modalInput ?? readySearchPageInput(input);
    if (target) deliver(target);
  };
  const giveUp = window.setTimeout(() => stop(), GIVE_UP_MS);
  const take = () => {
    const kept = typed;
    typed = '';
    return kept;
  };
  collection = {take, deliver};
  const stop = () => {
    collection = undefined;
    window.clearTimeout(giveUp);
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('focusin', onFocusIn, true);
  };
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('focusin', onFocusIn, true);
}

/** Where "/" is a character, not the shortcut: DocSearch's own rule (useDocSearchKeyboardEvents). */
function typesText(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName);
}

/** The keys and clicks that open the modal, as DocSearch reads them, when it is not open yet. */
function opensSearch(event: Event): boolean {
  if (document.querySelector('.DocSearch-Modal')) return false;
  if (event instanceof MouseEvent) return event.target instanceof Element && event.target.closest('.DocSearch-Button') !== null;
  if (!(event instanceof KeyboardEvent)) return false;
  const shortcut = event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
  return shortcut || (event.key === '/' && !typesText(event.composedPath()[0]));
}

/** Installs the type-ahead for as long as the search bar is mounted. */
export function useSearchTypeAhead(): void {
  useEffect(() => {
    // Capture phase: the collector starts before DocSearch opens the modal; the opening key itself is not collected
    // (a listener added during an event's dispatch does not receive that event).
    const onOpenIntent = (event: Event) => opensSearch(event) && keepTypingUntilModalFocus();
    window.addEventListener('keydown', onOpenIntent, true);
    window.addEventListener('click', onOpenIntent, true);
    return () => {
      window.removeEventListener('keydown', onOpenIntent, true);
      window.removeEventListener('click', onOpenIntent, true);
    };
  }, []);
}
