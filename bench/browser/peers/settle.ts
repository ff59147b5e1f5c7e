/**
 * "Settled" for the peer comparison (issue 30 item 3): the paint after the last DOM change, once the
 * screen shows what was asked and nothing has changed for `quietMs`. A first paint with the rows can be
 * followed by more work (column widths measured, a fixed header re-laid out, a library's second pass);
 * counting up to the last change compares libraries that paint in one pass with those that do it in
 * several. (The time-out is long: ProTable's 100 × 50 render is one task of over a minute at load 25.)
 * Changes are seen by a MutationObserver on the page's container; each frame's changes are
 * taken at its requestAnimationFrame and dated by a MessageChannel message, which runs after the paint.
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
      const painted = changed;
      changed = false;
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        const now = performance.now();
        if (painted) lastChangePaint = now;
        if (ready() && !painted && now - lastChangePaint >= quietMs) {
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
