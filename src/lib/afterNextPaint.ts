/**
 * Runs `work` in a task after the next frame has been painted, and returns a function that cancels it if it has not
 * run yet. What it does then finds the page laid out already.
 */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
