/*
 * Inlined at the top of every page's <head> (plugins/early-input). Until React has taken over the static page
 * (Docusaurus sets <html data-has-hydrated="true">), the page's buttons have no handlers: a click on the
 * announcement's close button does nothing, and one on the version dropdown follows its href. This script holds
 * such clicks, and the search shortcuts (Ctrl/Cmd+K, "/" and what is typed after them), and replays them in order
 * once the page is live. Plain links are left alone: the browser follows them as it always would.
 * A held button that is still disabled when the page goes live (the colour mode toggle is enabled by a render
 * after hydration) is clicked once it is enabled.
 * If the page cannot become live (one of its scripts failed to load, or nothing happened for GIVE_UP_MS), a held
 * link-button is followed as a plain link would be; other held input still waits for the page.
 */
(function () {
  var root = document.documentElement;
  var GIVE_UP_MS = 20000;
  var ENABLE_WAIT_MS = 5000;
  var queue = [];
  var shortcutHeld = false;
  var live = function () {
    return root.getAttribute('data-has-hydrated') === 'true';
  };
  var controlOf = function (target) {
    if (!(target instanceof Element)) return null;
    // Text fields are left alone (holding a click would keep the caret out); toggles are held.
    var control = target.closest('button, [role="button"], [aria-haspopup], a[href="#"], summary, label, input[type="checkbox"], input[type="radio"]');
    // A link to another page works without scripts; only link-buttons (dropdown toggles, "#") wait.
    if (control && control.tagName === 'A' && !control.matches('[role="button"], [aria-haspopup], [href="#"]')) return null;
    return control;
  };
  var editable = function (target) {
    return target instanceof Element && !!target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
  };
  var hold = function (control) {
    if (queue.some(function (item) { return item.control === control && item.fresh; })) return;
    queue.push({type: 'click', control: control, fresh: true});
    setTimeout(function () { queue.forEach(function (item) { item.fresh = false; }); }, 0);
  };
  var onClick = function (event) {
    if (live()) return stop();
    var control = controlOf(event.target);
    if (!control || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (gaveUp && control.tagName === 'A') return;
    event.preventDefault();
    event.stopPropagation();
    hold(control);
  };
  // A button that is disabled until the page is live (the colour mode toggle) gets no click event at all; its
  // pointerup is the click.
  var onPointerUp = function (event) {
    if (live()) return;
    var control = controlOf(event.target);
    if (control && control.disabled && event.button === 0) hold(control);
  };
  var onKeyDown = function (event) {
    if (live()) return stop();
    var shortcut = ((event.ctrlKey || event.metaKey) && (event.key === 'k' || event.key === 'K')) || (event.key === '/' && !editable(event.target));
    var typedAfterShortcut = shortcutHeld && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!shortcut && !typedAfterShortcut) return;
    shortcutHeld = true;
    event.preventDefault();
    event.stopPropagation();
    queue.push({type: 'key', init: {key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, bubbles: true, cancelable: true}});
  };
  // In order; a click on a control that is still disabled waits (frame by frame, ENABLE_WAIT_MS at most) for it.
  var replay = function () {
    var held = queue;
    queue = [];
    var waitedSince = Date.now();
    var next = function () {
      var item = held[0];
      if (!item) return;
      if (item.type === 'click' && item.control.isConnected && item.control.disabled && Date.now() - waitedSince < ENABLE_WAIT_MS) {
        requestAnimationFrame(next);
        return;
      }
      held.shift();
      if (item.type === 'click') {
        if (item.control.isConnected && !item.control.disabled) item.control.click();
      } else {
        document.body.dispatchEvent(new KeyboardEvent('keydown', item.init));
      }
      waitedSince = Date.now();
      next();
    };
    next();
  };
  var observer = new MutationObserver(function () {
    if (!live()) return;
    stop();
    // One frame later: the effects that register the page's own listeners (search shortcuts) have run.
    requestAnimationFrame(function () {
      setTimeout(replay, 0);
    });
  });
  // The page will not go live: a held link-button becomes the link it is. The rest stays held, in case it does.
  var gaveUp = false;
  var giveUp = function () {
    if (live() || gaveUp) return;
    gaveUp = true;
    for (var i = 0; i < queue.length; i++) {
      var href = queue[i].type === 'click' && queue[i].control.getAttribute('href');
      if (href && href !== '#') return location.assign(href);
    }
  };
  var giveUpTimer = setTimeout(giveUp, GIVE_UP_MS);
  // Only the site's own scripts: a blocked third-party script (analytics) does not keep the page from going live.
  var onScriptError = function (event) {
    var script = event.target;
    if (script instanceof HTMLScriptElement && script.src && new URL(script.src, location.href).origin === location.origin) giveUp();
  };
  var stop = function () {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('pointerup', onPointerUp, true);
    window.removeEventListener('error', onScriptError, true);
    observer.disconnect();
    clearTimeout(giveUpTimer);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerup', onPointerUp, true);
  window.addEventListener('error', onScriptError, true);
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();
