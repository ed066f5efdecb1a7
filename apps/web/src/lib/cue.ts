/**
 * The sound of a refused scan (issue 25 field 13): a short falling two-tone beep through Web Audio, so a cashier
 * scanning a pile of tags hears the one the counter did not take. Each cue played is counted on
 * `<html data-kilau-cues>` (what the browser tests read). Without an audio device the message on screen remains.
 */
type AudioCtor = typeof AudioContext;

let ctx: AudioContext | undefined;

export function refusedCue(): void {
  const Ctor: AudioCtor | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext;
  if (!Ctor) return;
  try {
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume();
    const t = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.setValueAtTime(880, t);
    osc.frequency.setValueAtTime(440, t + 0.15);
    gain.gain.setValueAtTime(0.15, t);
    gain.gain.setValueAtTime(0, t + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.35);
  } catch {
    return;
  }
  const root = document.documentElement;
  root.dataset.kilauCues = String(Number(root.dataset.kilauCues ?? 0) + 1);
}
