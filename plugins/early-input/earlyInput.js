/*
 * Inlined at the top of every page's <head> (plugins/early-input). Until React owns the page, its buttons have no
 * handlers. Until then this script:
 *   - opens the search dialog, which is in every page's HTML (src/components/LocalSearchBar), on a click on the
 *     search button, Ctrl/Cmd+K, or "/" outside a text field, and focuses its input: the letters typed next go
 *     straight into it, natively, in order;
 *   - holds clicks on buttons that do nothing without scripts (type="button", or outside any form: the colour mode
 *     toggle, the announcement's close button, the mobile menu toggle) and clicks them again, in order, once React
 *     owns the page. A disabled button (the colour mode toggle is disabled until then) gets no click event, so its
 *     pointerup counts as the click.
 * Links, summary, labels, checkboxes, radios and form buttons work without scripts and are left to the browser.
 * It stops when src/theme/Root sends PAGE_LIVE_EVENT; after that the page's own handlers do all of this.
 */
(function () {
  var held = [];
  var dialog = function () {
    return document.getElementById('SEARCH_DIALOG_ID');
  };
  var openSearch = function () {
    var search = dialog();
    if (!search) return false;
    if (!search.open) search.showModal();
    var input = document.getElementById('SEARCH_INPUT_ID');
    if (input) input.focus();
    return true;
  };
  var scriptOnlyButton = function (target) {
    var button = target instanceof Element ? target.closest('button') : null;
    return button && (button.type === 'button' || !button.form) ? button : null;
  };
  var typesText = function (target) {
    return target instanceof Element && !!target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
  };
  var onClick = function (event) {
    var button = scriptOnlyButton(event.target);
    if (!button || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (button.getAttribute('aria-controls') === 'SEARCH_DIALOG_ID' && openSearch()) return;
    held.push(button);
  };
  var onPointerUp = function (event) {
    var button = scriptOnlyButton(event.target);
    if (button && button.disabled && event.button === 0) held.push(button);
  };
  var onKeyDown = function (event) {
    var key = event.key;
    var shortcut = ((event.ctrlKey || event.metaKey) && (key === 'k' || key === 'K')) || (key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typesText(event.target));
    if (shortcut && openSearch()) event.preventDefault();
  };
  var onLive = function () {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerup', onPointerUp, true);
    document.removeEventListener('keydown', onKeyDown, true);
    // After React's commit: the held clicks run as the reader's would, in order.
    setTimeout(function () {
      held.forEach(function (button) {
        if (button.isConnected && !button.disabled) button.click();
      });
    }, 0);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerup', onPointerUp, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('PAGE_LIVE_EVENT', onLive, {once: true});
})();
