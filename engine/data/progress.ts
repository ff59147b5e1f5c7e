/**
 * One progress bar for all calls in flight (CONTRACT §1). A counter keeps it balanced: the bar starts
 * when the first call leaves and finishes when the last one comes back, however they interleave.
 */
import NProgress from 'nprogress';

export interface ProgressBar {
  start(): void;
  done(): void;
}

export const nprogressBar: ProgressBar = {
  start: () => {
    NProgress.configure({ showSpinner: false });
    NProgress.start();
  },
  done: () => {
    NProgress.done();
  },
};

export function createProgressCounter(bar: () => ProgressBar) {
  let inFlight = 0;
  return {
    begin(): void {
      inFlight += 1;
      if (inFlight === 1) bar().start();
    },
    end(): void {
      if (inFlight === 0) return;
      inFlight -= 1;
      if (inFlight === 0) bar().done();
    },
    get inFlight(): number {
      return inFlight;
    },
  };
}
