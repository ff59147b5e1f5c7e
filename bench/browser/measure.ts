/**
 * Timing helpers that run inside the bench page. "Painted" = the first frame that shows the change: we
 * wait for the DOM to hold it at a requestAnimationFrame (that frame is being prepared), then a
 * MessageChannel message, which the browser runs after that frame's paint.
 */
export const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => resolve(performance.now());
      ch.port2.postMessage(null);
    }),
  );

/** Resolves with the time after the first paint at which `ready()` holds (checked every frame). */
export function paintedWhen(ready: () => boolean, timeoutMs = 30_000): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (ready()) {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now());
        ch.port2.postMessage(null);
      } else if (performance.now() - start > timeoutMs) reject(new Error('timed out waiting for the render'));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/** Rendered body rows; a virtual table renders its rows as divs, so match the class, not the tag. */
export const bodyRowCount = (root: ParentNode) => root.querySelectorAll('.ant-table-row').length;
