// The end every bench app process shares: listen on the driver's port, tell it over IPC ({ type: 'ready', port }),
// and close cleanly on 'stop' or SIGTERM/SIGINT; a failed start is reported as { type: 'error' } and exits 1.
import type { FastifyInstance } from 'fastify';

export async function serveUntilStopped(app: FastifyInstance, port: number): Promise<void> {
  await app.listen({ port, host: '127.0.0.1' });
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  };
  process.on('message', (m) => {
    if ((m as { type?: string }).type === 'stop') void stop();
  });
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  process.send?.({ type: 'ready', port });
}

export function reportStartFailure(label: string) {
  return (err: unknown) => {
    console.error(`${label}:`, err instanceof Error ? (err.stack ?? err.message) : err);
    process.send?.({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  };
}
