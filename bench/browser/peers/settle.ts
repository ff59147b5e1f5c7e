/**
 * "Settled" for the peer comparison (issue 30 item 3): the paint after the last DOM change, once the
 * screen shows what was asked and nothing has changed for `quietMs`. A first paint with the rows can be
 * followed by more work (column widths measured, a fixed header re-laid out, a library's second pass);
 * counting up to the last change compares libraries that paint in one pass with those that do it in
 * several. (The time-out is long: ProTable's 100 × 50 render is one task of over a minute at load 25.)
 * Changes are seen by a MutationObserver on the page's container; each frame's changes (and whether
 * `ready()` holds) are taken at its requestAnimationFrame and dated by a MessageChannel message, which
 * runs after the paint; a frame ends the wait only if nothing changed between it and that message.
 */
export function settledWhen(
  root: Node,
  ready: () => boolean,
  { quietMs = 200, timeoutMs = 300_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<number> {
  let changed = true;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  const start = performance.now();
  let lastChangePaint = start;
  return new Promise((resolve, reject) => {
    const frame = () => {
      // What this frame shows: the changes made before it and whether `ready()` held then. Both are
      // taken here, at the frame's requestAnimationFrame; a change made after it (in a task that ran
      // between this frame and its message: a library's render of the rows) is not in this frame.
      const painted = changed;
      const shown = ready();
      changed = false;
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        const now = performance.now();
        if (painted) lastChangePaint = now;
        // `changed` here = the DOM changed after this frame was prepared: that change is painted by a
        // later frame (which dates it), so this one cannot be the quiet end. Deciding on this frame's
        // snapshot alone ended rounds whose rows were rendered in a long task between the frame and its
        // message, dated by the last change before the rows (≈ 0 ms or negative: issue 30 item 3).
        if (shown && !painted && !changed && now - lastChangePaint >= quietMs) {
          observer.disconnect();
          resolve(lastChangePaint);
        } else if (now - start > timeoutMs) {
          observer.disconnect();
          reject(new Error('the page did not settle'));
        } else requestAnimationFrame(frame);
      };
      ch.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}

/** Keystrokes typed after `startKeyTiming()`: keydown → the paint that shows it. */
let keyTimes: number[] = [];
let listening = false;

export function startKeyTiming(afterPaint: () => Promise<number>): void {
  keyTimes = [];
  if (listening) return;
  listening = true;
  document.addEventListener(
    'keydown',
    (e) => {
      const t0 = e.timeStamp;
      void afterPaint().then((t) => keyTimes.push(t - t0));
    },
    { capture: true },
  );
}

export const keyTimings = () => [...keyTimes];
