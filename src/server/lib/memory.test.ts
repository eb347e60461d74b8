import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

describe('the file stream memory hook', () => {
  it('changes no V8 flag when loaded and collects only through a gc the process was started with', async () => {
    const v8 = (await import('node:v8')).default;
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    const g = globalThis as { gc?: unknown };
    const hadGc = Object.hasOwn(g, 'gc');
    const ownGc = g.gc;
    try {
      vi.resetModules();
      const { fileMeter } = await import('./memory');
      expect(setFlags).not.toHaveBeenCalled();
      const feed = async () => {
        const meter = fileMeter();
        meter.resume();
        for (let i = 0; i < 5; i++) meter.write(Buffer.alloc(1024 * 1024));
        meter.end();
        await once(meter, 'end');
      };
      g.gc = undefined;
      await feed(); // without --expose-gc: nothing to call, nothing fails
      const gc = vi.fn();
      g.gc = gc;
      await feed();
      expect(gc).toHaveBeenCalledWith({ type: 'minor' });
    } finally {
      setFlags.mockRestore();
      if (hadGc) g.gc = ownGc;
      else delete g.gc;
    }
  });
});
