/** A two-tone beep made with the Web Audio API (no audio file to download), for the restaurant's new-order alert. */

type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextConstructor | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Plays one short beep; silently does nothing where audio is unavailable or blocked. */
export function playBeep(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    // Browsers start a context suspended until the page has had a user gesture; resuming is allowed afterwards.
    if (ctx.state === "suspended") void ctx.resume().catch(() => {});
    const start = ctx.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.25, 1175],
    ] as const) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.22);
    }
  } catch {
    // An alert that cannot sound still shows the banner and the title count.
  }
}

/** Forgets the shared context (tests install a fresh mock per test). */
export function resetAlertSound(): void {
  context = null;
}
