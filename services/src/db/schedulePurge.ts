/**
 * Runs `purge` now and every `intervalMs`, one run at a time (a slow database must not pile them up); failures go to
 * `onError`, and the timer never keeps the process alive. Returns the function that stops it.
 * @example
 * const stop = schedulePurge(() => events.deleteReceivedBefore(Date.now() - retentionMs), 60 * 60_000, log);
 */
export function schedulePurge(purge: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purge()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
