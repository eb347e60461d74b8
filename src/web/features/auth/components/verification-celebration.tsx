import { CONFETTI_DURATION_MS, CONFETTI_PIECES } from '@shared/constants';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PartyPopper, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const BURST_EVERY_MS = 250;

/**
 * CONFETTI_PIECES pieces in bursts spread over CONFETTI_DURATION_MS. canvas-confetti is loaded only now and
 * draws on a canvas of our own on the main thread: its default worker comes from a blob: URL, which the
 * server's Content-Security-Policy (script-src 'self') rightly refuses.
 */
async function celebrate(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60';
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });

  const bursts = Math.max(1, Math.floor(CONFETTI_DURATION_MS / BURST_EVERY_MS));
  const perBurst = Math.floor(CONFETTI_PIECES / bursts);
  const shots: Promise<unknown>[] = [];
  for (let i = 0; i < bursts; i++) {
    // The last burst takes the remainder, so that exactly CONFETTI_PIECES pieces fly.
    const count = i === bursts - 1 ? CONFETTI_PIECES - perBurst * (bursts - 1) : perBurst;
    shots.push(
      new Promise((resolve) => setTimeout(resolve, i * BURST_EVERY_MS)).then(() =>
        fire({
          particleCount: count,
          spread: 70,
          startVelocity: 35,
          ticks: 200,
          origin: { x: 0.15 + Math.random() * 0.7, y: 0.2 + Math.random() * 0.2 },
          colors: ['#004030', '#c2410c', '#DCD0A8', '#ffffff'],
        }),
      ),
    );
  }
  await Promise.all(shots);
  fire.reset();
  canvas.remove();
}

/**
 * ?verification=success on the dashboard gives confetti and a congratulation, after which the
 * parameter is taken out of the address bar.
 */
export function VerificationCelebration() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('verification') === 'success';
  const [show, setShow] = useState(requested);
  const fired = useRef(false);

  useEffect(() => {
    if (!requested) return;
    setShow(true);
    if (!fired.current) {
      fired.current = true;
      void celebrate();
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('verification');
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams]);

  if (!show) return null;
  return (
    <Alert variant="success" className="items-center">
      <PartyPopper aria-hidden />
      <p className="flex-1 font-medium">Gefeliciteerd! Uw e-mailadres is succesvol geverifieerd!</p>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Melding sluiten"
        onClick={() => setShow(false)}
      >
        <X aria-hidden />
      </Button>
    </Alert>
  );
}
