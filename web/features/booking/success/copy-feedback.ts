/**
 * The reference's copy button: «Скопировано!» shows for two seconds after a successful copy; a
 * clipboard failure is only logged (the reference stays on screen to copy by hand).
 */
export const COPIED_FOR_MS = 2000;

export function createCopyFeedback(
  write: (text: string) => Promise<void>,
  onCopiedChange: (copied: boolean) => void,
  durationMs = COPIED_FOR_MS,
): { copy: (text: string) => Promise<void>; dispose: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    async copy(text) {
      try {
        await write(text);
      } catch (error) {
        console.error("copying the booking reference failed", error);
        return;
      }
      if (timer !== undefined) clearTimeout(timer);
      onCopiedChange(true);
      timer = setTimeout(() => {
        timer = undefined;
        onCopiedChange(false);
      }, durationMs);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
